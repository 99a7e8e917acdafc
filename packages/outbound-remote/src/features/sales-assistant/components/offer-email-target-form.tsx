import { useState } from 'react';
import { Form, Select, Typography } from '@aide/ui-kit';
import { useGetApiConstantsQuery, useGetProductFacetsQuery } from '../../../api/catalog-api';
import { TargetTypeField, useGetOffersQuery } from '../../offers';
import {
  useDraftOfferEmailMutation,
  type OfferEmailDraft,
  type OfferEmailTarget,
} from '../api/offer-email-api';
import { customerSegments } from '../lib/list-customer-segments';
import { BackAndSubmitButtons } from './back-and-submit-buttons';
import { MutationErrorAlert } from './mutation-error-alert';

type TargetValues = Omit<OfferEmailTarget, 'target_value'> & { target_value?: string };

export interface OfferEmailTargetFormProps {
  /** The target of the draft the user came back from. */
  initialTarget: OfferEmailTarget | null;
  onCancel: () => void;
  onDrafted: (target: OfferEmailTarget, draft: OfferEmailDraft) => void;
}

/** Who the offer email goes to: a brand or category (from the inventory, or typed), a segment, an offer. */
export function OfferEmailTargetForm({ initialTarget, onCancel, onDrafted }: OfferEmailTargetFormProps) {
  const [form] = Form.useForm<TargetValues>();
  const facets = useGetProductFacetsQuery();
  const constants = useGetApiConstantsQuery();
  const offers = useGetOffersQuery('active');
  const [draftEmail, draftState] = useDraftOfferEmailMutation();
  const [typed, setTyped] = useState('');
  const targetType = Form.useWatch('target_type', form) ?? initialTarget?.target_type ?? 'brand';

  const known = (targetType === 'brand' ? facets.data?.brands : facets.data?.categories) ?? [];
  // A value not in the inventory can still be typed (a brand sold before the last upload, say).
  const valueOptions = [
    ...(typed.trim() && !known.includes(typed.trim())
      ? [{ value: typed.trim(), label: `Use "${typed.trim()}"` }]
      : []),
    ...known.map((value) => ({ value, label: value })),
  ];
  const activeOffers = offers.data?.items ?? [];

  // Choosing an offer aims the email at the offer's brand or category.
  const chooseOffer = (offerId?: string) => {
    const offer = activeOffers.find((candidate) => candidate.id === offerId);
    if (offer) form.setFieldsValue({ target_type: offer.target_type, target_value: offer.target_value });
  };

  const submit = async (values: TargetValues) => {
    const target: OfferEmailTarget = {
      target_type: values.target_type,
      target_value: (values.target_value ?? '').trim(),
      ...(values.segment ? { segment: values.segment } : {}),
      ...(values.offer_id ? { offer_id: values.offer_id } : {}),
    };
    try {
      onDrafted(target, await draftEmail(target).unwrap());
    } catch {
      // draftState.error shows the reason below the form.
    }
  };

  return (
    <Form<TargetValues>
      form={form}
      layout="vertical"
      name="offer-email-target"
      initialValues={initialTarget ?? { target_type: 'brand' }}
      onFinish={submit}
      requiredMark="optional"
    >
      <Typography.Paragraph type="secondary">
        The email goes to the customers who bought this brand or category in the last 365 days.
      </Typography.Paragraph>
      <TargetTypeField label="Offer on" choiceLabels={{ brand: 'A brand', category: 'A category' }} />
      <Form.Item
        name="target_value"
        label={targetType === 'brand' ? 'Brand' : 'Category'}
        rules={[{ required: true, whitespace: true, message: `Choose or type a ${targetType}.` }]}
      >
        <Select
          aria-label={targetType === 'brand' ? 'Brand' : 'Category'}
          showSearch={{ onSearch: setTyped }}
          placeholder={targetType === 'brand' ? 'Choose or type a brand' : 'Choose or type a category'}
          loading={facets.isLoading}
          options={valueOptions}
        />
      </Form.Item>
      <Form.Item name="segment" label="Segment">
        <Select
          aria-label="Customer segment"
          allowClear
          placeholder="Every segment"
          options={customerSegments(constants.data).map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item name="offer_id" label="Current offer">
        <Select
          aria-label="Current offer"
          allowClear
          placeholder={activeOffers.length ? 'No offer' : 'No current offers'}
          loading={offers.isLoading}
          options={activeOffers.map((offer) => ({
            value: offer.id,
            label: `${offer.title} (−${offer.discount_percent}%)`,
          }))}
          onChange={chooseOffer}
        />
      </Form.Item>
      <MutationErrorAlert
        mutation={draftState}
        fallback="The email could not be drafted. Please try again."
      />
      <BackAndSubmitButtons
        backLabel="Cancel"
        onBack={onCancel}
        submitLabel="Draft email"
        submitting={draftState.isLoading}
      />
    </Form>
  );
}

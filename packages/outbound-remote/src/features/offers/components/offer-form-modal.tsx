import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, Select } from '@aide/ui-kit';
import { useGetApiConstantsQuery, useGetProductFacetsQuery } from '../../../api/catalog-api';
import { requiredTextRules } from '../../../lib/required-text-rules';
import {
  useCreateOfferMutation,
  useUpdateOfferMutation,
  type Offer,
  type OfferInput,
  type OfferTargetType,
} from '../api/offers-api';
import { describeError } from '@aide/shared-auth';
import { TargetTypeField } from './target-type-field';

const DEFAULT_MAX_DISCOUNT = 90;
const TITLE_RULES = requiredTextRules(200, {
  missing: 'Enter a title for the offer.',
  tooLong: 'Keep the title under 200 characters.',
});

export interface OfferFormModalProps {
  open: boolean;
  /** The offer to edit; absent for a new offer. */
  offer?: Offer;
  onClose: () => void;
  onSaved: (offer: Offer) => void;
}

/** Create or edit an offer: every field is checked in the browser before anything is sent. */
export function OfferFormModal({ open, offer, onClose, onSaved }: OfferFormModalProps) {
  const [form] = Form.useForm<OfferInput>();
  const { message } = App.useApp();
  const facets = useGetProductFacetsQuery(undefined, { skip: !open });
  const constants = useGetApiConstantsQuery(undefined, { skip: !open });
  const [createOffer, createState] = useCreateOfferMutation();
  const [updateOffer, updateState] = useUpdateOfferMutation();
  const targetType = Form.useWatch('target_type', form) ?? 'brand';
  const maxDiscount = constants.data?.offer.max_discount_percent ?? DEFAULT_MAX_DISCOUNT;
  const editing = Boolean(offer);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (offer) {
      const { title, target_type, target_value, discount_percent, starts_on, ends_on } = offer;
      form.setFieldsValue({ title, target_type, target_value, discount_percent, starts_on, ends_on });
    }
  }, [open, offer, form]);

  const targetOptions = (targetType === 'brand' ? facets.data?.brands : facets.data?.categories) ?? [];

  const submit = async (values: OfferInput) => {
    const body: OfferInput = { ...values, title: values.title.trim() };
    try {
      const saved = offer
        ? await updateOffer({ id: offer.id, changes: body }).unwrap()
        : await createOffer(body).unwrap();
      message.success(offer ? 'Offer updated' : 'Offer created');
      onSaved(saved);
    } catch (error) {
      message.error(describeError(error, 'The offer could not be saved. Please try again.'));
    }
  };

  return (
    <Modal
      title={editing ? 'Edit offer' : 'New offer'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={editing ? 'Save changes' : 'Create offer'}
      confirmLoading={createState.isLoading || updateState.isLoading}
      forceRender
    >
      <Form<OfferInput>
        form={form}
        layout="vertical"
        name="offer"
        initialValues={{ target_type: 'brand' }}
        onFinish={submit}
        requiredMark="optional"
      >
        <Form.Item name="title" label="Title" rules={TITLE_RULES}>
          <Input placeholder="Spring sale" />
        </Form.Item>
        <TargetTypeField
          label="Applies to"
          choiceLabels={{ brand: 'Brand', category: 'Category' }}
          required
        />
        <Form.Item
          name="target_value"
          label={targetType === 'brand' ? 'Brand' : 'Category'}
          rules={[{ required: true, message: `Choose a ${targetLabel(targetType)}.` }]}
        >
          <Select
            showSearch
            placeholder={`Choose a ${targetLabel(targetType)}`}
            loading={facets.isLoading}
            options={targetOptions.map((value) => ({ value, label: value }))}
            notFoundContent={`No ${targetType === 'brand' ? 'brands' : 'categories'} yet: upload inventory first.`}
          />
        </Form.Item>
        <Form.Item
          name="discount_percent"
          label="Discount %"
          rules={[
            { required: true, message: 'Enter a discount.' },
            {
              validator: (_, value: number | null | undefined) =>
                value == null || (value >= 1 && value <= maxDiscount)
                  ? Promise.resolve()
                  : Promise.reject(new Error(`The discount must be between 1% and ${maxDiscount}%.`)),
            },
          ]}
        >
          {/* No min/max clamping: an out-of-range number gets a message instead of silently changing. */}
          <InputNumber suffix="%" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="starts_on"
          label="Starts on"
          rules={[{ required: true, message: 'Choose a start date.' }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="ends_on"
          label="Ends on"
          dependencies={['starts_on']}
          rules={[
            { required: true, message: 'Choose an end date.' },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const startsOn = getFieldValue('starts_on') as string | undefined;
                return !value || !startsOn || value >= startsOn
                  ? Promise.resolve()
                  : Promise.reject(new Error('The end date cannot be before the start date.'));
              },
            }),
          ]}
        >
          <Input type="date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function targetLabel(type: OfferTargetType): string {
  return type === 'brand' ? 'brand' : 'category';
}

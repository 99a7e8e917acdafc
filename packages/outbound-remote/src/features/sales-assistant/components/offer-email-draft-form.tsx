import { useState } from 'react';
import { Alert, App, Button, Flex, Form, formatNumber, Input, Popconfirm, Typography } from '@aide/ui-kit';
import {
  useSendOfferEmailMutation,
  type OfferEmailDraft,
  type OfferEmailTarget,
} from '../api/offer-email-api';
import { listRecipientNames } from '../lib/list-recipient-names';
import { MutationErrorAlert } from './mutation-error-alert';

const MAX_BODY_LENGTH = 20000;

interface DraftValues {
  subject: string;
  body: string;
}

export interface OfferEmailDraftFormProps {
  target: OfferEmailTarget;
  draft: OfferEmailDraft;
  onBack: () => void;
  onSent: () => void;
}

const customers = (count: number) => `${formatNumber(count)} ${count === 1 ? 'customer' : 'customers'}`;

/** The assistant's draft, editable; sent to every recipient after one confirmation. */
export function OfferEmailDraftForm({ target, draft, onBack, onSent }: OfferEmailDraftFormProps) {
  const [form] = Form.useForm<DraftValues>();
  const { message } = App.useApp();
  const [sendEmail, sendState] = useSendOfferEmailMutation();
  // One key per draft: sending it again (a double click, a retry after a lost answer) queues nothing new.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const count = draft.recipient_count;

  const send = async () => {
    let values: DraftValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    try {
      const result = await sendEmail({
        ...target,
        subject: values.subject.trim(),
        body: values.body,
        idempotencyKey,
      }).unwrap();
      const via = result.sent_via === 'outbox' ? ' through the local outbox' : '';
      message.success(`Sending to ${customers(result.queued)}${via}`);
      onSent();
    } catch {
      // sendState.error shows the reason; the edited draft stays in the form.
    }
  };

  return (
    <Form<DraftValues>
      form={form}
      layout="vertical"
      name="offer-email-draft"
      initialValues={{ subject: draft.subject, body: draft.body }}
    >
      {count === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`No customer bought this ${target.target_type} in the last 365 days. Go back and choose another ${target.target_type} or segment.`}
        />
      ) : (
        <Typography.Paragraph>
          <Typography.Text strong>{customers(count)}</Typography.Text>:{' '}
          {listRecipientNames(draft.recipients, count)}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="subject"
        label="Subject"
        rules={[{ required: true, whitespace: true, message: 'Enter a subject.' }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="body"
        label="Email"
        extra="{{first_name}} is replaced with each customer's first name when the email is sent."
        rules={[{ required: true, whitespace: true, message: 'Write the email.' }]}
      >
        <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} maxLength={MAX_BODY_LENGTH} />
      </Form.Item>
      <MutationErrorAlert mutation={sendState} fallback="The email could not be sent. Please try again." />
      <Flex justify="end" gap={8}>
        <Button onClick={onBack}>Back</Button>
        <Popconfirm
          title={`Send this email to ${customers(count)}?`}
          okText="Send"
          onConfirm={send}
          disabled={count === 0}
        >
          <Button type="primary" disabled={count === 0} loading={sendState.isLoading}>
            Send to {customers(count)}
          </Button>
        </Popconfirm>
      </Flex>
    </Form>
  );
}

import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Typography } from '@aide/ui-kit';
import { useSendPreselectedItemsEmailMutation } from '../../sales-assistant';
import type { EmailDraftBlock } from '../lib/rich-block';

/** Why the send failed, in the API's words. */
function messageOf(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : 'The email could not be sent. Try again.';
}

/**
 * An email the assistant drafted: subject and body are editable here, and nothing is sent until Send is pressed
 * (through the outreach route, with the products the draft proposes).
 */
export function EmailDraftCard({ draft }: { draft: EmailDraftBlock }) {
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const idempotencyKey = useRef(crypto.randomUUID());
  const [send, { data: sent, error, isLoading }] = useSendPreselectedItemsEmailMutation();
  const canSend = Boolean(draft.to) && draft.items.length > 0 && subject.trim() && body.trim() && !sent;
  return (
    <Card
      size="small"
      title={`Draft email to ${draft.customer_name}`}
      style={{ maxWidth: 640, margin: '8px 0' }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">To: {draft.to ?? 'no email address on file'}</Typography.Text>
        <Input
          aria-label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          disabled={Boolean(sent)}
        />
        <Input.TextArea
          aria-label="Email body"
          value={body}
          autoSize={{ minRows: 6, maxRows: 16 }}
          onChange={(event) => setBody(event.target.value)}
          disabled={Boolean(sent)}
        />
        {error && <Alert type="error" showIcon title={messageOf(error)} />}
        {sent ? (
          <Alert type="success" showIcon title={`Sent to ${sent.to} (${sent.status}).`} />
        ) : (
          <Flex gap={8} align="center">
            <Button
              type="primary"
              disabled={!canSend}
              loading={isLoading}
              onClick={() =>
                void send({
                  customer_id: draft.customer_id,
                  items: draft.items.map((item) => ({ product_id: item.product_id })),
                  subject: subject.trim(),
                  body: body.trim(),
                  idempotencyKey: idempotencyKey.current,
                })
              }
            >
              Send
            </Button>
            <Typography.Text type="secondary">Not sent until you press Send.</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

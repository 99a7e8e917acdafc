import { useEffect, useState } from 'react';
import { Empty, formatDateTime, List, ListItemText, Skeleton, Tag, Typography } from '@aide/ui-kit';
import { LoadErrorAlert } from '@aide/shared-auth';
import { useGetOutreachEmailsQuery, type OutreachEmail } from '../api/outreach-api';

/** While an email is on its way the list asks again this often (milliseconds). */
const IN_FLIGHT_POLL_MS = 3000;

const STATUS_TAG: Record<OutreachEmail['status'], { color?: string; label: string }> = {
  queued: { color: 'processing', label: 'Queued' },
  sending: { color: 'processing', label: 'Sending' },
  sent: { color: 'success', label: 'Sent' },
  failed: { color: 'error', label: 'Failed' },
};

function describeDelivery(email: OutreachEmail): string {
  if (email.status === 'sent' && email.sent_at) return `sent ${formatDateTime(email.sent_at)}`;
  if (email.status === 'failed') return `not sent: ${email.last_error ?? 'the mailbox provider refused it'}`;
  const retry = email.last_error ? ` (retrying: ${email.last_error})` : '';
  return `queued ${formatDateTime(email.queued_at)}${retry}`;
}

export interface PreselectedSentEmailsProps {
  customerId: string;
}

/** Emails the AI employee sent this customer (or is sending), newest first, with their delivery state. */
export function PreselectedSentEmails({ customerId }: PreselectedSentEmailsProps) {
  const [inFlight, setInFlight] = useState(false);
  const { data, error, isLoading, refetch } = useGetOutreachEmailsQuery(customerId, {
    pollingInterval: inFlight ? IN_FLIGHT_POLL_MS : 0,
  });
  const anyInFlight = !!data?.items.some((email) => email.status === 'queued' || email.status === 'sending');
  useEffect(() => setInFlight(anyInFlight), [anyInFlight]);

  if (error)
    return <LoadErrorAlert error={error} fallback="The sent emails could not be loaded." onRetry={refetch} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (data.items.length === 0) {
    return (
      <Empty description="No emails sent yet. Tick recommended products and choose Email these items." />
    );
  }
  return (
    <section aria-label="Sent emails">
      <List
        size="small"
        dataSource={data.items}
        rowKey="id"
        renderItem={(email) => (
          <List.Item
            extra={
              <>
                <Tag color={STATUS_TAG[email.status].color}>{STATUS_TAG[email.status].label}</Tag>
                <Tag>{email.sent_via === 'outbox' ? 'Local outbox' : 'Mailbox'}</Tag>
              </>
            }
          >
            <ListItemText
              title={email.subject}
              description={
                <Typography.Text type={email.status === 'failed' ? 'danger' : 'secondary'}>
                  To {email.to_email} · {describeDelivery(email)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}

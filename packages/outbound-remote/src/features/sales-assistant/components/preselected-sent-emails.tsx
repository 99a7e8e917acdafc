import { Empty, List, Skeleton, Tag, Typography } from '@aide/ui-kit';
import { formatDateTime } from '../../../lib/format';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useGetOutreachEmailsQuery } from '../api/outreach-api';

export interface PreselectedSentEmailsProps {
  customerId: string;
}

/** Emails the AI employee sent this customer, newest first. */
export function PreselectedSentEmails({ customerId }: PreselectedSentEmailsProps) {
  const { data, error, isLoading, refetch } = useGetOutreachEmailsQuery(customerId);

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
          <List.Item extra={<Tag>{email.sent_via === 'outbox' ? 'Local outbox' : 'Mailbox'}</Tag>}>
            <List.Item.Meta
              title={email.subject}
              description={
                <Typography.Text type="secondary">
                  To {email.to_email} · {formatDateTime(email.sent_at)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}

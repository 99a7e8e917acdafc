import { describeError, useCurrentMembership } from '@aide/shared-auth';
import { Alert, Card, Flex, Progress, Skeleton, Typography, formatMonth, formatNumber } from '@aide/ui-kit';
import { useGetUsageQuery, type Usage } from '../api/usage-api';

const MEBIBYTE = 1024 * 1024;
const formatBytes = (bytes: number) =>
  bytes >= 1024 * MEBIBYTE
    ? `${(bytes / (1024 * MEBIBYTE)).toFixed(1)} GB`
    : `${(bytes / MEBIBYTE).toFixed(1)} MB`;

/** A use against its limit (none: no bar); the bar turns to a warning at 80 % and an error at the limit. */
interface Meter {
  label: string;
  used: number;
  limit: number | null;
  format?: (value: number) => string;
}

function meters(usage: Usage): Meter[] {
  const { limits } = usage;
  return [
    { label: 'AI questions this month', used: usage.ai_questions, limit: limits.ai_questions_per_month },
    { label: 'Emails sent today', used: usage.emails_today, limit: limits.emails_per_day },
    {
      label: 'Order documents read this month',
      used: usage.intake_documents,
      limit: limits.intake_documents_per_month,
    },
    { label: 'Storage', used: usage.storage_bytes, limit: limits.storage_bytes, format: formatBytes },
    { label: 'Members', used: usage.members, limit: limits.members },
  ];
}

function MeterRow({ label, used, limit, format = formatNumber }: Meter) {
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  const status = limit !== null && used >= limit ? 'exception' : percent >= 80 ? 'active' : 'normal';
  return (
    <div>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text>
          {format(used)} {limit === null ? '(no limit)' : `of ${format(limit)}`}
        </Typography.Text>
      </Flex>
      {limit !== null ? (
        <Progress percent={percent} status={status} showInfo={false} aria-label={`${label}: ${percent}%`} />
      ) : null}
    </div>
  );
}

/** /usage, on both plans: what the organization uses against its limits (owners and admins). */
export function UsagePage() {
  const { data: membership } = useCurrentMembership();
  const { data: usage, error, isLoading } = useGetUsageQuery();

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Usage
        </Typography.Title>
        <Typography.Text type="secondary">
          {membership ? `What ${membership.organization.name} uses of Aide, against its limits.` : null}
        </Typography.Text>
      </div>
      {error ? (
        <Alert type="error" showIcon title={describeError(error, 'The usage could not be loaded.')} />
      ) : null}
      {isLoading ? <Skeleton active /> : null}
      {usage ? (
        <>
          <Card
            title={
              <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                Limits ({formatMonth(usage.month)})
              </Typography.Title>
            }
          >
            <Flex vertical gap={16}>
              {meters(usage).map((meter) => (
                <MeterRow key={meter.label} {...meter} />
              ))}
            </Flex>
          </Card>
          <Card
            title={
              <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                Data held
              </Typography.Title>
            }
          >
            <Flex wrap gap={24}>
              {(
                [
                  ['Customers', usage.customers],
                  ['Inventory items', usage.inventory_items],
                  ['Sales lines', usage.sales_lines],
                  ['Purchase orders', usage.purchase_orders],
                  ['Emails this month', usage.emails],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <Typography.Text type="secondary">{label}</Typography.Text>
                  <div style={{ fontSize: 20 }}>{formatNumber(value)}</div>
                </div>
              ))}
            </Flex>
          </Card>
        </>
      ) : null}
    </Flex>
  );
}

import { describeError, LoadErrorAlert } from '@aide/shared-auth';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  formatMonth,
  formatNumber,
  InputNumber,
  Skeleton,
  Typography,
} from '@aide/ui-kit';
import { fieldRefusalOf } from '../../../api/platform-api';
import {
  useGetOrganizationLimitsQuery,
  useGetOrganizationUsageQuery,
  useUpdateOrganizationLimitsMutation,
  type LimitName,
  type LimitsChange,
  type OrganizationLimits,
} from '../api/usage-limits-api';
import { describeUse, LIMIT_FIELDS } from '../lib/limit-fields';

export interface UsageLimitsCardProps {
  organization: { id: string; name: string };
}

type LimitValues = Partial<Record<LimitName, number | null>>;

const placeholderOf = (planDefault: number | null) =>
  planDefault === null ? 'No limit (plan default)' : `${formatNumber(planDefault)} (plan default)`;

/** The fields the operator changed: a number, or null (emptied) for the plan's default. */
function changeOf(values: LimitValues, overrides: OrganizationLimits['overrides']): LimitsChange {
  const change: LimitValues = {};
  for (const { name } of LIMIT_FIELDS) {
    const value = values[name] ?? null;
    if (value !== overrides[name]) change[name] = value;
  }
  return change;
}

/**
 * This month's usage against each limit, and the operator's overrides of the five limits: a number, or empty
 * for the plan's default (shown as the placeholder). What the API refuses (422) is said under its field.
 */
export function UsageLimitsCard({ organization }: UsageLimitsCardProps) {
  const usage = useGetOrganizationUsageQuery(organization.id);
  const limits = useGetOrganizationLimitsQuery(organization.id);
  const [update, { isLoading, error, reset }] = useUpdateOrganizationLimitsMutation();
  const [form] = Form.useForm<LimitValues>();
  const { message } = App.useApp();
  const overrides = limits.data?.overrides;
  const refusal = fieldRefusalOf(error);

  const save = async (values: LimitValues) => {
    if (!overrides) return;
    const change = changeOf(values, overrides);
    if (Object.keys(change).length === 0) {
      void message.info('Nothing changed.');
      return;
    }
    reset();
    try {
      await update({ id: organization.id, change }).unwrap();
      void message.success(`The limits of ${organization.name} are saved.`);
    } catch (failure) {
      const field = fieldRefusalOf(failure);
      if (field && LIMIT_FIELDS.some(({ name }) => name === field.field)) {
        form.setFields([{ name: field.field as LimitName, errors: [field.message] }]);
      }
    }
  };

  const failed = usage.isError ? usage : limits.isError ? limits : null;
  return (
    <Card title={`Usage and limits${usage.data ? ` (${formatMonth(usage.data.month)})` : ''}`}>
      {failed && (
        <LoadErrorAlert
          error={failed.error}
          what="The usage and limits could not be loaded."
          fallback="Please try again."
          onRetry={() => void failed.refetch()}
        />
      )}
      {(usage.isLoading || limits.isLoading) && <Skeleton active paragraph={{ rows: 5 }} />}
      {usage.data && limits.data && (
        <Form<LimitValues>
          // A saved change comes back as new overrides: the fields start again from them.
          key={JSON.stringify(overrides)}
          form={form}
          layout="vertical"
          initialValues={overrides}
          onFinish={save}
          style={{ maxWidth: 520 }}
        >
          <Typography.Paragraph type="secondary">
            Empty a field to use the plan’s default.
          </Typography.Paragraph>
          {LIMIT_FIELDS.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              extra={describeUse(field, usage.data!)}
            >
              <InputNumber<number>
                min={0}
                precision={0}
                placeholder={placeholderOf(limits.data!.defaults[field.name])}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ))}
          {error && !refusal && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={describeError(error, 'The limits were not saved.')}
            />
          )}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Save limits
          </Button>
        </Form>
      )}
    </Card>
  );
}

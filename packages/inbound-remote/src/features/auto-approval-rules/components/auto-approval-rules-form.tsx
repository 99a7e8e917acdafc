import {
  Alert,
  App,
  Button,
  Form,
  formatDateTime,
  Input,
  InputNumber,
  Skeleton,
  Typography,
} from '@aide/ui-kit';
import {
  useGetAutoApprovalRulesQuery,
  useSaveAutoApprovalRulesMutation,
  type AutoApprovalRulesResponse,
} from '../api/auto-approval-rules-api';
import { RULE_LIMITS, toFormValues, toRulesInput, type RulesFormValues } from '../lib/rules-form-values';
import { customerListRule, orderValueRules, scoreRules } from '../lib/rules-validation';

const SAVE_ERROR = {
  title: 'Error Saving Rules',
  description: 'Failed to save auto approval rules. Please try again.',
};

/** The Auto Approval Rules form of the profile panel (SPEC §2, §3, §5, §8, §9). */
export function AutoApprovalRulesForm() {
  const { data, isLoading, isError, refetch, isFetching } = useGetAutoApprovalRulesQuery();

  return (
    <section aria-labelledby="auto-approval-rules-title">
      <Typography.Title level={3} id="auto-approval-rules-title" style={{ fontSize: 15, marginBottom: 4 }}>
        Auto Approval Rules
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 12 }}>
        Orders at or under the value, scoring at or above the threshold, from a listed customer are approved
        automatically as they arrive.
      </Typography.Paragraph>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : !data ? (
        isError && (
          <Alert
            type="error"
            showIcon
            title="Your auto approval rules could not be loaded."
            action={
              <Button size="small" onClick={() => refetch()} loading={isFetching}>
                Retry
              </Button>
            }
          />
        )
      ) : (
        // Keyed by the saved time: after a save the form shows exactly what the server stored.
        <RulesForm key={data.rules.updated_at ?? 'defaults'} loaded={data} />
      )}
    </section>
  );
}

function RulesForm({ loaded }: { loaded: AutoApprovalRulesResponse }) {
  const [form] = Form.useForm<RulesFormValues>();
  const [saveRules, { isLoading: saving }] = useSaveAutoApprovalRulesMutation();
  const { notification } = App.useApp();

  async function save(values: RulesFormValues) {
    try {
      await saveRules(toRulesInput(values)).unwrap();
      notification.success({
        title: 'Auto Approval Rules Saved',
        description: 'Orders arriving from now on are checked against these rules.',
      });
    } catch {
      notification.error(SAVE_ERROR);
    }
  }

  return (
    <Form<RulesFormValues>
      form={form}
      name="auto-approval-rules"
      layout="vertical"
      requiredMark={false}
      initialValues={toFormValues(loaded.rules)}
      onFinish={save}
    >
      <Form.Item label="Order value threshold (USD)" name="order_value_threshold" rules={orderValueRules}>
        {/* No `min` prop: antd would silently clamp a typed negative value instead of explaining it. */}
        <InputNumber style={{ width: '100%' }} prefix="$" aria-valuemin={RULE_LIMITS.minOrderValue} />
      </Form.Item>
      <Form.Item label="AI score threshold (%)" name="ai_score_threshold" rules={scoreRules}>
        <InputNumber
          style={{ width: '100%' }}
          suffix="%"
          aria-valuemin={RULE_LIMITS.minScore}
          aria-valuemax={RULE_LIMITS.maxScore}
        />
      </Form.Item>
      <Form.Item label="Customer list" name="customer_list" rules={[customerListRule]}>
        <Input.TextArea placeholder="Comma-separated customer names" autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="rules-saved-at">
        {loaded.saved
          ? `Last saved ${formatDateTime(loaded.rules.updated_at)}`
          : 'Not saved yet: these are the defaults.'}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={saving} block>
        Save Rules
      </Button>
    </Form>
  );
}

import { useState } from 'react';
import { describeError } from '@aide/shared-auth';
import { Alert, App, Button, Card, ConfirmDangerButton, Flex, Select, Typography } from '@aide/ui-kit';
import { useUpdateOrganizationMutation, type Organization, type Plan } from '../api/organizations-api';
import { PLAN_LABELS, PLAN_OPTIONS } from '../lib/organization-labels';

export interface PlanAndAccessCardProps {
  organization: Organization;
}

/**
 * The plan (members land in the other plan's workspace on their next navigation; the other plan's data is
 * kept) and access: suspending keeps every row and shows the members a suspended page until restored.
 */
export function PlanAndAccessCard({ organization }: PlanAndAccessCardProps) {
  const [plan, setPlan] = useState<Plan>(organization.plan);
  const [update, { isLoading, error, originalArgs }] = useUpdateOrganizationMutation();
  const { message } = App.useApp();
  const change = async (change: { plan?: Plan; status?: Organization['status'] }, done: string) => {
    try {
      await update({ id: organization.id, change }).unwrap();
      void message.success(done);
    } catch {
      // Shown below.
    }
  };
  const busy = (what: 'plan' | 'status') => isLoading && originalArgs?.change[what] !== undefined;
  const suspended = organization.status === 'suspended';

  return (
    <Card title="Plan and access">
      <Flex vertical gap={16}>
        <Flex gap={8} align="center" wrap="wrap">
          <label htmlFor="organization-plan">
            <Typography.Text strong>Plan</Typography.Text>
          </label>
          <Select<Plan>
            id="organization-plan"
            value={plan}
            options={PLAN_OPTIONS}
            onChange={setPlan}
            style={{ minWidth: 220 }}
          />
          <Button
            disabled={plan === organization.plan}
            loading={busy('plan')}
            onClick={() =>
              void change({ plan }, `${organization.name} is on the ${PLAN_LABELS[plan]} plan now.`)
            }
          >
            Change plan
          </Button>
        </Flex>
        <Flex gap={8} align="center" wrap="wrap">
          {suspended ? (
            <>
              <Typography.Text>
                Suspended: its members see a suspended page, and nothing of its data is used.
              </Typography.Text>
              <Button
                type="primary"
                loading={busy('status')}
                onClick={() => void change({ status: 'active' }, `${organization.name} is restored.`)}
              >
                Restore access
              </Button>
            </>
          ) : (
            <>
              <Typography.Text>Active: its members use Aide.</Typography.Text>
              <ConfirmDangerButton
                label="Suspend"
                title={`Suspend ${organization.name}?`}
                description="Its members see a suspended page and its jobs stop; nothing is deleted."
                loading={busy('status')}
                onConfirm={() => change({ status: 'suspended' }, `${organization.name} is suspended.`)}
              />
            </>
          )}
        </Flex>
        {error && <Alert type="error" showIcon title={describeError(error, 'The change was not saved.')} />}
      </Flex>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, Card, Flex, Skeleton, Typography } from '@aide/ui-kit';
import { useGetHealthQuery } from '../api/health-api';
import { ErpSyncsTable } from './erp-syncs-table';
import { FailedEmailsTable } from './failed-emails-table';
import { FailedIntakeEmailsTable } from './failed-intake-emails-table';
import { FailedJobsTable } from './failed-jobs-table';
import { QueuesTable } from './queues-table';

/** Health is read again every minute while the page is open: a failure shows without a reload. */
const HEALTH_POLL_MS = 60_000;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

/**
 * /platform/health: what failed across every organization (background jobs by queue, failed jobs with
 * Retry, failed emails with Resend, failing ERP syncs, unreadable intake emails), from pg-boss's tables and
 * the product's, not from logs.
 */
export function HealthPage() {
  const query = useGetHealthQuery(undefined, { pollingInterval: HEALTH_POLL_MS });
  const health = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Health
        </Typography.Title>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          Refresh
        </Button>
      </Flex>
      <QueryLoadErrorAlert query={query} what="The health of the platform could not be loaded." />
      {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {health && (
        <>
          <Section title="Background jobs">
            <QueuesTable queues={health.queues} />
          </Section>
          <Section title="Failed jobs">
            <FailedJobsTable jobs={health.failed_jobs} />
          </Section>
          <Section title="Failed emails">
            <FailedEmailsTable emails={health.failed_emails} />
          </Section>
          <Section title="ERP syncs that failed">
            <ErpSyncsTable syncs={health.erp_syncs} />
          </Section>
          <Section title="Intake emails that failed">
            <FailedIntakeEmailsTable emails={health.failed_intake_emails} />
          </Section>
        </>
      )}
    </Flex>
  );
}

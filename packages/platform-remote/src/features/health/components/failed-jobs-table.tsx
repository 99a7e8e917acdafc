import { describeError } from '@aide/shared-auth';
import { App, ConfirmButton, CompactTable, Typography, type ListColumns } from '@aide/ui-kit';
import { useRetryJobMutation, type FailedJob } from '../api/health-api';
import { errorColumn, failedAtColumn, organizationColumn } from '../lib/health-columns';

function RetryButton({ job }: { job: FailedJob }) {
  const [retry, { isLoading }] = useRetryJobMutation();
  const { message } = App.useApp();
  const whose = job.organization_name ? ` of ${job.organization_name}` : '';
  const run = async () => {
    try {
      await retry(job.id).unwrap();
      void message.success(`The ${job.queue} job${whose} will run again.`);
    } catch (error) {
      void message.error(describeError(error, 'The job could not be retried.'));
    }
  };
  return (
    <ConfirmButton
      size="small"
      label="Retry"
      title="Retry this job?"
      description="It runs again with the same data, and the retry is audited."
      aria-label={`Retry the failed ${job.queue} job${whose}`}
      loading={isLoading}
      onConfirm={run}
    />
  );
}

const COLUMNS: ListColumns<FailedJob> = [
  organizationColumn<FailedJob>(),
  { title: 'Queue', key: 'queue', dataIndex: 'queue', card: 'status' },
  errorColumn<FailedJob>(),
  failedAtColumn<FailedJob>(),
  {
    title: 'Action',
    key: 'action',
    card: 'action',
    render: (_, job) =>
      job.retryable ? (
        <RetryButton job={job} />
      ) : (
        <Typography.Text type="secondary">Archived</Typography.Text>
      ),
  },
];

/** The latest failed background jobs, each with Retry while pg-boss still holds it. */
export function FailedJobsTable({ jobs }: { jobs: FailedJob[] }) {
  return (
    <CompactTable<FailedJob>
      aria-label="Failed jobs"
      columns={COLUMNS}
      dataSource={jobs}
      rowKey="id"
      empty="No failed jobs: nothing failed in the last 24 hours."
    />
  );
}

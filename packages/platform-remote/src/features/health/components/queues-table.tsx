import { CompactTable, numberColumn, type ListColumns } from '@aide/ui-kit';
import type { QueueHealth } from '../api/health-api';

const COLUMNS: ListColumns<QueueHealth> = [
  { title: 'Queue', key: 'name', dataIndex: 'name', card: 'title' },
  numberColumn<QueueHealth>('Running', 'active', { card: 'figure' }),
  numberColumn<QueueHealth>('Waiting to retry', 'retrying', { card: 'figure' }),
  numberColumn<QueueHealth>('Failed (24 h)', 'failed_24h', { card: 'figure' }),
];

/** Every background queue: jobs running, waiting for a retry and failed in the last 24 hours. */
export function QueuesTable({ queues }: { queues: QueueHealth[] }) {
  return (
    <CompactTable<QueueHealth>
      aria-label="Background queues"
      columns={COLUMNS}
      dataSource={queues}
      rowKey="name"
      empty="No background queues yet."
    />
  );
}

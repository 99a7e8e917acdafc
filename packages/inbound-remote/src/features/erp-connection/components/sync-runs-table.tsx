import { CompactTable, dateTimeColumn, numberColumn, StatusTag, type TableColumnsType } from '@aide/ui-kit';
import type { SyncRun } from '../api/erp-types';
import { SYNC_STATUS, SYNC_TRIGGER_LABEL } from '../lib/sync-labels';

export interface SyncRunsTableProps {
  runs: SyncRun[];
  loading: boolean;
}

const COLUMNS: TableColumnsType<SyncRun> = [
  dateTimeColumn('Started', 'started_at'),
  { key: 'trigger', title: 'Trigger', render: (_, run) => SYNC_TRIGGER_LABEL[run.trigger] },
  {
    key: 'status',
    title: 'Status',
    render: (_, run) => <StatusTag status={run.status} looks={SYNC_STATUS} />,
  },
  numberColumn('Documents imported', 'documents_imported'),
  { key: 'message', title: 'Message', render: (_, run) => run.message ?? '—' },
];

/** The sync history, newest first (the API keeps the last 50). */
export function SyncRunsTable({ runs, loading }: SyncRunsTableProps) {
  return (
    <CompactTable<SyncRun>
      rowKey="id"
      columns={COLUMNS}
      dataSource={runs}
      loading={loading}
      empty="No syncs yet"
    />
  );
}

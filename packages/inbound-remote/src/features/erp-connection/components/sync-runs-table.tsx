import { formatDateTime, formatNumber, Table, type TableColumnsType, Tag } from '@aide/ui-kit';
import type { SyncRun } from '../api/erp-types';
import { SYNC_STATUS, SYNC_TRIGGER_LABEL } from '../lib/sync-labels';

export interface SyncRunsTableProps {
  runs: SyncRun[];
  loading: boolean;
}

const COLUMNS: TableColumnsType<SyncRun> = [
  { key: 'started', title: 'Started', render: (_, run) => formatDateTime(run.started_at) },
  { key: 'trigger', title: 'Trigger', render: (_, run) => SYNC_TRIGGER_LABEL[run.trigger] },
  {
    key: 'status',
    title: 'Status',
    render: (_, run) => <Tag color={SYNC_STATUS[run.status].color}>{SYNC_STATUS[run.status].label}</Tag>,
  },
  {
    key: 'documents',
    title: 'Documents imported',
    align: 'right',
    render: (_, run) => formatNumber(run.documents_imported),
  },
  { key: 'message', title: 'Message', render: (_, run) => run.message ?? '—' },
];

/** The sync history, newest first (the API keeps the last 50). */
export function SyncRunsTable({ runs, loading }: SyncRunsTableProps) {
  return (
    <Table<SyncRun>
      rowKey="id"
      size="small"
      columns={COLUMNS}
      dataSource={runs}
      loading={loading}
      pagination={false}
      locale={{ emptyText: 'No syncs yet' }}
      scroll={{ x: true }}
    />
  );
}

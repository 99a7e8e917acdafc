import { CompactTable, formatDateTime, type ListColumns } from '@aide/ui-kit';
import type { FailedErpSync } from '../api/health-api';
import { errorColumn, failedAtColumn, organizationColumn } from '../lib/health-columns';

const COLUMNS: ListColumns<FailedErpSync> = [
  organizationColumn<FailedErpSync>(),
  {
    title: 'Connection',
    key: 'connection',
    card: 'subtitle',
    render: (_, sync) => `${sync.connection_name} (${sync.system})`,
  },
  errorColumn<FailedErpSync>(),
  failedAtColumn<FailedErpSync>(),
  {
    title: 'Last successful sync',
    key: 'last_success_at',
    card: 'figure',
    render: (_, sync) => (sync.last_success_at ? formatDateTime(sync.last_success_at) : 'Never'),
  },
];

/** ERP connections whose latest sync failed, with the last one that succeeded. */
export function ErpSyncsTable({ syncs }: { syncs: FailedErpSync[] }) {
  return (
    <CompactTable<FailedErpSync>
      aria-label="Failed ERP syncs"
      columns={COLUMNS}
      dataSource={syncs}
      rowKey="connection_id"
      empty="Every ERP connection's latest sync succeeded."
    />
  );
}

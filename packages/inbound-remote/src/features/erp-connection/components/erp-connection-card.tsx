import { Button, Card, Descriptions, formatDate, formatDateTime, Tag } from '@aide/ui-kit';
import type { ErpConnection } from '../api/erp-types';
import { SYNC_FREQUENCY_LABEL } from '../lib/sync-labels';

export interface ErpConnectionCardProps {
  connection: ErpConnection;
  syncing: boolean;
  onSyncNow: (connection: ErpConnection) => void;
}

/** One of the caller's connections: system, status, sync frequency and dates; Sync now when connected. */
export function ErpConnectionCard({ connection, syncing, onSyncNow }: ErpConnectionCardProps) {
  return (
    <Card
      size="small"
      title={connection.connection_name}
      data-testid={`erp-connection-${connection.id}`}
      extra={
        connection.is_connected && (
          <Button loading={syncing} onClick={() => onSyncNow(connection)}>
            Sync now
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'status',
            label: 'Status',
            children: connection.is_connected ? (
              <Tag color="success">Connected</Tag>
            ) : (
              <Tag>Not connected</Tag>
            ),
          },
          {
            key: 'frequency',
            label: 'Sync frequency',
            children: SYNC_FREQUENCY_LABEL[connection.sync_frequency],
          },
          {
            key: 'last-sync',
            label: 'Last sync',
            children: connection.last_sync_at ? formatDateTime(connection.last_sync_at) : 'Never',
          },
          { key: 'since', label: 'Connected since', children: formatDate(connection.created_at) },
        ]}
      />
    </Card>
  );
}

import { Card, Empty, Flex, Skeleton, Typography } from '@aide/ui-kit';
import { useGetErpConnectionsQuery, useGetErpSyncRunsQuery } from '../api/erp-api';
import { useSyncNow } from '../hooks/use-sync-now';
import { ErpConnectionCard } from './erp-connection-card';
import { ErpConnectionStatus } from './erp-connection-status';
import { LoadErrorAlert } from '@aide/shared-auth';
import { SyncRunsTable } from './sync-runs-table';

/** /inbound-erp-connection: the caller's ERP connection and its sync history. */
export function ErpConnectionPage() {
  const connections = useGetErpConnectionsQuery();
  const syncRuns = useGetErpSyncRunsQuery();
  const { syncNow, syncingId } = useSyncNow();
  const items = connections.data?.items ?? [];

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 1100, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        ERP connection
      </Typography.Title>
      <Card size="small">
        <ErpConnectionStatus />
      </Card>

      {connections.isError && (
        <LoadErrorAlert
          error={connections.error}
          fallback="Your ERP connections could not be loaded."
          onRetry={() => void connections.refetch()}
        />
      )}
      {connections.isLoading && <Skeleton active />}
      {connections.isSuccess && items.length === 0 && (
        <Empty description="No ERP has been connected yet. Connect your ERP to import sales orders and invoices." />
      )}
      {items.map((connection) => (
        <ErpConnectionCard
          key={connection.id}
          connection={connection}
          syncing={syncingId === connection.id}
          onSyncNow={(chosen) => void syncNow(chosen)}
        />
      ))}

      {items.length > 0 && (
        <Card size="small" title="Sync history">
          {syncRuns.isError ? (
            <LoadErrorAlert
              error={syncRuns.error}
              fallback="The sync history could not be loaded."
              onRetry={() => void syncRuns.refetch()}
            />
          ) : (
            <SyncRunsTable runs={syncRuns.data ?? []} loading={syncRuns.isLoading} />
          )}
        </Card>
      )}
    </Flex>
  );
}

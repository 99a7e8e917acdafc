import { useCallback } from 'react';
import { App } from '@aide/ui-kit';
import { useSyncErpConnectionMutation } from '../api/erp-api';
import type { ErpConnection } from '../api/erp-types';
import { describeError } from '@aide/shared-auth';
import { documentsImported } from '../lib/sync-labels';

/** "Sync now": one manual sync of a connected connection, reported in a toast. */
export function useSyncNow() {
  const { notification } = App.useApp();
  const [syncConnection, { isLoading, originalArgs }] = useSyncErpConnectionMutation();

  const syncNow = useCallback(
    async (connection: ErpConnection) => {
      try {
        const run = await syncConnection(connection.id).unwrap();
        if (run.status === 'failed') {
          notification.error({
            title: 'Sync failed',
            description: run.message ?? `${connection.connection_name} could not be synced.`,
          });
        } else {
          notification.success({
            title: 'Sync finished',
            description: `${connection.connection_name}: ${documentsImported(run.documents_imported)}.`,
          });
        }
      } catch (error) {
        notification.error({
          title: 'Sync failed',
          description: describeError(
            error,
            `${connection.connection_name} could not be synced. Please try again.`,
          ),
        });
      }
    },
    [notification, syncConnection],
  );

  return { syncNow, syncingId: isLoading ? originalArgs : undefined };
}

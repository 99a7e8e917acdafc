import { useState } from 'react';
// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button, Flex, Skeleton, Typography } from '@aide/ui-kit';
import { useGetErpConnectionsQuery } from '../api/erp-api';
import { useDisconnectErp } from '../hooks/use-disconnect-erp';
import { useErpConnectionFlagRefresh } from '../hooks/use-erp-connection-flag-refresh';
import { ConnectErpDialog } from './connect-erp-dialog';

/** The profile panel's ERP section: connected status with Disconnect or Connect ERP (and its dialog). */
export function ErpConnectionStatus() {
  const { data, isLoading, isError, refetch } = useGetErpConnectionsQuery();
  const { disconnect, disconnecting } = useDisconnectErp();
  const [dialogOpen, setDialogOpen] = useState(false);
  useErpConnectionFlagRefresh(refetch);

  if (isLoading) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;

  const connected = data?.items.find((connection) => connection.is_connected);
  return (
    <Flex vertical gap={8} data-testid="erp-connection-status">
      {connected ? (
        <>
          <Typography.Text>
            <CheckCircleFilled style={{ color: 'var(--ant-color-success)' }} /> ERP connected
            <Typography.Text type="secondary"> · {connected.connection_name}</Typography.Text>
          </Typography.Text>
          <Button danger size="small" loading={disconnecting} onClick={() => void disconnect()}>
            Disconnect
          </Button>
        </>
      ) : (
        <>
          <Typography.Text type="secondary">
            {isError ? 'ERP status could not be loaded' : 'ERP not connected'}
          </Typography.Text>
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={() => setDialogOpen(true)}>
              Connect ERP
            </Button>
            {isError && (
              <Button size="small" type="link" onClick={() => void refetch()}>
                Retry
              </Button>
            )}
          </Flex>
        </>
      )}
      <ConnectErpDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Flex>
  );
}

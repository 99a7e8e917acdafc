import { App, ConfirmDangerButton, formatDate, Tag } from '@aide/ui-kit';
import { useDeleteEmailConnectionMutation, useGetEmailConnectionsQuery } from '../api/integrations-api';
import type { EmailConnection } from '../api/integration-types';
import { PROVIDER_LABEL, ProviderIcon } from '../lib/providers';
import { ConnectionRow, QueriedConnectionRows } from './connection-rows';
import { describeError } from '@aide/shared-auth';

export interface EmailConnectionListProps {
  /** Show the connection status beside each mailbox (the Email Connection page). */
  showStatus?: boolean;
}

/** The organization member's connected mailboxes, each with a confirmed Disconnect. */
export function EmailConnectionList({ showStatus = false }: EmailConnectionListProps) {
  return (
    <QueriedConnectionRows<EmailConnection>
      query={useGetEmailConnectionsQuery()}
      label="Connected mailboxes"
      skeletonRows={2}
      errorFallback="Your mailboxes could not be loaded."
      empty="No mailbox connected yet"
    >
      {(connection) => (
        <EmailConnectionItem key={connection.id} connection={connection} showStatus={showStatus} />
      )}
    </QueriedConnectionRows>
  );
}

function EmailConnectionItem({
  connection,
  showStatus,
}: {
  connection: EmailConnection;
  showStatus: boolean;
}) {
  const { message } = App.useApp();
  const [disconnect, { isLoading }] = useDeleteEmailConnectionMutation();
  const onDisconnect = async () => {
    try {
      await disconnect(connection.id).unwrap();
      message.success(`${connection.email} disconnected`);
    } catch (error) {
      message.error(describeError(error, `${connection.email} could not be disconnected. Please try again.`));
    }
  };
  return (
    <ConnectionRow
      icon={<ProviderIcon provider={connection.provider} />}
      title={connection.email}
      description={
        <>
          {PROVIDER_LABEL[connection.provider] ?? connection.provider} · connected{' '}
          {formatDate(connection.connected_at)}
          {showStatus && (
            <Tag style={{ marginLeft: 8 }} color={connection.status === 'connected' ? 'green' : 'orange'}>
              {connection.status}
            </Tag>
          )}
        </>
      }
      action={
        <ConfirmDangerButton
          label="Disconnect"
          title={`Disconnect ${connection.email}?`}
          description="Aide will no longer read or send email from this mailbox."
          onConfirm={onDisconnect}
          loading={isLoading}
          size="small"
        />
      }
    />
  );
}

import { App, Card, ConfirmDangerButton, Empty, Flex, formatDate, Skeleton, Typography } from '@aide/ui-kit';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useDeleteSocialConnectionMutation, useGetSocialConnectionsQuery } from '../api/integrations-api';
import type { SocialConnection } from '../api/integration-types';
import { SOCIAL_NETWORKS, SOCIAL_NETWORK_ORDER } from '../lib/social-networks';
import { ConnectionRow, ConnectionRows } from './connection-rows';
import { describeError } from '@aide/shared-auth';
import { SocialConnectionForm } from './social-connection-form';

/** /social-connection: the organization's LinkedIn, X, Facebook and Instagram profiles. */
export function SocialConnectionPage() {
  const query = useGetSocialConnectionsQuery();
  const { data, isLoading, error } = query;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>Social Connections</Typography.Title>
      <Typography.Paragraph type="secondary">
        Add the public profiles your company sells through. Aide uses them to personalise outreach.
      </Typography.Paragraph>
      <Card title="Add a profile">
        <SocialConnectionForm />
      </Card>
      {isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {error && <QueryErrorAlert query={query} fallback="Social connections could not be loaded." />}
      {data &&
        SOCIAL_NETWORK_ORDER.map((network) => (
          <NetworkCard
            key={network}
            network={network}
            connections={data.filter((connection) => connection.network === network)}
          />
        ))}
    </Flex>
  );
}

function NetworkCard({
  network,
  connections,
}: {
  network: SocialConnection['network'];
  connections: SocialConnection[];
}) {
  const info = SOCIAL_NETWORKS[network];
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          {info.icon}
          {info.label}
        </Flex>
      }
    >
      {connections.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${info.label} profile connected`} />
      ) : (
        <ConnectionRows label={`${info.label} profiles`}>
          {connections.map((connection) => (
            <SocialConnectionItem key={connection.id} connection={connection} />
          ))}
        </ConnectionRows>
      )}
    </Card>
  );
}

function SocialConnectionItem({ connection }: { connection: SocialConnection }) {
  const { message } = App.useApp();
  const [remove, { isLoading }] = useDeleteSocialConnectionMutation();
  const label = SOCIAL_NETWORKS[connection.network].label;
  const onRemove = async () => {
    try {
      await remove(connection.id).unwrap();
      message.success(`${label} profile ${connection.handle} removed`);
    } catch (error) {
      message.error(describeError(error, `${connection.handle} could not be removed. Please try again.`));
    }
  };
  return (
    <ConnectionRow
      title={
        <Typography.Link href={connection.profile_url} target="_blank" rel="noopener noreferrer">
          {connection.handle}
        </Typography.Link>
      }
      description={`Connected ${formatDate(connection.connected_at)}`}
      action={
        <ConfirmDangerButton
          label="Remove"
          title={`Remove ${connection.handle}?`}
          onConfirm={onRemove}
          loading={isLoading}
          size="small"
        />
      }
    />
  );
}

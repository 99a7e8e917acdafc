import { Link } from 'react-router-dom';
import { Card, Col, Flex, formatDate, Row, Skeleton, Tag, Typography } from '@aide/ui-kit';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { useGetAiEmployeeQuery, useGetSocialConnectionsQuery } from '../api/integrations-api';
import { PROVIDER_LABEL, ProviderIcon, toEmailProvider } from '../lib/providers';
import type { SocialConnection } from '../api/integration-types';
import { SOCIAL_NETWORKS } from '../lib/social-networks';
import { ConnectMailboxButtons } from './connect-mailbox-buttons';
import { EmailConnectionList } from './email-connection-list';
import { ConnectionRow, QueriedConnectionRows } from './connection-rows';
import { NotetakerSwitch } from './notetaker-switch';

/** /integrations: mailboxes, meeting notetaker, social profiles and the AI employee at a glance. */
export function IntegrationsPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>Integrations</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Email" extra={<Link to={OUTBOUND_ROUTES.emailConnection}>Manage</Link>}>
            <Flex vertical gap={16}>
              <EmailConnectionList />
              <ConnectMailboxButtons purpose="mailbox" />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Meeting notetaker">
            <NotetakerSwitch />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Social connections" extra={<Link to={OUTBOUND_ROUTES.socialConnection}>Manage</Link>}>
            <SocialSummary />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="AI employee" extra={<Link to={OUTBOUND_ROUTES.aiEmployee}>Manage</Link>}>
            <AiEmployeeSummary />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

function SocialSummary() {
  return (
    <QueriedConnectionRows<SocialConnection>
      query={useGetSocialConnectionsQuery()}
      label="Social profiles"
      skeletonRows={1}
      errorFallback="Social connections could not be loaded."
      empty="No social profile connected"
    >
      {(connection) => (
        <ConnectionRow
          key={connection.id}
          icon={SOCIAL_NETWORKS[connection.network]?.icon}
          title={connection.handle}
          description={SOCIAL_NETWORKS[connection.network]?.label ?? connection.network}
        />
      )}
    </QueriedConnectionRows>
  );
}

function AiEmployeeSummary() {
  const query = useGetAiEmployeeQuery();
  const { data: employee, isLoading, error } = query;
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (error) return <QueryErrorAlert query={query} fallback="The AI employee could not be loaded." />;
  if (!employee) {
    return (
      <Flex vertical gap={8} align="start">
        <Tag>Not set up</Tag>
        <Link to={OUTBOUND_ROUTES.createEmployee}>Create your AI employee</Link>
      </Flex>
    );
  }
  const provider = toEmailProvider(employee.provider);
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        <Tag color="green">Active</Tag>
        {provider && <ProviderIcon provider={provider} />}
        <Typography.Text>{employee.email}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {provider ? `${PROVIDER_LABEL[provider]} mailbox` : 'Mailbox'} · connected{' '}
        {formatDate(employee.connected_at)}
      </Typography.Text>
    </Flex>
  );
}

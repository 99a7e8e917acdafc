import { Alert, Layout, Skeleton, Typography } from '@aide/ui-kit';
import { SignOutButton, useCurrentMembership } from '@aide/shared-auth';

/** /inbound-module: purchase orders and reconciliation home, naming the member's organization. */
export function InboundModulePage() {
  const { data: membership, isLoading, isError } = useCurrentMembership();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#fff' }}
      >
        <Typography.Text strong style={{ fontSize: 18 }}>
          Aide · Inbound
        </Typography.Text>
        <SignOutButton />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={2}>Purchase Orders</Typography.Title>
        {isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
        {isError && (
          <Alert type="error" showIcon message="Your organization could not be loaded. Please try again." />
        )}
        {membership && (
          <Typography.Paragraph data-testid="organization-name" style={{ fontSize: 16 }}>
            {membership.organization.name}
          </Typography.Paragraph>
        )}
      </Layout.Content>
    </Layout>
  );
}

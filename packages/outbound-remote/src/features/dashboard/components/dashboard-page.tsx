import { SignOutButton, useCurrentMembership } from '@aide/shared-auth';
import { Alert, Layout, Skeleton, Typography } from '@aide/ui-kit';

/** /dashboard: the sales workspace home, naming the member's organization. */
export function DashboardPage() {
  const { data: membership, isLoading, isError } = useCurrentMembership();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#fff' }}
      >
        <Typography.Text strong style={{ fontSize: 18 }}>
          Aide
        </Typography.Text>
        <SignOutButton label="Logout" />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={2}>Dashboard</Typography.Title>
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

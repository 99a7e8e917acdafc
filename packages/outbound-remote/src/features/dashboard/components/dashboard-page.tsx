import { OrganizationName, SignOutButton } from '@aide/shared-auth';
import { Layout, Typography } from '@aide/ui-kit';

/** /dashboard: the sales workspace home, naming the member's organization. */
export function DashboardPage() {
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
        <OrganizationName />
      </Layout.Content>
    </Layout>
  );
}

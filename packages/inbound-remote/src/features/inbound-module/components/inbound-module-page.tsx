import { Layout, Typography } from '@aide/ui-kit';
import { OrganizationName, SignOutButton } from '@aide/shared-auth';

/** /inbound-module: purchase orders and reconciliation home, naming the member's organization. */
export function InboundModulePage() {
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
        <OrganizationName />
      </Layout.Content>
    </Layout>
  );
}

import type { Story, StoryDefault } from '@ladle/react';
import { useAnnounce } from './a11y/live-announcer';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Input,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from './antd';
import { ColorSchemeSwitch } from './color-scheme/color-scheme-switch';
import { ThemeProvider } from './theme-provider';

export default { title: 'Theme / ThemeProvider' } satisfies StoryDefault;

/** Common antd pieces in the product theme; the switch (or Ladle's theme toggle) shows the dark scheme. */
export const ProductTheme: Story = () => (
  <ThemeProvider>
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Dashboard
        </Typography.Title>
        <ColorSchemeSwitch />
      </Flex>
      <Flex gap={16}>
        <Card style={{ flex: 1 }}>
          <Statistic title="Revenue this month" value={48210.5} precision={2} prefix="$" />
        </Card>
        <Card style={{ flex: 1 }}>
          <Statistic title="Open orders" value={37} />
        </Card>
      </Flex>
      <Alert type="info" showIcon title="Your ERP sync finished 5 minutes ago." />
      <Space wrap>
        <Input placeholder="Search customers" style={{ width: 220 }} />
        <Select
          style={{ width: 160 }}
          defaultValue="open"
          options={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ]}
        />
        <Button type="primary">New order</Button>
        <Button>Export</Button>
        <Button danger>Delete</Button>
      </Space>
      <Table
        size="middle"
        pagination={false}
        rowKey="id"
        columns={[
          { title: 'Customer', dataIndex: 'customer' },
          { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
        ]}
        dataSource={[
          { id: 1, customer: 'Acme Wholesale', status: 'Open' },
          { id: 2, customer: 'Northwind Traders', status: 'Shipped' },
        ]}
      />
    </Flex>
  </ThemeProvider>
);

function ToastButtons() {
  const { message, notification } = App.useApp();
  const announce = useAnnounce();
  return (
    <Space wrap>
      <Button onClick={() => message.success('Customer saved')}>Message</Button>
      <Button
        onClick={() =>
          notification.error({
            title: 'Sync failed',
            description: 'The ERP did not answer. Try again later.',
          })
        }
      >
        Notification
      </Button>
      <Button onClick={() => announce('Sidebar collapsed')}>Announce to screen readers</Button>
    </Space>
  );
}

/** App.useApp() toasts: top right, at most three at once; useAnnounce() speaks without a visible toast. */
export const Toasts: Story = () => (
  <ThemeProvider>
    <ToastButtons />
  </ThemeProvider>
);

import type { Story, StoryDefault } from '@ladle/react';
import { Button, Flex, Menu, Typography } from '../antd';
import { InitialsAvatar } from '../initials-avatar';
import { TopBarHeader } from './top-bar-header';

export default { title: 'App layout / TopBarHeader' } satisfies StoryDefault;

function Account() {
  return (
    <Button type="text" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <InitialsAvatar initials="IC" />
      Ivy Chen
    </Button>
  );
}

/** The inbound workspace's bar: its sections, then the account menu at the far end. */
export const WithNavigation: Story = () => (
  <TopBarHeader>
    <Menu
      mode="horizontal"
      selectedKeys={['orders']}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '54px' }}
      items={[
        { key: 'orders', label: 'Purchase orders' },
        { key: 'reconciliation', label: 'Reconciliation' },
        { key: 'rules', label: 'Auto-approval rules' },
      ]}
    />
    <Account />
  </TopBarHeader>
);

/** Stays at the top while a long page scrolls under it. */
export const Sticky: Story = () => (
  <div style={{ height: 400, overflowY: 'auto', border: '1px solid var(--ant-color-split)' }}>
    <TopBarHeader sticky>
      <Flex flex={1} justify="end">
        <Account />
      </Flex>
    </TopBarHeader>
    <div style={{ padding: 24 }}>
      {Array.from({ length: 30 }, (_, index) => (
        <Typography.Paragraph key={index}>Order PO-{1000 + index}: awaiting approval</Typography.Paragraph>
      ))}
    </div>
  </div>
);

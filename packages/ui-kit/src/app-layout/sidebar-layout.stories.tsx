import type { Story, StoryDefault } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb, Button, Card, Flex, Typography } from '../antd';
import { SidebarLayout } from './sidebar-layout';
import { SidebarNav } from './sidebar-nav';
import { navGroups } from './sidebar.story-data';

export default {
  title: 'App layout / SidebarLayout',
  decorators: [
    (Component) => (
      <MemoryRouter initialEntries={['/customers']}>
        <Component />
      </MemoryRouter>
    ),
  ],
} satisfies StoryDefault;

const brand = (collapsed: boolean) => <Typography.Text strong>{collapsed ? 'A' : 'Aide'}</Typography.Text>;

function Shell({ defaultOpen = true }: { defaultOpen?: boolean }) {
  return (
    <SidebarLayout
      brand={brand}
      defaultOpen={defaultOpen}
      sidebar={<SidebarNav groups={navGroups} activeKey="customers" />}
      header={
        <Flex flex={1} justify="space-between" align="center">
          <Breadcrumb items={[{ title: 'Outbound' }, { title: 'Customers' }]} />
          <Button type="text">Ivy Chen</Button>
        </Flex>
      }
    >
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Customers
      </Typography.Title>
      <Card>Ctrl/⌘ + B toggles the sidebar; the choice is kept in the sidebar:state cookie.</Card>
    </SidebarLayout>
  );
}

export const Desktop: Story = () => <Shell />;

/** Icon-only unless the sidebar cookie (set by an earlier toggle) says otherwise. */
export const Collapsed: Story = () => <Shell defaultOpen={false} />;

/** Below 768 px the sidebar is an off-canvas drawer opened from the header. */
export const Mobile: Story = () => <Shell />;
Mobile.meta = { width: 'xsmall' };

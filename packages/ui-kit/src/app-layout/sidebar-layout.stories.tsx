import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Breadcrumb, Button, Card, ConfigProvider, Flex, Typography } from '../antd';
import { inRouter } from '../router.story-data';
import { SidebarLayout } from './sidebar-layout';
import { SidebarNav } from './sidebar-nav';
import { navGroups } from './sidebar.story-data';

export default {
  title: 'App layout / SidebarLayout',
  decorators: [inRouter('/customers')],
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

const PHONE_WIDTH = 414;
const windowWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');

/**
 * Ladle draws a story in a frame of the chosen width but runs it in the page's window: while this story is
 * shown the window reports the frame's width (which the layout's useIsMobile reads), and the drawer opens in
 * the frame's document rather than over Ladle's page.
 */
function PhoneWindow({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  useState(() => Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => PHONE_WIDTH }));
  useEffect(
    () => () => {
      if (windowWidth) Object.defineProperty(window, 'innerWidth', windowWidth);
      window.dispatchEvent(new Event('resize'));
    },
    [],
  );
  return (
    <div ref={anchor}>
      <ConfigProvider getPopupContainer={() => anchor.current?.ownerDocument.body ?? document.body}>
        {children}
      </ConfigProvider>
    </div>
  );
}

/** Below 768 px the sidebar is an off-canvas drawer opened from the header. */
export const Mobile: Story = () => (
  <PhoneWindow>
    <Shell />
  </PhoneWindow>
);
Mobile.meta = { width: 'xsmall' }; // Ladle's 414 px, as PHONE_WIDTH

import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { AlertBadge } from './alert-badge';
import type { SidebarNavGroup } from './sidebar-nav';

/** The product's navigation, shared by the SidebarLayout and SidebarNav stories. */
export const navGroups: SidebarNavGroup[] = [
  {
    key: 'sell',
    label: 'Outbound',
    items: [
      { key: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <DashboardOutlined /> },
      { key: 'customers', label: 'Customers', href: '/customers', icon: <TeamOutlined /> },
      { key: 'inventory', label: 'Inventory', href: '/inventory', icon: <AppstoreOutlined /> },
    ],
  },
  {
    key: 'buy',
    label: 'Inbound',
    items: [
      { key: 'orders', label: 'Purchase orders', href: '/orders', icon: <ShoppingCartOutlined /> },
      {
        key: 'inbox',
        label: 'Inbox',
        href: '/inbox',
        icon: <InboxOutlined />,
        extra: <AlertBadge label="3 emails need review" />,
      },
    ],
  },
  {
    key: 'settings',
    items: [{ key: 'settings', label: 'Settings', href: '/settings', icon: <SettingOutlined /> }],
  },
];

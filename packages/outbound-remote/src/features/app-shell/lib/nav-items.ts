import { OUTBOUND_ROUTES as R } from '../../../lib/route-paths';

export type NavIconName = 'dashboard' | 'customers' | 'inventory' | 'sales' | 'integrations';

export interface NavLinkItem {
  path: string;
  label: string;
  icon: NavIconName;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

/** The outbound sidebar (SPEC §2): Dashboard, then the two groups. */
export const NAV_TOP: NavLinkItem = { path: R.dashboard, label: 'Dashboard', icon: 'dashboard' };

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'Data Management',
    items: [
      { path: R.customerUpload, label: 'Add Customers List', icon: 'customers' },
      { path: R.inventory, label: 'Add Inventory', icon: 'inventory' },
      { path: R.erpConnection, label: 'Add Sales History', icon: 'sales' },
    ],
  },
  {
    label: 'Access Management',
    items: [{ path: R.integrations, label: 'Integrations', icon: 'integrations' }],
  },
];

const ALL_PATHS = [NAV_TOP, ...NAV_GROUPS.flatMap((group) => group.items)].map((item) => item.path);

/** The sidebar entry to highlight for the current route (its own path or a sub-path), if any. */
export function activeNavPath(pathname: string): string | undefined {
  return ALL_PATHS.find((path) => pathname === path || pathname.startsWith(`${path}/`));
}

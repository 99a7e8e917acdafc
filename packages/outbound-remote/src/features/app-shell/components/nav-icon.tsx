import ApiOutlined from '@ant-design/icons/ApiOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { NavIconName } from '../lib/nav-items';

// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
const ICONS = {
  dashboard: DashboardOutlined,
  customers: TeamOutlined,
  inventory: ShopOutlined,
  sales: LineChartOutlined,
  integrations: ApiOutlined,
} as const;

export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden />;
}

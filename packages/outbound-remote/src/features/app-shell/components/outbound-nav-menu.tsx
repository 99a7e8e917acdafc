import { Link, useLocation } from 'react-router-dom';
import { AlertBadge, Menu, type MenuProps } from '@aide/ui-kit';
import { pathsNeedingAttention } from '../../onboarding-status/lib/nav-attention';
import { useOnboardingStatus } from '../../onboarding-status/hooks/use-onboarding-status';
import { activeNavPath, NAV_GROUPS, NAV_TOP, type NavLinkItem } from '../lib/nav-items';
import { NavIcon } from './nav-icon';

type MenuItem = NonNullable<MenuProps['items']>[number];

function toMenuItem(item: NavLinkItem, attention: Set<string>): MenuItem {
  return {
    key: item.path,
    icon: <NavIcon name={item.icon} />,
    label: <Link to={item.path}>{item.label}</Link>,
    extra: attention.has(item.path) ? <AlertBadge /> : undefined,
  };
}

/** The outbound sidebar: current route highlighted, red badges where setup still needs doing. */
export function OutboundNavMenu() {
  const { pathname } = useLocation();
  const { data: status } = useOnboardingStatus();
  const attention = pathsNeedingAttention(status);
  const active = activeNavPath(pathname);

  const items: MenuItem[] = [
    toMenuItem(NAV_TOP, attention),
    ...NAV_GROUPS.map((group): MenuItem => ({
      type: 'group',
      key: group.label,
      label: group.label,
      children: group.items.map((item) => toMenuItem(item, attention)),
    })),
  ];

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={active ? [active] : []}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

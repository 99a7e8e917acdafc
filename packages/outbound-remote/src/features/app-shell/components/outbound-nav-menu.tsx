import { useLocation } from 'react-router-dom';
import { AlertBadge, SidebarNav, type SidebarNavGroup } from '@aide/ui-kit';
import { pathsNeedingAttention, useOnboardingStatus } from '../../onboarding-status';
import { activeNavPath, NAV_GROUPS, NAV_TOP, type NavLinkItem } from '../lib/nav-items';
import { NavIcon } from './nav-icon';

function toNavItem(item: NavLinkItem, attention: Set<string>) {
  return {
    key: item.path,
    href: item.path,
    label: item.label,
    icon: <NavIcon name={item.icon} />,
    extra: attention.has(item.path) ? <AlertBadge /> : undefined,
  };
}

/** The outbound sidebar: current route highlighted, red badges where setup still needs doing. */
export function OutboundNavMenu() {
  const { pathname } = useLocation();
  const { data: status } = useOnboardingStatus();
  const attention = pathsNeedingAttention(status);

  const groups: SidebarNavGroup[] = [
    { key: 'top', items: [toNavItem(NAV_TOP, attention)] },
    ...NAV_GROUPS.map((group) => ({
      key: group.label.toLowerCase().replace(/\s+/g, '-'),
      label: group.label,
      items: group.items.map((item) => toNavItem(item, attention)),
    })),
  ];

  return <SidebarNav groups={groups} activeKey={activeNavPath(pathname)} />;
}

export { SidebarLayout, type SidebarLayoutProps } from './sidebar-layout';
export { useSidebar, type SidebarState } from './sidebar-context';
export { SidebarNav, type SidebarNavProps, type SidebarNavGroup, type SidebarNavItem } from './sidebar-nav';
export { StepTracker, type StepTrackerProps, type StepTrackerStep } from './step-tracker';
export { AlertBadge, type AlertBadgeProps } from './alert-badge';
export { TopBarHeader, type TopBarHeaderProps } from './top-bar-header';
export { useIsMobile, useNarrowerThan } from './use-is-mobile';
export {
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  SIDEBAR_ICON_WIDTH,
  SIDEBAR_MOBILE_WIDTH,
} from './sidebar-constants';

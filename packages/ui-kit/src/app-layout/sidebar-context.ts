import { requiredContext } from '../required-context';

export interface SidebarState {
  /** Desktop: expanded (true) or icon-only (false); persisted in the sidebar cookie. */
  open: boolean;
  /** Below the breakpoint: whether the off-canvas drawer is showing. */
  openMobile: boolean;
  isMobile: boolean;
  /** Toggles whichever of the two applies to the current viewport. */
  toggle: () => void;
  setOpenMobile: (open: boolean) => void;
}

/** useSidebar: the state of the enclosing SidebarLayout (for menus that adapt to icon-only mode, or close the drawer). */
export const [SidebarContext, useSidebar] = requiredContext<SidebarState>('useSidebar', 'SidebarLayout');

/** Sidebar sizes and persistence (SPEC §9): one place so the layout, drawer and tests agree. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_ICON_WIDTH = '3rem';
export const SIDEBAR_MOBILE_WIDTH = '18rem';
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/** Below this viewport width (px) the sidebar becomes an off-canvas drawer. */
export const SIDEBAR_MOBILE_BREAKPOINT = 768;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

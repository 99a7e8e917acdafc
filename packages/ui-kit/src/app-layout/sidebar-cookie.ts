import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from './sidebar-constants';

/** The expanded/collapsed state saved by an earlier visit, or null when there is none (or it is garbled). */
export function readSidebarCookie(cookie: string = document.cookie): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

/** Remembers the state for a week, for every path of the site. */
export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`;
}

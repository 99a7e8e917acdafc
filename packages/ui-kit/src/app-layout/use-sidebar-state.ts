import { useCallback, useMemo, useState } from 'react';
import type { SidebarState } from './sidebar-context';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie';
import { useIsMobile } from './use-is-mobile';

/** Desktop open state (from the cookie, written back on every change) and the mobile drawer state. */
export function useSidebarState(defaultOpen: boolean): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    writeSidebarCookie(!open);
    setOpen(!open);
  }, [isMobile, open]);

  return useMemo(
    () => ({ open, openMobile, isMobile, toggle, setOpenMobile }),
    [open, openMobile, isMobile, toggle],
  );
}

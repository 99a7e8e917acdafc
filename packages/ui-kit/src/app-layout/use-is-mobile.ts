import { useEffect, useState } from 'react';
import { SIDEBAR_MOBILE_BREAKPOINT } from './sidebar-constants';

const QUERY = `(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 1}px)`;

function isNarrow(): boolean {
  if (typeof window === 'undefined') return false;
  // innerWidth is the source of truth; matchMedia is only used to hear about changes.
  return window.innerWidth < SIDEBAR_MOBILE_BREAKPOINT;
}

/** True below the mobile breakpoint; read synchronously on first render so the layout never jumps. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isNarrow);
  useEffect(() => {
    const update = () => setMobile(isNarrow());
    const media = window.matchMedia?.(QUERY);
    media?.addEventListener?.('change', update);
    window.addEventListener('resize', update);
    update();
    return () => {
      media?.removeEventListener?.('change', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return mobile;
}

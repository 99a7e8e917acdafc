import { useEffect, useState } from 'react';
import { SIDEBAR_MOBILE_BREAKPOINT } from '@aide/ui-kit';

function isNarrow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < SIDEBAR_MOBILE_BREAKPOINT;
}

/**
 * True below the platform's mobile breakpoint (768 px, SPEC §9), read on first render so nothing jumps.
 * ui-kit keeps its own hook private, and the inbound team cannot change ui-kit without a shell release.
 */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(isNarrow);
  useEffect(() => {
    const update = () => setNarrow(isNarrow());
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return narrow;
}

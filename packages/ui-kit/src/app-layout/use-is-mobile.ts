import { useEffect, useState } from 'react';
import { SIDEBAR_MOBILE_BREAKPOINT } from './sidebar-constants';

const isNarrowerThan = (width: number) => typeof window !== 'undefined' && window.innerWidth < width;

/**
 * True while the window is narrower than `width` pixels; read synchronously on first render so the layout
 * never jumps.
 */
export function useNarrowerThan(width: number): boolean {
  const [narrow, setNarrow] = useState(() => isNarrowerThan(width));
  useEffect(() => {
    const update = () => setNarrow(isNarrowerThan(width));
    // innerWidth is the source of truth; matchMedia is only used to hear about changes.
    const media = window.matchMedia?.(`(max-width: ${width - 1}px)`);
    media?.addEventListener?.('change', update);
    window.addEventListener('resize', update);
    update();
    return () => {
      media?.removeEventListener?.('change', update);
      window.removeEventListener('resize', update);
    };
  }, [width]);
  return narrow;
}

/** True below the platform's mobile breakpoint (768 px, SPEC §9), where the sidebar becomes a drawer. */
export function useIsMobile(): boolean {
  return useNarrowerThan(SIDEBAR_MOBILE_BREAKPOINT);
}

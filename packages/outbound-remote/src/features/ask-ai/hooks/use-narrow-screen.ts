import { useEffect, useState } from 'react';

/** Below this width the page has no room for the conversation list beside the conversation (antd's `lg`). */
const TWO_COLUMNS_MIN_WIDTH = 992;

const isNarrow = () => typeof window !== 'undefined' && window.innerWidth < TWO_COLUMNS_MIN_WIDTH;

/**
 * True when the conversation list should move into a drawer. Read synchronously so the layout never jumps.
 * (ui-kit's useIsMobile does the same for the sidebar's breakpoint but is not exported.)
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

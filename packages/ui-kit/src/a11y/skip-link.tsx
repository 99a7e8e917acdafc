import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first thing Tab reaches on every screen with a header and navigation; it moves
 * focus to the main region (which has MAIN_CONTENT_ID and tabIndex -1) without touching the address.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }
  return (
    <a className="aide-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
}

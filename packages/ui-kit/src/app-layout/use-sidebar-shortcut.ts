import { useEffect, useRef } from 'react';
import { SIDEBAR_KEYBOARD_SHORTCUT } from './sidebar-constants';

/** Calls `onToggle` on Ctrl+B or Cmd+B anywhere on the page, instead of the browser's own shortcut. */
export function useSidebarShortcut(onToggle: () => void): void {
  const latest = useRef(onToggle);
  useEffect(() => {
    latest.current = onToggle;
  }, [onToggle]);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

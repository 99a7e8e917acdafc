import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

export type Announce = (text: string, politeness?: 'polite' | 'assertive') => void;

const AnnounceContext = createContext<Announce | null>(null);

/**
 * Two live regions that exist from the start (a region added with its text is often not read) and a way to
 * put a sentence in one: for what changes without moving focus (the sidebar toggled, an import's progress,
 * an answer finished).
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState({ polite: '', assertive: '' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = useCallback<Announce>((text, politeness = 'polite') => {
    // Clearing first makes a repeated sentence a change again, so it is read again.
    setMessages((current) => ({ ...current, [politeness]: '' }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessages((current) => ({ ...current, [politeness]: text })), 50);
  }, []);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div style={visuallyHidden}>
        <div aria-live="polite" data-testid="live-announcer-polite">
          {messages.polite}
        </div>
        <div aria-live="assertive" data-testid="live-announcer-assertive">
          {messages.assertive}
        </div>
      </div>
    </AnnounceContext.Provider>
  );
}

const noAnnouncer: Announce = () => {};

/** Says a sentence to screen-reader users; outside a LiveAnnouncer (isolated tests) it does nothing. */
export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext);
  return useMemo(() => announce ?? noAnnouncer, [announce]);
}

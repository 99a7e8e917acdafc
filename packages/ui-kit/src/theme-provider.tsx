import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from './antd';
import { GlobalA11yStyles } from './a11y/global-styles';
import { LiveAnnouncer } from './a11y/live-announcer';
import { ColorSchemeContext } from './color-scheme/color-scheme-context';
import { readColorScheme, writeColorScheme, type ColorScheme } from './color-scheme/color-scheme-storage';
import { aideDarkTheme, aideTheme } from './theme';

export interface ThemeProviderProps {
  children: ReactNode;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(reducedMotionQuery).matches);

/** The antd theme of a colour scheme; antd motion off for people who asked for reduced motion. */
export function themeFor(scheme: ColorScheme, reducedMotion: boolean): ThemeConfig {
  const motion = { motion: !reducedMotion };
  if (scheme === 'light') return { ...aideTheme, token: { ...aideTheme.token, ...motion } };
  return {
    algorithm: antdTheme.darkAlgorithm,
    token: { ...aideDarkTheme.token, ...motion },
    components: aideDarkTheme.components,
  };
}

/**
 * antd ConfigProvider with the product theme in the member's colour scheme (light or dark, remembered), plus
 * antd's App so `App.useApp()` gives every app (shell and remotes) the same message/notification API.
 * Toasts sit top-right with at most 3 visible (SPEC §8, §9); messages render inside a polite live region
 * (notifications are alerts already), and a LiveAnnouncer serves `useAnnounce()`.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const [scheme, setSchemeState] = useState<ColorScheme>(readColorScheme);
  const [reducedMotion, setReducedMotion] = useState(prefersReducedMotion);
  const toastRegion = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia?.(reducedMotionQuery);
    const update = () => setReducedMotion(prefersReducedMotion());
    query?.addEventListener?.('change', update);
    return () => query?.removeEventListener?.('change', update);
  }, []);

  const setScheme = useCallback((next: ColorScheme) => {
    writeColorScheme(next);
    setSchemeState(next);
  }, []);
  const schemeState = useMemo(() => ({ scheme, setScheme }), [scheme, setScheme]);
  const theme = useMemo(() => themeFor(scheme, reducedMotion), [scheme, reducedMotion]);
  const toastContainer = useCallback(() => toastRegion.current ?? document.body, []);

  return (
    <ColorSchemeContext.Provider value={schemeState}>
      <GlobalA11yStyles scheme={scheme} />
      <ConfigProvider theme={theme}>
        <App
          message={{ maxCount: 3, top: 24, getContainer: toastContainer }}
          notification={{ placement: 'topRight', maxCount: 3, duration: 4 }}
        >
          <LiveAnnouncer>{children}</LiveAnnouncer>
          {/* A live region without a role: pages keep "status" and "alert" roles for their own messages. */}
          <div ref={toastRegion} aria-live="polite" />
        </App>
      </ConfigProvider>
    </ColorSchemeContext.Provider>
  );
}

import { useEffect, type ReactNode } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { ThemeProvider, useColorScheme } from '../src';

/** Follows Ladle's light/dark toggle with the product's own colour scheme (antd tokens, global styles). */
function SchemeFromLadle({ theme, children }: { theme: string; children: ReactNode }) {
  const { setScheme } = useColorScheme();
  useEffect(() => {
    if (theme === 'light' || theme === 'dark') setScheme(theme);
  }, [theme, setScheme]);
  return children;
}

/** Every story inside ui-kit's ThemeProvider, as in the shell and the remotes. */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <ThemeProvider>
    <SchemeFromLadle theme={globalState.theme}>{children}</SchemeFromLadle>
  </ThemeProvider>
);

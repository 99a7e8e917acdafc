import type { ReactNode } from 'react';
import { App, ConfigProvider } from './antd';
import { aideTheme } from './theme';

export interface ThemeProviderProps {
  children: ReactNode;
}

/**
 * antd ConfigProvider with the product theme, plus antd's App so `App.useApp()` gives every app (shell and
 * remotes) the same message/notification API. Toasts sit top-right with at most 3 visible (SPEC §8, §9).
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  return (
    <ConfigProvider theme={aideTheme}>
      <App
        message={{ maxCount: 3, top: 24 }}
        notification={{ placement: 'topRight', maxCount: 3, duration: 4 }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}

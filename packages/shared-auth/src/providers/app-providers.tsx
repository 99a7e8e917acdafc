import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@aide/ui-kit';
import { AuthListener } from '../auth/auth-listener';
import type { AppStore } from '../store/store';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store, theme and session listener: mounted once by the shell (or by a remote's standalone page). */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <AuthListener />
        {children}
      </ThemeProvider>
    </Provider>
  );
}

import { BrowserRouter } from 'react-router-dom';
import { AppProviders, type AppStore } from '@aide/shared-auth';
import { AppRoutes } from './app-routes';

export interface AppProps {
  store: AppStore;
}

export function App({ store }: AppProps) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { initSupabase } from '../supabase/client';
import { AppProviders } from '../providers/app-providers';
import { makeStore, type AppStore, type RootState } from '../store/store';

/** Fake origins for unit tests: requests to them are answered by msw handlers at the HTTP boundary. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  supabaseUrl: 'http://supabase.test',
  supabaseAnonKey: 'test-anon-key',
  apiBaseUrl: 'http://api.test',
  analytics: { key: null, host: null },
  remotes: {
    outbound: 'http://outbound.test/mf-manifest.json',
    inbound: 'http://inbound.test/mf-manifest.json',
  },
};

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** One helper for every component test: fresh store, memory router, theme, test runtime config. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  // No refresh timer in tests: it would outlive the test and keep Jest from exiting.
  initSupabase(TEST_RUNTIME_CONFIG, { autoRefreshToken: false });
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return { store, ...result };
}

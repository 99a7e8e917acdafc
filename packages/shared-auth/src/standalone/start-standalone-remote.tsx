import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { AppProviders } from '../providers/app-providers';
import { makeStore } from '../store/store';
import { initSupabase } from '../supabase/client';
import { StandaloneRoot } from './standalone-root';

/**
 * A remote's own page, for its team: the same App the shell loads, inside the same providers, with a dev
 * sign-in in front of it. Called from the remote's bootstrap.
 */
export async function startStandaloneRemote(remoteName: string, App: ComponentType, container: HTMLElement) {
  const root = createRoot(container);
  try {
    initSupabase(await loadRuntimeConfig());
  } catch (error) {
    root.render(<p role="alert">Could not start: {(error as Error).message}</p>);
    return;
  }
  root.render(
    <AppProviders store={makeStore()}>
      <BrowserRouter>
        <StandaloneRoot remoteName={remoteName}>
          <App />
        </StandaloneRoot>
      </BrowserRouter>
    </AppProviders>,
  );
}

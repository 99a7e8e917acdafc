import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, StandaloneRoot, initSupabase, loadRuntimeConfig, makeStore } from '@aide/shared-auth';
import App from './exposes/app';

// The remote's own page, for its team: the same App the shell loads, with a dev sign-in in front of it.
const root = createRoot(document.getElementById('root')!);
loadRuntimeConfig().then(
  (config) => {
    initSupabase(config);
    root.render(
      <AppProviders store={makeStore()}>
        <BrowserRouter>
          <StandaloneRoot remoteName="Outbound">
            <App />
          </StandaloneRoot>
        </BrowserRouter>
      </AppProviders>,
    );
  },
  (error: Error) => root.render(<p role="alert">Could not start: {error.message}</p>),
);

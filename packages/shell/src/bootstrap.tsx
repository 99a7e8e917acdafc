import { createRoot } from 'react-dom/client';
import { initSupabase, loadRuntimeConfig, makeStore } from '@aide/shared-auth';
import { registerPlanRemotes } from './features/remotes/api/remote-registry';
import { App } from './app/app';
import { StartupErrorPage } from './app/startup-error-page';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
    initSupabase(config);
    registerPlanRemotes(config.remotes);
    root.render(<App store={makeStore()} />);
  },
  (error: Error) => root.render(<StartupErrorPage message={error.message} />),
);

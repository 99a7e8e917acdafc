import { createRoot } from 'react-dom/client';
import { initAnalytics, initSupabase, loadRuntimeConfig, makeStore } from '@aide/shared-auth';
import { registerPlanRemotes } from './features/remotes/api/remote-registry';
import { App } from './app/app';
import { StartupErrorPage } from './app/startup-error-page';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
    initSupabase(config);
    registerPlanRemotes(config.remotes);
    root.render(<App store={makeStore()} />);
    // posthog-js (~120 KB gzip) loads only once the page is up; events until then are queued.
    afterFirstRender(() => void initAnalytics(config));
  },
  (error: Error) => root.render(<StartupErrorPage message={error.message} />),
);

function afterFirstRender(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 0);
}

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
    // posthog-js (~120 KB gzip) is not needed to sign in: it loads on the first interaction or a few seconds
    // after the page is up, whichever comes first; events until then are queued.
    whenPageIsUp(() => void initAnalytics(config));
  },
  (error: Error) => root.render(<StartupErrorPage message={error.message} />),
);

const ANALYTICS_DELAY_MS = 4000;
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll'] as const;

function whenPageIsUp(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, run, true));
    callback();
  };
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  setTimeout(run, ANALYTICS_DELAY_MS);
}

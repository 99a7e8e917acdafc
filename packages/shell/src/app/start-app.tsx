import type { Root } from 'react-dom/client';
import {
  initAnalytics,
  initSupabase,
  makeStore,
  membershipApi,
  readStoredPlan,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@aide/shared-auth';
import { hasStoredSession } from '@aide/shared-auth/login';
import { preloadRemoteApp, registerPlanRemotes } from '../features/remotes';
import { takeMembership } from '../lib/sign-in-handover';
import { App } from './app';
import { onFirstInteraction } from './first-interaction';

const ANALYTICS_DELAY_MS = 4000;

/** Starts the whole app in `root`: the one Supabase client, the plan's remotes, the store and the router. */
export function startApp(root: Root, config: RuntimeConfig): void {
  setRuntimeConfig(config);
  initSupabase(config);
  registerPlanRemotes(config.remotes);
  // A member still signed in goes back to their plan's remote: fetched alongside the session's checks.
  const plan = readStoredPlan();
  if (plan && hasStoredSession(config)) preloadRemoteApp(plan);
  const store = makeStore();
  // The member row the login read right after sign-in: the route guard and the workspace start from it.
  const handed = takeMembership();
  if (handed)
    void store.dispatch(
      membershipApi.util.upsertQueryData('getMyMembership', handed.userId, handed.membership),
    );
  root.render(<App store={store} />);
  // posthog-js (~120 KB gzip) is not needed to use the app: it loads on the first interaction or a few
  // seconds after the app is up, whichever comes first; events until then are queued.
  onFirstInteraction(() => void initAnalytics(config), ANALYTICS_DELAY_MS);
}

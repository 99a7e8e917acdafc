import { createRoot } from 'react-dom/client';
import {
  createLoginAuthClient,
  hasStoredSession,
  isAuthCallback,
  loadRuntimeConfig,
  queuePendingEvent,
  retireLoginAuthClient,
  type RuntimeConfig,
} from '@aide/shared-auth/login';
import { LeanToastProvider, LeanWorkspaceSkeleton } from '@aide/ui-kit/lean';
import { prefetchWorkspace } from './features/login/api/prefetch-workspace';
import { LoginPage } from './features/login/components/login-page';
import { StartupErrorPage } from './app/startup-error-page';
import { onFirstInteraction } from './app/first-interaction';

/**
 * /login for a visitor without a session: the form renders with React and supabase-js's auth client only.
 * The app (router, store, antd, the one Supabase client, analytics) is fetched on the first interaction,
 * while the person types, and takes over the page once they are signed in.
 */
const root = createRoot(document.getElementById('root')!);

let app: Promise<typeof import('./app/start-app')> | null = null;
const loadApp = () => (app ??= import('./app/start-app'));

async function startApp(config: RuntimeConfig) {
  try {
    (await loadApp()).startApp(root, config);
  } catch (error) {
    app = null;
    root.render(<StartupErrorPage message={`The app could not be loaded: ${(error as Error).message}`} />);
  }
}

function showLogin(config: RuntimeConfig) {
  const auth = createLoginAuthClient(config);
  const { data } = auth.onAuthStateChange((event, session) => {
    if (event !== 'SIGNED_IN' || !session) return;
    data.subscription.unsubscribe();
    // The plan's remote comes down beside the app's own code, not after it (and its membership check).
    void prefetchWorkspace(config, session.access_token, session.user.id);
    // Outside auth-js's callback (its lock is held here); the app's client then reads the stored session.
    setTimeout(() => {
      retireLoginAuthClient(auth);
      // The workspace's outline at once, instead of a busy Sign In button until the app has arrived.
      root.render(<LeanWorkspaceSkeleton message="Signed in. Loading your workspace" />);
      void startApp(config);
    });
  });
  queuePendingEvent('$pageview', { $current_url: window.location.href });
  onFirstInteraction(() => void loadApp().catch(() => (app = null)));
  root.render(
    <LeanToastProvider>
      <LoginPage auth={auth} track={queuePendingEvent} />
    </LeanToastProvider>,
  );
}

loadRuntimeConfig().then(
  (config) => {
    // A return from a provider or an email link, or a member who is still signed in: the app handles it.
    if (isAuthCallback(window.location) || hasStoredSession(config)) return startApp(config);
    showLogin(config);
  },
  (error: Error) => root.render(<StartupErrorPage message={error.message} />),
);

import type { RuntimeConfig } from '../../config/runtime-config';
import { fakePosthog } from '../../testing/fake-posthog';

// posthog-js is a third-party boundary: the real library would post to a server, so it is replaced here.
const posthog = fakePosthog();
let failImport = false;
jest.mock('posthog-js', () => {
  if (failImport) throw new Error('ChunkLoadError: loading posthog-js failed');
  return { __esModule: true, default: posthog };
});

type Analytics = typeof import('../analytics');

const config: RuntimeConfig = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  apiBaseUrl: 'http://127.0.0.1:5000',
  analytics: { key: null, host: null },
  remotes: { outbound: 'http://x/mf-manifest.json', inbound: 'http://y/mf-manifest.json' },
};

/** A fresh copy of the facade (its state is module-level, like the federated singleton's). */
function loadAnalytics(): Analytics {
  // The dynamic import runs after this returns, so reset the whole registry: posthog-js is then re-mocked too.
  jest.resetModules();
  return jest.requireActual<Analytics>('../analytics');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  failImport = false;
  jest.clearAllMocks();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

test('queues events captured before posthog-js has loaded and flushes them in order once it is ready', async () => {
  const analytics = loadAnalytics();
  analytics.trackEvent('login', { method: 'password' });
  analytics.trackError('Could not load customers', { status: 500 });
  expect(posthog.capture).not.toHaveBeenCalled();

  await analytics.initAnalytics(config);

  expect(posthog.init).toHaveBeenCalledTimes(1);
  expect(posthog.capture.mock.calls).toEqual([
    ['login', { method: 'password' }],
    ['error', { message: 'Could not load customers', status: 500 }],
  ]);
  analytics.trackEvent('signup');
  expect(posthog.capture).toHaveBeenLastCalledWith('signup', undefined);
});

test('starts posthog in a later task than the one that loaded it, so the two never block the page as one', async () => {
  const analytics = loadAnalytics();
  const idle: Array<() => void> = [];
  const requestIdle = jest.fn((callback: () => void) => idle.push(callback));
  Object.assign(globalThis, { requestIdleCallback: requestIdle });
  try {
    const started = analytics.initAnalytics(config);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the module has loaded by now
    expect(requestIdle).toHaveBeenCalledTimes(1);
    expect(posthog.init).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    await started;
    expect(posthog.init).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  }
});

test('starts posthog with the SPEC settings, against the local API when no key is configured', async () => {
  const analytics = loadAnalytics();
  await analytics.initAnalytics(config);
  await analytics.initAnalytics(config);

  expect(posthog.init).toHaveBeenCalledTimes(1);
  expect(posthog.init).toHaveBeenCalledWith(
    analytics.LOCAL_ANALYTICS_TOKEN,
    expect.objectContaining({
      api_host: 'http://127.0.0.1:5000',
      capture_pageview: 'history_change',
      persistence: 'localStorage',
      request_batching: true,
      request_queue_config: { flush_interval_ms: 5000 },
      respect_dnt: false,
      autocapture: false,
      disable_session_recording: true,
      disable_surveys: true,
    }),
  );
});

test('sends to PostHog itself when a key and host are configured', async () => {
  const analytics = loadAnalytics();
  await analytics.initAnalytics({
    ...config,
    analytics: { key: 'phc_123', host: 'https://eu.i.posthog.com' },
  });
  expect(posthog.init).toHaveBeenCalledWith(
    'phc_123',
    expect.objectContaining({ api_host: 'https://eu.i.posthog.com' }),
  );
});

test('identifies a member with id, email and organization, and groups them by organization', async () => {
  const analytics = loadAnalytics();
  await analytics.initAnalytics(config);

  analytics.identifyMember({
    id: 'user-1',
    email: 'sam@northwind.test',
    organizationId: 'org-1',
    plan: 'outbound',
  });
  analytics.resetAnalytics();

  expect(posthog.identify).toHaveBeenCalledWith('user-1', {
    email: 'sam@northwind.test',
    organization_id: 'org-1',
    plan: 'outbound',
  });
  expect(posthog.group).toHaveBeenCalledWith('organization', 'org-1');
  expect(posthog.reset).toHaveBeenCalledTimes(1);
});

test('a failure to load posthog-js is only logged, and later calls are ignored', async () => {
  failImport = true;
  const analytics = loadAnalytics();
  analytics.trackEvent('login', { method: 'google' });

  await expect(analytics.initAnalytics(config)).resolves.toBeUndefined();
  expect(() => analytics.trackEvent('signup')).not.toThrow();

  expect(posthog.capture).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledWith('Analytics: loading posthog-js failed', expect.any(Error));
});

test('a throwing posthog call is only logged', async () => {
  const analytics = loadAnalytics();
  posthog.init.mockImplementationOnce(() => {
    throw new Error('storage unavailable');
  });
  await expect(analytics.initAnalytics(config)).resolves.toBeUndefined();
  expect(consoleError).toHaveBeenCalledWith('Analytics: loading posthog-js failed', expect.any(Error));

  const ready = loadAnalytics();
  await ready.initAnalytics(config);
  posthog.capture.mockImplementationOnce(() => {
    throw new Error('quota exceeded');
  });
  expect(() => ready.trackEvent('login', { method: 'azure' })).not.toThrow();
  expect(consoleError).toHaveBeenCalledWith('Analytics: capture login failed', expect.any(Error));
});

test('events the login route left before the app loaded are sent first, once, when analytics starts', async () => {
  const { queuePendingEvent } = jest.requireActual<typeof import('../pending-events')>('../pending-events');
  queuePendingEvent('$pageview', { $current_url: 'http://localhost:3000/login' });
  queuePendingEvent('error', { message: 'Sign in failed', source: 'login' });
  const analytics = loadAnalytics();
  analytics.trackEvent('login', { method: 'password' });

  await analytics.initAnalytics(config);

  expect(posthog.capture.mock.calls).toEqual([
    ['$pageview', { $current_url: 'http://localhost:3000/login' }],
    ['error', { message: 'Sign in failed', source: 'login' }],
    ['login', { method: 'password' }],
  ]);
  await loadAnalytics().initAnalytics(config);
  expect(posthog.capture).toHaveBeenCalledTimes(3);
});

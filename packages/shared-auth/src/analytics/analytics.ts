import type { PostHog, PostHogConfig } from 'posthog-js';
import type { RuntimeConfig } from '../config/runtime-config';
import { takePendingEvents } from './pending-events';

/**
 * The product's analytics facade over posthog-js (SPEC §1, §9). posthog-js is about 120 KB gzip, so it is
 * loaded with a dynamic import once the app has rendered; calls made before it is ready are queued and
 * replayed in order. Analytics must never break the product: every failure is only logged to the console.
 */

/** Project token used when no PostHog key is configured: events then go to the Aide API's local store. */
export const LOCAL_ANALYTICS_TOKEN = 'aide-local';
/** Calls kept while posthog-js loads; beyond this the oldest are dropped. */
export const MAX_QUEUED_CALLS = 200;

export type AnalyticsEventName = '$pageview' | 'login' | 'signup' | 'error' | (string & {});
export type LoginMethod = 'password' | 'google' | 'azure';
export type AnalyticsProperties = Record<string, unknown>;

export interface AnalyticsMember {
  id: string;
  email: string;
  organizationId: string;
  /** Further person properties (first_name, organization_name, plan, …), sent as they are. */
  [property: string]: unknown;
}

type Call = (client: PostHog) => void;
type State = 'idle' | 'loading' | 'ready' | 'failed';

let state: State = 'idle';
let client: PostHog | null = null;
let queue: Call[] = [];

function logFailure(what: string, error: unknown): void {
  console.error(`Analytics: ${what} failed`, error);
}

function run(what: string, call: Call): void {
  if (state === 'failed') return;
  if (state !== 'ready' || !client) {
    queue.push(call);
    if (queue.length > MAX_QUEUED_CALLS) queue.shift();
    return;
  }
  try {
    call(client);
  } catch (error) {
    logFailure(what, error);
  }
}

/** posthog-js settings from SPEC §1/§9: page views on SPA route changes, localStorage, batching, DNT ignored. */
export function analyticsOptions(config: RuntimeConfig): Partial<PostHogConfig> {
  const { key, host } = config.analytics;
  const local = !key || !host;
  return {
    api_host: local ? config.apiBaseUrl : host,
    capture_pageview: 'history_change',
    capture_pageleave: false,
    persistence: 'localStorage',
    request_batching: true,
    request_queue_config: { flush_interval_ms: 5000 },
    respect_dnt: false,
    autocapture: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    capture_performance: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    // No flags or remote config are used; the local API would answer "no flags" anyway.
    advanced_disable_flags: true,
    disable_external_dependency_loading: local,
    on_request_error: (response) => console.error('Analytics: request failed', response.statusCode),
  };
}

/** Resolves in a later task, once the browser is idle (or at the latest after a second). */
function idleTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * Loads posthog-js and starts it; queued calls are then flushed. Call once, after the first render. With
 * `config.analytics.key` and `host` events go to PostHog; without, to the Aide API's local capture endpoint.
 */
export function initAnalytics(config: RuntimeConfig): Promise<void> {
  if (state !== 'idle') return Promise.resolve();
  state = 'loading';
  const token = config.analytics.key && config.analytics.host ? config.analytics.key : LOCAL_ANALYTICS_TOKEN;
  return import('posthog-js')
    .then(async (module) => {
      // Evaluating posthog-js and starting it are each some 25 ms on a desk (four times that on a phone); in
      // one task they blocked a 100,000-row import's page past 50 ms. Starting it waits for an idle moment.
      await idleTask();
      const posthog = module.default;
      posthog.init(token, analyticsOptions(config));
      client = posthog;
      state = 'ready';
      // Events of the login route come first: they happened before anything the app queued.
      const fromLogin: Call[] = takePendingEvents().map(({ name, properties }) => (ph) => {
        ph.capture(name, properties);
      });
      const pending = [...fromLogin, ...queue];
      queue = [];
      for (const call of pending) {
        try {
          call(posthog);
        } catch (error) {
          logFailure('a queued call', error);
        }
      }
    })
    .catch((error: unknown) => {
      state = 'failed';
      queue = [];
      logFailure('loading posthog-js', error);
    });
}

/** Links the member's events to their id, email and organization (person properties + organization group). */
export function identifyMember({ id, email, organizationId, ...profile }: AnalyticsMember): void {
  run('identify', (posthog) => {
    posthog.identify(id, { email, organization_id: organizationId, ...profile });
    posthog.group('organization', organizationId);
  });
}

export function trackEvent(name: AnalyticsEventName, properties?: AnalyticsProperties): void {
  run(`capture ${name}`, (posthog) => {
    posthog.capture(name, properties);
  });
}

/** Reports an error the user saw (event `error`). */
export function trackError(message: string, context?: AnalyticsProperties): void {
  trackEvent('error', { message, ...context });
}

/** Forgets the signed-out member so the next events are anonymous again. */
export function resetAnalytics(): void {
  run('reset', (posthog) => {
    posthog.reset();
  });
}

import type { AnalyticsEventName, AnalyticsProperties } from './analytics';

/**
 * Events recorded before the analytics facade exists: the login route renders without shared-auth's
 * federated module (and without posthog-js), so it leaves its events on `globalThis`, where the facade
 * picks them up when it starts. A global because the login bundle's copy of this file is not the app's.
 */
export interface PendingEvent {
  name: AnalyticsEventName;
  properties?: AnalyticsProperties;
}

const GLOBAL_KEY = '__aidePendingAnalytics';
export const MAX_PENDING_EVENTS = 50;

type Holder = { [GLOBAL_KEY]?: PendingEvent[] };

export function queuePendingEvent(name: AnalyticsEventName, properties?: AnalyticsProperties): void {
  const holder = globalThis as Holder;
  const pending = (holder[GLOBAL_KEY] ??= []);
  pending.push({ name, properties });
  if (pending.length > MAX_PENDING_EVENTS) pending.shift();
}

export function takePendingEvents(): PendingEvent[] {
  const holder = globalThis as Holder;
  const pending = holder[GLOBAL_KEY] ?? [];
  delete holder[GLOBAL_KEY];
  return pending;
}

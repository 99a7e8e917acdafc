import { CaptureBodyError } from './decode-capture-body.js';

/** One event as stored in public.aide_analytics_events. */
export interface AnalyticsEvent {
  event: string;
  distinct_id: string | null;
  properties: Record<string, unknown>;
  /** ISO 8601, or null when the client sent none (or an unusable one). */
  timestamp: string | null;
}

/** posthog-js sends at most 50 per batch; this bounds what one request may write. */
export const MAX_EVENTS_PER_REQUEST = 100;
const MAX_EVENT_NAME_LENGTH = 400;

/**
 * The events in a decoded capture payload. Accepted shapes (all posthog-js has used):
 * `{ api_key, batch: [...], sent_at }` (current), a bare array of events, or one event object.
 * `fallbackEvent` names an item without `event` (people updates on /engage/, group updates on /groups/);
 * elsewhere an item without an event name makes the request invalid.
 */
export function normalizeEvents(payload: unknown, fallbackEvent?: string): AnalyticsEvent[] {
  const items = isRecord(payload) && Array.isArray(payload.batch) ? payload.batch : payload;
  const list: unknown[] = Array.isArray(items) ? items : [items];
  if (list.length === 0) throw new CaptureBodyError('The batch holds no events.');
  if (list.length > MAX_EVENTS_PER_REQUEST) {
    throw new CaptureBodyError(`A request may hold at most ${MAX_EVENTS_PER_REQUEST} events.`, 413);
  }
  try {
    return list.map((item, index) => normalizeEvent(clean(item), index, fallbackEvent));
  } catch (error) {
    if (error instanceof RangeError) throw new CaptureBodyError('The body is nested too deeply.');
    throw error;
  }
}

function normalizeEvent(item: unknown, index: number, fallbackEvent: string | undefined): AnalyticsEvent {
  if (!isRecord(item)) throw new CaptureBodyError(`Event ${index} is not an object.`);
  const name = typeof item.event === 'string' && item.event.trim() !== '' ? item.event : fallbackEvent;
  if (name === undefined) throw new CaptureBodyError(`Event ${index} has no event name.`);
  if (name.length > MAX_EVENT_NAME_LENGTH) throw new CaptureBodyError(`Event ${index} has too long a name.`);

  const properties: Record<string, unknown> = isRecord(item.properties) ? { ...item.properties } : {};
  // Person and group updates travel beside `properties` ($set, $set_once, $unset, $group_*…): keep them.
  for (const [key, value] of Object.entries(item)) {
    if (key.startsWith('$') && !(key in properties)) properties[key] = value;
  }
  const distinctId = item.distinct_id ?? properties.distinct_id ?? item.$distinct_id;
  return {
    event: name,
    distinct_id: typeof distinctId === 'string' || typeof distinctId === 'number' ? String(distinctId) : null,
    properties,
    timestamp: isoTimestamp(item.timestamp),
  };
}

function isoTimestamp(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? null : date.toISOString();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// jsonb refuses NUL characters and unpaired surrogates: drop the former, replace the latter.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const cleanText = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

function clean(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [cleanText(key), clean(inner)]));
  }
  return value;
}

import type { Queryable } from '../../db/db.js';
import type { AnalyticsEvent } from './normalize-events.js';

/** A stored event as the local read-back route returns it. */
export interface StoredAnalyticsEvent extends AnalyticsEvent {
  id: string;
  received_at: string;
}

/** Stores a request's events in one statement (one received_at), as the table owner. */
export async function insertAnalyticsEvents(db: Queryable, events: AnalyticsEvent[]): Promise<void> {
  await db.query(
    `insert into public.aide_analytics_events (event, distinct_id, properties, "timestamp")
     select e.event, e.distinct_id, coalesce(e.properties, '{}'::jsonb), e."timestamp"
       from jsonb_to_recordset($1::jsonb)
         as e(event text, distinct_id text, properties jsonb, "timestamp" timestamptz)`,
    [JSON.stringify(events)],
  );
}

export interface AnalyticsEventFilter {
  event?: string;
  distinctId?: string;
  limit: number;
}

/** Newest first: by arrival, then by position in the batch (later events of a batch first). */
export async function listAnalyticsEvents(
  db: Queryable,
  { event, distinctId, limit }: AnalyticsEventFilter,
): Promise<StoredAnalyticsEvent[]> {
  const { rows } = await db.query<{
    id: string | number | bigint;
    event: string;
    distinct_id: string | null;
    properties: Record<string, unknown>;
    timestamp: Date | string | null;
    received_at: Date | string;
  }>(
    `select id, event, distinct_id, properties, "timestamp", received_at
       from public.aide_analytics_events
      where ($1::text is null or event = $1) and ($2::text is null or distinct_id = $2)
      order by received_at desc, id desc
      limit $3`,
    [event ?? null, distinctId ?? null, limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    event: row.event,
    distinct_id: row.distinct_id,
    properties: row.properties,
    timestamp: row.timestamp === null ? null : iso(row.timestamp),
    received_at: iso(row.received_at),
  }));
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

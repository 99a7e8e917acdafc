import type { Database } from '../db/queryable.js';
import { changeData, oldIdentity, passesFilters, visibleTo, type Change } from './change-payload.js';
import type { Connection } from './connection.js';
import type { PublishedTables } from './published-tables.js';
import { coversTable, type SubscriptionParams } from './subscription-params.js';

/**
 * Sends a captured change to every channel with a matching subscription whose filters it passes and whose
 * token may see the row; subscriptions with the same `select` share one message. A role that may not read the
 * table at all (its token changed since the join, or its privileges) gets nothing, not even Realtime's
 * `Error 401: Unauthorized` message, which would tell it that a change passing its filter happened.
 */
export async function deliverChange(
  db: Database,
  tables: PublishedTables,
  connections: Iterable<Connection>,
  change: Change,
): Promise<void> {
  const channels = [...connections].flatMap((c) => [...c.channels.values()]);
  const interested = channels.filter((channel) =>
    channel.subscriptions.some((s) => concerns(s.params, change)),
  );
  if (interested.length === 0) return;
  const table = await tables.get(change.schema, change.table);
  if (!table) return;
  const filterValues = change.type === 'DELETE' ? oldIdentity(change, table) : change.record;
  for (const channel of interested) {
    if (!(await tables.readableBy(table, channel.token.caller.role))) continue;
    const groups = new Map<string, { ids: number[]; select: string[] | null }>();
    for (const { id, params } of channel.subscriptions) {
      if (!concerns(params, change)) continue;
      if (!(await passesFilters(db, table, filterValues, params.filters))) continue;
      const key = params.select?.join(',') ?? '';
      const group = groups.get(key) ?? { ids: [], select: params.select };
      group.ids.push(id);
      groups.set(key, group);
    }
    if (groups.size === 0) continue;
    const { caller } = channel.token;
    let visible: boolean | undefined;
    for (const { ids, select } of groups.values()) {
      const data = await changeData(tables, table, change, caller.role, select);
      if (data.errors === null) {
        visible ??= await visibleTo(db, caller, table, change);
        if (!visible) continue;
      }
      // Fastlane messages carry no join ref.
      channel.connection.send({
        joinRef: null,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids, data },
      });
    }
  }
}

function concerns(params: SubscriptionParams, change: Change): boolean {
  return (params.event === '*' || params.event === change.type) && coversTable(params, change);
}

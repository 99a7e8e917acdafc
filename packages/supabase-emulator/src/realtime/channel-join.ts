import { checkFilter } from './change-payload.js';
import { authorizeChannel, type ChannelPolicies } from './channel-authorization.js';
import { closeChannel, pushSubscribed, scheduleExpiry, type ChannelHost } from './channel-lifecycle.js';
import { channelToken } from './channel-token.js';
import type { Channel, Connection, Subscription } from './connection.js';
import type { PhxMessage } from './phoenix.js';
import type { PublishedTable } from './published-tables.js';
import { coversTable, parseSubscriptionParams, subscriptionId } from './subscription-params.js';

/**
 * `phx_join` on `realtime:<topic>`: the token, a private channel's authorization (`config.private`: the policies
 * on realtime.messages, as the token), then the `config.postgres_changes` subscriptions.
 */
export async function joinChannel(
  host: ChannelHost,
  connection: Connection,
  message: PhxMessage,
): Promise<void> {
  const { topic } = message;
  if (!topic.startsWith('realtime:'))
    return connection.reply(message, 'error', { reason: 'unmatched topic' });
  const subTopic = topic.slice('realtime:'.length);
  if (!subTopic)
    return connection.reply(message, 'error', {
      reason: 'TopicNameRequired: You must provide a topic name',
    });
  const previous = connection.channels.get(topic);
  if (previous) closeChannel(host, previous);

  const payload = (message.payload ?? {}) as {
    config?: Record<string, unknown>;
    access_token?: unknown;
    user_token?: unknown;
  };
  const token = await channelToken(
    host.db,
    host.key,
    connection.apiRole,
    payload.access_token ?? payload.user_token,
  );
  if (!token.ok) return connection.reply(message, 'error', { reason: token.reason });

  const isPrivate = payload.config?.private === true;
  let policies: ChannelPolicies | null = null;
  if (isPrivate) {
    const presence = (payload.config?.presence as { enabled?: unknown } | undefined)?.enabled === true;
    const authorization = await authorizeChannel(host.db, token.caller, subTopic, presence);
    if (!authorization.ok)
      return connection.reply(message, 'error', { reason: `Unauthorized: ${authorization.reason}` });
    policies = authorization.policies;
  }

  const requested = Array.isArray(payload.config?.postgres_changes)
    ? (payload.config.postgres_changes as unknown[])
    : [];
  const entries = requested.filter((entry) => entry !== null && entry !== undefined);
  const subscriptions: Subscription[] = [];
  const errors: string[] = [];
  const reply = entries.map((entry) => {
    const id = subscriptionId(entry);
    const parsed = parseSubscriptionParams(entry);
    if (parsed.ok) subscriptions.push({ id, params: parsed.params });
    else errors.push(parsed.error);
    return { ...(entry as Record<string, unknown>), id };
  });

  const wait = (payload.config?.postgres_changes_options as { wait?: unknown } | undefined)?.wait === true;
  let problem: string | null = errors[0] ?? null;
  if (entries.length > 0 && !problem)
    problem = host.unavailable() ?? (await checkSubscriptions(host, subscriptions, token.caller.role));
  if (wait && problem)
    return connection.reply(message, 'error', { reason: `RealtimeDisabledForConfiguration: ${problem}` });

  const channel: Channel = {
    connection,
    topic,
    subTopic,
    joinRef: message.joinRef ?? message.ref,
    token,
    subscriptions: problem ? [] : subscriptions,
    private: isPrivate,
    policies,
  };
  connection.channels.set(topic, channel);
  scheduleExpiry(host, channel);
  if (channel.subscriptions.length > 0) await host.syncListened();
  connection.reply(message, 'ok', { postgres_changes: reply });
  if (entries.length > 0) pushSubscribed(channel, problem);
}

/**
 * What Realtime checks when it stores a subscription: published tables, filter columns (that the role may
 * select) and values. Stricter than Realtime: a role that may not select a table (anon on the product's tables)
 * is refused, where Realtime would accept and then send it, for every change passing the filter, an `Error 401:
 * Unauthorized` message: the event and its time, one bit per change about rows it may not see.
 */
async function checkSubscriptions(
  host: ChannelHost,
  subscriptions: Subscription[],
  role: string,
): Promise<string | null> {
  try {
    await host.db.query('select emulator_private.realtime_sync_triggers()');
    host.tables.refresh();
    const tables = [...(await host.tables.all()).values()];
    for (const { params } of subscriptions) {
      const matching = tables.filter((t) => coversTable(params, t));
      const described = `[event: ${params.event}, schema: ${params.schema}, table: ${params.table}, filters: ${JSON.stringify(
        params.filters.map((f) => [f.column, f.op, f.value]),
      )}]`;
      if (matching.length === 0)
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${described}`;
      const readable: PublishedTable[] = [];
      for (const table of matching) if (await host.tables.readableBy(table, role)) readable.push(table);
      // A wildcard (schema or table '*') keeps the tables the role may read; a named table must be one.
      const refused = matching.find((table) => !readable.includes(table));
      if (refused && (readable.length === 0 || (params.schema !== '*' && params.table !== '*')))
        return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${described}. Exception: permission denied for table ${refused.table}`;
      for (const table of readable) {
        const selectable = await host.tables.selectableColumns(table, role);
        for (const filter of params.filters) {
          const error = await checkFilter(host.db, table, filter, selectable);
          if (error)
            return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${described}. Exception: ${error}`;
        }
      }
    }
    return null;
  } catch (error) {
    return `Unable to subscribe to changes: ${(error as Error).message}`;
  }
}

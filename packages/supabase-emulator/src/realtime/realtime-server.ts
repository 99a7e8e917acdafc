import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/queryable.js';
import { roleOfApiKey, type ApiRole } from '../keys.js';
import type { SigningKey } from '../signing-key.js';
import {
  changeData,
  checkFilter,
  oldIdentity,
  passesFilters,
  visibleTo,
  type Change,
} from './change-payload.js';
import { channelToken, type ChannelToken } from './channel-token.js';
import { decodeMessage, encodeMessage, type PhxMessage, type Vsn } from './phoenix.js';
import { PublishedTables } from './published-tables.js';
import { parseSubscriptionParams, subscriptionId, type SubscriptionParams } from './subscription-params.js';

export const REALTIME_PATH = '/realtime/v1/websocket';
const CHANNEL = 'emulator_realtime';
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Subscription {
  id: number;
  params: SubscriptionParams;
}

interface Channel {
  connection: Connection;
  topic: string;
  subTopic: string;
  joinRef: string | null;
  token: Extract<ChannelToken, { ok: true }>;
  subscriptions: Subscription[];
  expiry?: NodeJS.Timeout;
}

/** One websocket: its protocol version, the role of its apikey, and its joined channels by topic. */
class Connection {
  readonly channels = new Map<string, Channel>();
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apiRole: ApiRole,
  ) {}

  send(message: PhxMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeMessage(message, this.vsn));
  }

  reply(to: PhxMessage, status: 'ok' | 'error', response: unknown): void {
    this.send({
      joinRef: to.joinRef,
      ref: to.ref,
      topic: to.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  /** Messages are handled one after the other, in the order they came. */
  enqueue(work: () => Promise<void>): void {
    this.inbox = this.inbox.then(work).catch(() => undefined);
  }
}

export interface RealtimeContext {
  db: Database;
  key: SigningKey;
}

/**
 * Supabase Realtime's websocket for Postgres changes: the Phoenix channel protocol supabase-js speaks (vsn
 * 1.0.0 and 2.0.0), joins with `config.postgres_changes`, heartbeats, `access_token` refreshes. Changes come
 * from the capture triggers' NOTIFYs and reach a subscriber only when the table's policies let them see the
 * row under their current token.
 */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (p) => (p.has('phoenix') ? 'phoenix' : false),
  });
  private readonly connections = new Set<Connection>();
  private readonly tables: PublishedTables;
  private unlisten: (() => Promise<void>) | undefined;
  /** Why changes cannot be delivered (a database without LISTEN), or null. */
  private unavailable: string | null = null;
  private changes: Promise<void> = Promise.resolve();
  private lastOverflowSweep = 0;
  /** This emulator's rows in emulator_private.realtime_listened. */
  private readonly id = randomUUID();
  private listened: Promise<void> = Promise.resolve();
  private refreshListened: NodeJS.Timeout | undefined;

  constructor(private readonly ctx: RealtimeContext) {
    this.tables = new PublishedTables(ctx.db);
  }

  async start(): Promise<void> {
    if (!this.ctx.db.listen) {
      this.unavailable =
        'Realtime is not available: the emulator was started on a database without listen() (see the README)';
      return;
    }
    await this.ctx.db.query('select emulator_private.realtime_sync_triggers()');
    await this.ctx.db.query(
      `delete from emulator_private.realtime_listened where seen_at < now() - interval '5 minutes'`,
    );
    this.unlisten = await this.ctx.db.listen(CHANNEL, (payload) => {
      this.changes = this.changes.then(() => this.onNotify(payload)).catch(() => undefined);
    });
    this.refreshListened = setInterval(() => void this.syncListened(), 60_000);
    this.refreshListened.unref();
  }

  /**
   * Tells the capture triggers which tables this emulator has subscribers for (the others skip the work);
   * refreshed every minute, as the triggers ignore rows older than five minutes (an emulator that died).
   */
  private syncListened(): Promise<void> {
    const run = async () => {
      const tables = [...(await this.tables.all()).values()];
      const needed = new Set<string>();
      for (const connection of this.connections)
        for (const channel of connection.channels.values())
          for (const { params } of channel.subscriptions)
            for (const table of tables)
              if (
                (params.schema === '*' || params.schema === table.schema) &&
                (params.table === '*' || params.table === table.table)
              )
                needed.add(table.relation);
      await this.ctx.db.query(
        `with wanted as (select r::regclass::oid as relid from unnest($2::text[]) r),
              gone as (delete from emulator_private.realtime_listened l
                        where l.emulator_id = $1 and l.relid not in (select relid from wanted))
         insert into emulator_private.realtime_listened (emulator_id, relid, seen_at)
         select $1, relid, now() from wanted
         on conflict (relid, emulator_id) do update set seen_at = now()`,
        [this.id, [...needed]],
      );
    };
    this.listened = this.listened.then(run, run).catch(() => undefined);
    return this.listened;
  }

  async close(): Promise<void> {
    clearInterval(this.refreshListened);
    for (const connection of this.connections) connection.ws.terminate();
    this.connections.clear();
    this.wss.close();
    await this.unlisten?.().catch(() => undefined);
    await this.changes;
    await this.listened;
    if (this.unlisten)
      await this.ctx.db
        .query('delete from emulator_private.realtime_listened where emulator_id = $1', [this.id])
        .catch(() => undefined);
  }

  /** Drops every socket at once, as a restart of the service would (clients reconnect and rejoin). */
  dropConnections(): void {
    for (const connection of this.connections) connection.ws.terminate();
  }

  /** The HTTP upgrade of /realtime/v1/websocket: the gateway's apikey check, then the socket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://local');
    const header = request.headers.apikey;
    const apiKey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header);
    const refuse = (status: number, body: object) => {
      const text = JSON.stringify(body);
      socket.end(
        `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
      );
    };
    if (!apiKey)
      return refuse(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    const role = roleOfApiKey(apiKey);
    if (!role)
      return refuse(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0')
      return refuse(400, { error: `Unsupported vsn ${vsnParam}` });
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, vsnParam, role));
  }

  private accept(ws: WebSocket, vsn: Vsn, role: ApiRole): void {
    const connection = new Connection(ws, vsn, role);
    this.connections.add(connection);
    ws.on('message', (data, isBinary) => {
      // Binary frames are vsn 2.0.0 broadcasts, which the emulator does not relay.
      if (isBinary) return;
      // ws hands a text frame over as one Buffer (binaryType is never changed from 'nodebuffer').
      const frame = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      const message = decodeMessage(frame.toString(), vsn);
      if (message) connection.enqueue(() => this.onMessage(connection, message));
    });
    ws.on('close', () => {
      this.connections.delete(connection);
      for (const channel of connection.channels.values()) clearTimeout(channel.expiry);
      connection.channels.clear();
      void this.syncListened();
    });
    ws.on('error', () => ws.terminate());
  }

  private async onMessage(connection: Connection, message: PhxMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat')
      return connection.reply(message, 'ok', {});
    if (message.event === 'phx_join') return this.join(connection, message);
    const channel = connection.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef))
      return connection.reply(message, 'error', { reason: 'unmatched topic' });
    switch (message.event) {
      case 'phx_leave':
        connection.reply(message, 'ok', {});
        return this.closeChannel(channel);
      case 'access_token':
        return this.refreshToken(channel, message);
      case 'broadcast':
      case 'presence':
        return connection.reply(message, 'error', {
          reason: `${message.event} is not supported by the local emulator (postgres_changes only)`,
        });
      default:
        // Realtime ignores what it does not know.
        return;
    }
  }

  private async join(connection: Connection, message: PhxMessage): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith('realtime:'))
      return connection.reply(message, 'error', { reason: 'unmatched topic' });
    const subTopic = topic.slice('realtime:'.length);
    if (!subTopic)
      return connection.reply(message, 'error', {
        reason: 'TopicNameRequired: You must provide a topic name',
      });
    const previous = connection.channels.get(topic);
    if (previous) this.closeChannel(previous);

    const payload = (message.payload ?? {}) as {
      config?: Record<string, unknown>;
      access_token?: unknown;
      user_token?: unknown;
    };
    const token = await channelToken(
      this.ctx.db,
      this.ctx.key,
      connection.apiRole,
      payload.access_token ?? payload.user_token,
    );
    if (!token.ok) return connection.reply(message, 'error', { reason: token.reason });

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
      problem = this.unavailable ?? (await this.checkSubscriptions(subscriptions));
    if (wait && problem)
      return connection.reply(message, 'error', { reason: `RealtimeDisabledForConfiguration: ${problem}` });

    const channel: Channel = {
      connection,
      topic,
      subTopic,
      joinRef: message.joinRef ?? message.ref,
      token,
      subscriptions: problem ? [] : subscriptions,
    };
    connection.channels.set(topic, channel);
    this.scheduleExpiry(channel);
    if (channel.subscriptions.length > 0) await this.syncListened();
    connection.reply(message, 'ok', { postgres_changes: reply });
    if (entries.length > 0) this.pushSubscribed(channel, problem);
  }

  /** What Realtime checks when it stores a subscription: published tables, filter columns and values. */
  private async checkSubscriptions(subscriptions: Subscription[]): Promise<string | null> {
    try {
      await this.ctx.db.query('select emulator_private.realtime_sync_triggers()');
      this.tables.refresh();
      const tables = [...(await this.tables.all()).values()];
      for (const { params } of subscriptions) {
        const matching = tables.filter(
          (t) =>
            (params.schema === '*' || t.schema === params.schema) &&
            (params.table === '*' || t.table === params.table),
        );
        const described = `[event: ${params.event}, schema: ${params.schema}, table: ${params.table}, filters: ${JSON.stringify(
          params.filters.map((f) => [f.column, f.op, f.value]),
        )}]`;
        if (matching.length === 0)
          return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${described}`;
        for (const table of matching) {
          for (const filter of params.filters) {
            const error = await checkFilter(this.ctx.db, table, filter);
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

  private pushSubscribed(channel: Channel, problem: string | null): void {
    this.push(channel, 'system', {
      extension: 'postgres_changes',
      status: problem ? 'error' : 'ok',
      message: problem ?? 'Subscribed to PostgreSQL',
      channel: channel.subTopic,
    });
  }

  private push(channel: Channel, event: string, payload: unknown): void {
    channel.connection.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
  }

  /** A channel ends: its subscriptions stop and the client is told (phx_close, as a stopped Phoenix channel). */
  private closeChannel(channel: Channel, systemError?: string): void {
    if (systemError)
      this.push(channel, 'system', {
        extension: 'system',
        status: 'error',
        message: systemError,
        channel: channel.subTopic,
      });
    clearTimeout(channel.expiry);
    const { connection } = channel;
    if (connection.channels.get(channel.topic) === channel) connection.channels.delete(channel.topic);
    if (channel.subscriptions.length > 0) void this.syncListened();
    connection.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  /** Realtime re-checks its token when it expires and shuts the channel down then. */
  private scheduleExpiry(channel: Channel): void {
    clearTimeout(channel.expiry);
    const { expiresAt } = channel.token;
    if (expiresAt === null) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, expiresAt * 1000 - Date.now()));
    channel.expiry = setTimeout(() => {
      if (channel.connection.channels.get(channel.topic) !== channel) return;
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - expiresAt);
      this.closeChannel(channel, `Token has expired ${ago} seconds ago`);
    }, delay);
    channel.expiry.unref();
  }

  /** `access_token`: a new token for the channel; a bad one ends the channel with Realtime's message. */
  private async refreshToken(channel: Channel, message: PhxMessage): Promise<void> {
    const value = (message.payload as { access_token?: unknown } | null)?.access_token;
    if (typeof value !== 'string' || value.startsWith('sb_') || value === channel.token.token) return;
    const token = await channelToken(this.ctx.db, this.ctx.key, channel.connection.apiRole, value);
    if (!token.ok) return this.closeChannel(channel, token.message);
    channel.token = token;
    this.scheduleExpiry(channel);
    if (channel.subscriptions.length > 0) this.pushSubscribed(channel, null);
  }

  private async onNotify(payload: string): Promise<void> {
    let change: Change | undefined;
    try {
      const parsed = JSON.parse(payload) as Change | { overflow: number };
      if ('overflow' in parsed) {
        const { rows } = await this.ctx.db.query<{ payload: Change }>(
          'select payload from emulator_private.realtime_overflow where id = $1',
          [parsed.overflow],
        );
        change = rows[0]?.payload;
        if (Date.now() - this.lastOverflowSweep > 60_000) {
          this.lastOverflowSweep = Date.now();
          await this.ctx.db.query(
            `delete from emulator_private.realtime_overflow where created_at < now() - interval '10 minutes'`,
          );
        }
      } else {
        change = parsed;
      }
    } catch {
      return;
    }
    if (change) await this.deliver(change);
  }

  private async deliver(change: Change): Promise<void> {
    const channels = [...this.connections].flatMap((c) => [...c.channels.values()]);
    const interested = channels.filter((channel) =>
      channel.subscriptions.some((s) => concerns(s.params, change)),
    );
    if (interested.length === 0) return;
    const table = await this.tables.get(change.schema, change.table);
    if (!table) return;
    const filterValues = change.type === 'DELETE' ? oldIdentity(change, table) : change.record;
    for (const channel of interested) {
      const groups = new Map<string, { ids: number[]; select: string[] | null }>();
      for (const { id, params } of channel.subscriptions) {
        if (!concerns(params, change)) continue;
        if (!(await passesFilters(this.ctx.db, table, filterValues, params.filters))) continue;
        const key = params.select?.join(',') ?? '';
        const group = groups.get(key) ?? { ids: [], select: params.select };
        group.ids.push(id);
        groups.set(key, group);
      }
      if (groups.size === 0) continue;
      const { caller } = channel.token;
      let visible: boolean | undefined;
      for (const { ids, select } of groups.values()) {
        const data = await changeData(this.tables, table, change, caller.role, select);
        if (data.errors === null) {
          visible ??= await visibleTo(this.ctx.db, caller, table, change);
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
}

function concerns(params: SubscriptionParams, change: Change): boolean {
  return (
    (params.event === '*' || params.event === change.type) &&
    (params.schema === '*' || params.schema === change.schema) &&
    (params.table === '*' || params.table === change.table)
  );
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/queryable.js';
import { roleOfApiKey, type ApiRole } from '../keys.js';
import type { SigningKey } from '../signing-key.js';
import { deliverBroadcast, readBroadcastMessage } from './broadcast-delivery.js';
import { deliverChange } from './change-delivery.js';
import type { Change } from './change-payload.js';
import { joinChannel } from './channel-join.js';
import { closeChannel, refreshToken, type ChannelHost } from './channel-lifecycle.js';
import { Connection } from './connection.js';
import { decodeMessage, type PhxMessage, type Vsn } from './phoenix.js';
import { PublishedTables } from './published-tables.js';
import { coversTable } from './subscription-params.js';

export const REALTIME_PATH = '/realtime/v1/websocket';
const CHANNEL = 'emulator_realtime';

export interface RealtimeContext {
  db: Database;
  key: SigningKey;
}

/**
 * Supabase Realtime's websocket: the Phoenix channel protocol supabase-js speaks (vsn 1.0.0 and 2.0.0), joins
 * with `config.postgres_changes` and private channels (`config.private`, authorized by the policies on
 * realtime.messages), heartbeats, `access_token` refreshes. Changes come from the capture triggers' NOTIFYs and
 * reach a subscriber only when the table's policies let them see the row under their current token; messages
 * the database sends (realtime.send) come from a trigger on realtime.messages and reach the channels joined on
 * their topic.
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
  private lastMessageSweep = 0;
  /** This emulator's rows in emulator_private.realtime_listened. */
  private readonly id = randomUUID();
  private listened: Promise<void> = Promise.resolve();
  private refreshListened: NodeJS.Timeout | undefined;

  /** What the channel handlers (channel-join.ts, channel-lifecycle.ts) use of this server. */
  private readonly host: ChannelHost;

  constructor(private readonly ctx: RealtimeContext) {
    this.tables = new PublishedTables(ctx.db);
    this.host = {
      db: ctx.db,
      key: ctx.key,
      tables: this.tables,
      unavailable: () => this.unavailable,
      syncListened: () => this.syncListened(),
    };
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
            for (const table of tables) if (coversTable(params, table)) needed.add(table.relation);
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
    if (message.event === 'phx_join') return joinChannel(this.host, connection, message);
    const channel = connection.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef))
      return connection.reply(message, 'error', { reason: 'unmatched topic' });
    switch (message.event) {
      case 'phx_leave':
        connection.reply(message, 'ok', {});
        return closeChannel(this.host, channel);
      case 'access_token':
        return refreshToken(this.host, channel, message);
      case 'broadcast':
      case 'presence':
        return connection.reply(message, 'error', {
          reason: `${message.event} from clients is not supported by the local emulator (postgres_changes and the database's broadcasts only)`,
        });
      default:
        // Realtime ignores what it does not know.
        return;
    }
  }

  private async onNotify(payload: string): Promise<void> {
    let change: Change | undefined;
    try {
      const parsed = JSON.parse(payload) as Change | { overflow: number } | { message: string };
      if ('message' in parsed) return await this.onMessageSent(parsed.message);
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
    if (change) await deliverChange(this.ctx.db, this.tables, this.connections, change);
  }

  /** A committed realtime.send: the message goes to the channels of its topic. */
  private async onMessageSent(id: string): Promise<void> {
    const message = await readBroadcastMessage(this.ctx.db, id);
    if (message) deliverBroadcast(this.connections, message);
    // Hosted Realtime drops realtime.messages partitions after 3 days.
    if (Date.now() - this.lastMessageSweep > 60_000) {
      this.lastMessageSweep = Date.now();
      await this.ctx.db.query(`delete from realtime.messages where inserted_at < now() - interval '3 days'`);
    }
  }
}

import { ws } from 'msw';
import { TEST_RUNTIME_CONFIG } from './render-with-providers';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

interface PostgresChangesFilter {
  event: string;
  schema: string;
  table: string;
  filter?: string;
}

/** A channel a client joined on the fake Realtime server. */
export interface FakeRealtimeChannel {
  topic: string;
  joinRef: string | null;
  postgresChanges: (PostgresChangesFilter & { id: number })[];
  /** The access tokens the client sent: on join, then with each `access_token` message. */
  tokens: string[];
  left: boolean;
}

interface Client {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

/**
 * Supabase Realtime at the websocket boundary of a unit test (an msw `ws` link): it speaks the Phoenix protocol
 * of realtime-js (vsn 2.0.0 array frames) for Postgres changes, records joins, leaves and token updates, and
 * lets the test send changes, end a channel as the server does when its token expires, or drop every socket.
 * `setupFakeNetwork` includes one as `server.realtime`.
 */
export function fakeRealtime() {
  const link = ws.link(`${TEST_RUNTIME_CONFIG.supabaseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket`);
  const channels: FakeRealtimeChannel[] = [];
  const sockets = new Map<FakeRealtimeChannel, Client>();
  const openClients = new Set<Client>();
  let nextId = 1;

  const send = (client: Client, frame: Frame) => client.send(JSON.stringify(frame));

  const handler = link.addEventListener('connection', ({ client }) => {
    openClients.add(client);
    client.addEventListener('close', () => openClients.delete(client));
    client.addEventListener('message', (message) => {
      if (typeof message.data !== 'string') return;
      const [joinRef, ref, topic, event, payload] = JSON.parse(message.data) as Frame;
      const reply = (response: Record<string, unknown>) =>
        send(client, [joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]);
      if (event === 'heartbeat') return reply({});
      const channel = channels.find((c) => c.topic === topic && c.joinRef === joinRef && !c.left);
      if (event === 'phx_join') {
        const config = (payload.config ?? {}) as { postgres_changes?: PostgresChangesFilter[] };
        const joined: FakeRealtimeChannel = {
          topic,
          joinRef,
          postgresChanges: (config.postgres_changes ?? []).map((filter) => ({ ...filter, id: nextId++ })),
          tokens: typeof payload.access_token === 'string' ? [payload.access_token] : [],
          left: false,
        };
        channels.push(joined);
        sockets.set(joined, client);
        reply({ postgres_changes: joined.postgresChanges });
        send(client, [
          joinRef,
          null,
          topic,
          'system',
          {
            extension: 'postgres_changes',
            status: 'ok',
            message: 'Subscribed to PostgreSQL',
            channel: topic,
          },
        ]);
      } else if (event === 'access_token' && channel) {
        channel.tokens.push(String(payload.access_token));
      } else if (event === 'phx_leave' && channel) {
        channel.left = true;
        reply({});
      }
    });
  });

  const active = () => channels.filter((c) => !c.left);

  return {
    handler,
    /** Forgets the channels of the previous test. */
    reset() {
      channels.length = 0;
    },
    /** Every channel joined so far, in order (left ones too). */
    channels,
    /** Channels joined and not left or ended. */
    active,
    /** A committed change of `table` as Realtime sends it to each active channel following that table. */
    change(table: string, type: 'INSERT' | 'UPDATE' | 'DELETE', record: Record<string, unknown>) {
      for (const channel of active()) {
        const ids = channel.postgresChanges.filter((f) => f.table === table).map((f) => f.id);
        if (!ids.length) continue;
        send(sockets.get(channel)!, [
          null,
          null,
          channel.topic,
          'postgres_changes',
          {
            ids,
            data: {
              schema: 'public',
              table,
              commit_timestamp: new Date().toISOString(),
              type,
              columns: Object.keys(record).map((name) => ({ name, type: 'text' })),
              record: type === 'DELETE' ? {} : record,
              old_record: type === 'DELETE' ? { id: record.id } : {},
              errors: null,
            },
          },
        ]);
      }
    },
    /** Ends a channel as Realtime does when its token expires: a system error, then `phx_close`. */
    endChannel(channel: FakeRealtimeChannel, reason = 'Token has expired 1 seconds ago') {
      const client = sockets.get(channel)!;
      channel.left = true;
      send(client, [
        channel.joinRef,
        null,
        channel.topic,
        'system',
        { extension: 'system', status: 'error', message: reason, channel: channel.topic },
      ]);
      send(client, [channel.joinRef, null, channel.topic, 'phx_close', {}]);
    },
    /** Cuts every socket, as a restart of the service would; the clients reconnect and rejoin. */
    dropConnections() {
      for (const channel of active()) channel.left = true;
      for (const client of openClients) client.close(1000);
      openClients.clear();
    },
  };
}

export type FakeRealtime = ReturnType<typeof fakeRealtime>;

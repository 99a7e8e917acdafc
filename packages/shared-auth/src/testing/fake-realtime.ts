import { ws } from 'msw';
import { TEST_RUNTIME_CONFIG } from './render-with-providers';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A channel a client joined on the fake Realtime server. */
export interface FakeRealtimeChannel {
  /** The joined topic, e.g. `realtime:org:<organization id>:aide_purchase_orders`. */
  topic: string;
  joinRef: string | null;
  /** Joined as a private channel (`config.private`), which receives the database's broadcasts. */
  private: boolean;
  /** The access tokens the client sent: on join, then with each `access_token` message. */
  tokens: string[];
  left: boolean;
}

/** A changed row as the database's broadcast trigger reads it. */
export interface ChangedRow {
  id: string;
  organization_id: string;
}

interface Client {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

/**
 * Supabase Realtime at the websocket boundary of a unit test (an msw `ws` link): it speaks the Phoenix protocol
 * of realtime-js (vsn 2.0.0 array frames), records joins, leaves and token updates, and lets the test send
 * the database's change broadcasts, end a channel as the server does when its token expires, or drop every
 * socket. It does not authorize: the emulator's and the API's suites test who may join which topic.
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
        const config = (payload.config ?? {}) as { private?: boolean };
        const joined: FakeRealtimeChannel = {
          topic,
          joinRef,
          private: config.private === true,
          tokens: typeof payload.access_token === 'string' ? [payload.access_token] : [],
          left: false,
        };
        channels.push(joined);
        sockets.set(joined, client);
        reply({ postgres_changes: [] });
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
    /**
     * A committed statement that changed `rows` of `table`, as the database broadcasts it (migration
     * 20261128000300): one `change` message per organization, to the private channels joined on
     * `org:<organization id>:<table>`. A JSON frame, where Realtime sends vsn 2.0.0 broadcasts as binary ones:
     * realtime-js hands both to the channel as the same `{ type: 'broadcast', event, payload, meta }`.
     */
    change(table: string, operation: 'INSERT' | 'UPDATE' | 'DELETE', rows: ChangedRow | ChangedRow[]) {
      const byOrganization = new Map<string, string[]>();
      for (const row of Array.isArray(rows) ? rows : [rows])
        byOrganization.set(row.organization_id, [...(byOrganization.get(row.organization_id) ?? []), row.id]);
      for (const [organizationId, ids] of byOrganization) {
        const topic = `realtime:org:${organizationId}:${table}`;
        for (const channel of active().filter((c) => c.private && c.topic === topic)) {
          const id = `message-${nextId++}`;
          send(sockets.get(channel)!, [
            null,
            null,
            topic,
            'broadcast',
            {
              type: 'broadcast',
              event: 'change',
              payload: { table, operation, ids: ids.length <= 100 ? ids : null, id },
              meta: { id },
            },
          ]);
        }
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

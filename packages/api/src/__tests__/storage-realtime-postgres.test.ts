// The emulator's Storage and Realtime on a real PostgreSQL server, the production shape: the API writes
// through its own pool (createPgDb) and the change reaches the organization's member over the websocket,
// through the emulator's LISTEN connection; uploads keep their bytes in the database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO, startEmulator, type RunningEmulator } from '@aide/supabase-emulator';
import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { WebSocket } from 'ws';
import { createPgDb } from '../db/pg-db.js';
import type { Db } from '../db/db.js';
import { describeOnPostgres, startTestPostgres, type TestPostgres } from '../../tests/support/postgres.js';
import { TEST_AUTH } from '../../tests/support/test-auth.js';

/** LISTEN on a dedicated connection (a pooled one may be handed to someone else between two queries). */
function listenOn(connectionString: string) {
  return async (channel: string, onNotify: (payload: string) => void) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    await client.query(`listen ${channel}`);
    return () => client.end();
  };
}

type Order = { id: string; organization_id: string; po_number: string };

describeOnPostgres('Storage and Realtime on PostgreSQL', () => {
  let server: TestPostgres;
  let db: Db;
  let emulator: RunningEmulator;
  let keyDir: string;
  const clients: SupabaseClient[] = [];

  async function signIn(user: keyof typeof DEMO.users): Promise<SupabaseClient> {
    const { createClient } = await import('@supabase/supabase-js');
    const client = createClient(emulator.url, emulator.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { error } = await client.auth.signInWithPassword(DEMO.users[user]);
    if (error) throw error;
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    server = await startTestPostgres();
    db = createPgDb({ connectionString: server.url });
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-api-keys-'));
    emulator = await startEmulator({
      db: { ...db, listen: listenOn(server.url) },
      port: 0,
      keyDir,
      auth: TEST_AUTH,
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await emulator?.close();
    await db?.close();
    await server?.stop();
    await rm(keyDir, { recursive: true, force: true });
  });

  it("delivers an order the API writes to its organization's member only", async () => {
    const [sam, ivy] = await Promise.all([signIn('sam'), signIn('ivy')]);
    const received: Record<string, Order[]> = { sam: [], ivy: [] };
    const system: string[] = [];
    await Promise.all(
      (
        [
          ['sam', sam],
          ['ivy', ivy],
        ] as const
      ).map(
        ([name, client]) =>
          new Promise<void>((resolve, reject) => {
            client
              .channel(`${name}-inbox`)
              .on(
                'postgres_changes',
                { event: 'INSERT', schema: 'public', table: 'aide_purchase_orders' },
                (payload) => received[name]!.push(payload.new as Order),
              )
              .on('system', {}, (payload: { message: string }) => {
                system.push(payload.message);
                if (payload.message === 'Subscribed to PostgreSQL') resolve();
              })
              .subscribe((status, error) => {
                if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR)
                  reject(error ?? new Error(`the ${name} channel failed to subscribe`));
              });
          }),
      ),
    );

    const insert = (organization: string, po: string) =>
      db.query<Order>(
        `insert into aide_purchase_orders (organization_id, po_number, customer_name, order_date, total)
         values ($1, $2, 'Live', current_date, 1) returning id, organization_id, po_number`,
        [organization, po],
      );
    await insert(DEMO.organizations.northwind, 'PG-LIVE-1');
    await insert(DEMO.organizations.contoso, 'PG-LIVE-2');
    const end = Date.now() + 10_000;
    while ((received.sam!.length < 1 || received.ivy!.length < 1) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 25));
    expect(received.sam!.map((o) => o.po_number)).toEqual(['PG-LIVE-1']);
    expect(received.ivy!.map((o) => o.po_number)).toEqual(['PG-LIVE-2']);
  });

  it("keeps an organization's files to its members, bytes in the database", async () => {
    const [sam, ivy] = await Promise.all([signIn('sam'), signIn('ivy')]);
    const file = `${DEMO.organizations.northwind}/pg-order.pdf`;
    const upload = await sam.storage
      .from('purchase-orders')
      .upload(file, new Blob(['%PDF-1.4 pg'], { type: 'application/pdf' }));
    expect(upload.error).toBeNull();
    expect(await (await sam.storage.from('purchase-orders').download(file)).data!.text()).toBe('%PDF-1.4 pg');
    expect((await ivy.storage.from('purchase-orders').download(file)).error).toMatchObject({
      statusCode: '404',
    });
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from emulator_private.storage_blobs b
         join storage.objects o on o.version = b.version where o.name = $1`,
      [file],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

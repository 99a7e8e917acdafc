// The emulator's Realtime and Storage with the API's own pool on the database, the production shape, on the
// embedded PGlite and on PostgreSQL (there Realtime listens on a connection of its own). Live updates are
// private broadcast channels (migration 20261128000300): the database sends each statement's changes once per
// organization on 'org:<id>:<table>', and the policy on realtime.messages lets only that organization's
// members (at the assurance level it requires) join; the feed of Postgres changes is closed.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO, startEmulator, type Database, type RunningEmulator } from '@aide/supabase-emulator';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { WebSocket } from 'ws';
import { deploymentBackends, type OpenedDeployment } from '../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../tests/support/postgres.js';
import { TEST_AUTH } from '../../tests/support/test-auth.js';

/** LISTEN on a dedicated connection (a pooled one may be handed to someone else between two queries). */
function listenOn(connectionString: string): NonNullable<Database['listen']> {
  return async (channel: string, onNotify: (payload: string) => void) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    await client.query(`listen ${channel}`);
    return async () => {
      await client.end();
    };
  };
}

/** The emulator's database on a backend: PGlite listens itself, PostgreSQL through a connection of its own. */
function emulatorDb(opened: OpenedDeployment): Database {
  const { jobs } = opened;
  return 'connectionString' in jobs && jobs.connectionString
    ? { ...opened.authDb, listen: listenOn(jobs.connectionString) }
    : opened.authDb;
}

type Order = { id: string; organization_id: string; po_number: string };
type Broadcast = { event: string; payload: { table: string; operation: string; ids: string[] | null } };

const { northwind, contoso } = DEMO.organizations;

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);
const topicOf = (organization: string, table = 'aide_purchase_orders') => `org:${organization}:${table}`;

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(deploymentBackends)('Realtime and Storage on %s', (_name, open) => {
  let opened: OpenedDeployment;
  let emulator: RunningEmulator;
  let keyDir: string;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    opened = await open();
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-api-keys-'));
    emulator = await startEmulator({ db: emulatorDb(opened), port: 0, keyDir, auth: TEST_AUTH });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await emulator?.close();
    await opened?.close();
    if (keyDir) await rm(keyDir, { recursive: true, force: true });
  });

  async function client(user?: keyof typeof DEMO.users): Promise<SupabaseClient> {
    const { createClient } = await import('@supabase/supabase-js');
    const supabase = createClient(emulator.url, emulator.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    clients.push(supabase);
    if (user) {
      const { error } = await supabase.auth.signInWithPassword(DEMO.users[user]);
      if (error) throw error;
    }
    return supabase;
  }

  /** Joins `topic` as the app does (`followTable`): the token on the socket first, then a private channel. */
  async function join(supabase: SupabaseClient, topic: string, { isPrivate = true } = {}) {
    await supabase.realtime.setAuth();
    const received: Broadcast[] = [];
    const statuses: string[] = [];
    const system: string[] = [];
    const channel: RealtimeChannel = supabase
      .channel(topic, { config: { private: isPrivate } })
      .on('broadcast', { event: '*' }, (message: Broadcast) => received.push(message))
      .on('system', {}, (payload: { message: string }) => system.push(payload.message));
    const error = await new Promise<Error | null>((resolve) => {
      channel.subscribe((status, err) => {
        statuses.push(status);
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(null);
        else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) resolve(err ?? new Error(status));
      });
    });
    return { channel, received, statuses, system, error };
  }

  /** Orders written by the API's pool in one statement. */
  const insertOrders = async (organization: string, poNumbers: string[]) =>
    (
      await opened.db.query<Order>(
        `insert into aide_purchase_orders (organization_id, po_number, customer_name, order_date, total)
         select $1, po, 'Live', current_date, 1 from unnest($2::text[]) po
         returning id, organization_id, po_number`,
        [organization, poNumbers],
      )
    ).rows;

  it('publishes no table of the product for Postgres changes', async () => {
    const { rows } = await opened.db.query<{ table: string }>(
      `select tablename as table from pg_publication_tables where pubname = 'supabase_realtime'`,
    );
    expect(rows).toEqual([]);
  });

  it("sends a member their organization's changes, once per statement, and nothing of another's", async () => {
    const [sam, ivy] = await Promise.all([client('sam'), client('ivy')]);
    const [samFeed, ivyFeed] = await Promise.all([
      join(sam, topicOf(northwind)),
      join(ivy, topicOf(contoso)),
    ]);
    expect([samFeed.error, ivyFeed.error]).toEqual([null, null]);

    // An ERP sync's burst: 40 orders of Northwind in one statement, then one of Contoso.
    const burst = await insertOrders(
      northwind,
      Array.from({ length: 40 }, (_, i) => `PG-BURST-${i}`),
    );
    const [own] = await insertOrders(contoso, ['PG-LIVE-C']);
    await until(() => samFeed.received.length > 0 && ivyFeed.received.length > 0);
    // A later statement of Northwind: once it arrived, everything of the earlier ones had.
    const [marker] = await insertOrders(northwind, ['PG-MARKER']);
    await until(() => samFeed.received.length > 1);

    expect(
      samFeed.received.map((m) => [m.event, m.payload.table, m.payload.operation, m.payload.ids]),
    ).toEqual([
      ['change', 'aide_purchase_orders', 'INSERT', burst.map((o) => o.id).sort()],
      ['change', 'aide_purchase_orders', 'INSERT', [marker!.id]],
    ]);
    expect(ivyFeed.received.map((m) => m.payload.ids)).toEqual([[own!.id]]);
    // Nothing of the rows themselves travels: the app refetches what it shows, as the member.
    expect(Object.keys(samFeed.received[0]!.payload).sort()).toEqual(['id', 'ids', 'operation', 'table']);
  });

  it("refuses a member another organization's topic", async () => {
    const sam = await client('sam');
    const refused = await join(sam, topicOf(contoso));
    expect(refused.error?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topicOf(contoso)}`,
    );
    await sam.removeChannel(refused.channel);
  });

  it('gives a client with only the anon key nothing: no private join, no Postgres changes, no public copy', async () => {
    const [anon, sam] = await Promise.all([client(), client('sam')]);
    const privateJoin = await join(anon, topicOf(northwind));
    expect(privateJoin.error?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topicOf(northwind)}`,
    );
    await anon.removeChannel(privateJoin.channel);

    // A public channel of the same name is another channel: the database's messages are private.
    const publicCopy = await join(anon, topicOf(northwind), { isPrivate: false });
    expect(publicCopy.error).toBeNull();
    // Postgres changes of the product's tables: not published any more (and anon may not read them anyway).
    const changes: unknown[] = [];
    const system: Array<{ extension: string; status: string; message: string }> = [];
    anon
      .channel('anon-changes')
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'aide_purchase_orders', filter: `total=gt.0` },
        (payload) => changes.push(payload),
      )
      .on('system', {}, (payload: (typeof system)[0]) => system.push(payload))
      .subscribe();
    await until(() => system.some((s) => s.extension === 'postgres_changes'));
    expect(system).toContainEqual(
      expect.objectContaining({ extension: 'postgres_changes', status: 'error' }),
    );

    const member = await join(sam, topicOf(northwind));
    await insertOrders(northwind, ['PG-ANON-1']);
    await until(() => member.received.length > 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(publicCopy.received).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('keeps a password-only (aal1) member of an organization that requires MFA out', async () => {
    const joinedBefore = await client('ivy');
    const before = await join(joinedBefore, topicOf(contoso));
    expect(before.error).toBeNull();
    await opened.db.query('update aide_organizations set mfa_required = true where id = $1', [contoso]);
    try {
      const ivy = await client('ivy');
      const { data } = await ivy.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(data?.currentLevel).toBe('aal1');
      const refused = await join(ivy, topicOf(contoso));
      expect(refused.error?.message).toBe(
        `Unauthorized: You do not have permissions to read from this Channel topic: ${topicOf(contoso)}`,
      );
      await ivy.removeChannel(refused.channel);

      // A channel joined before the requirement is authorized again with the next token, and ends.
      const { data: refreshed } = await joinedBefore.auth.refreshSession();
      await joinedBefore.realtime.setAuth(refreshed.session!.access_token);
      await until(() => before.statuses.includes(REALTIME_SUBSCRIBE_STATES.CLOSED));
      expect(before.system).toContain(
        `You do not have permissions to read from this Channel topic: ${topicOf(contoso)}`,
      );
      await insertOrders(contoso, ['PG-MFA-1']);
      await new Promise((r) => setTimeout(r, 300));
      expect(before.received).toEqual([]);
    } finally {
      await opened.db.query('update aide_organizations set mfa_required = false where id = $1', [contoso]);
    }
  });
  it("keeps an organization's files to its members, bytes in the database", async () => {
    const [sam, ivy] = await Promise.all([client('sam'), client('ivy')]);
    const file = `${northwind}/live-order.pdf`;
    const upload = await sam.storage
      .from('purchase-orders')
      .upload(file, new Blob(['%PDF-1.4 live'], { type: 'application/pdf' }));
    expect(upload.error).toBeNull();
    expect(await (await sam.storage.from('purchase-orders').download(file)).data!.text()).toBe(
      '%PDF-1.4 live',
    );
    expect((await ivy.storage.from('purchase-orders').download(file)).error).toMatchObject({
      statusCode: '404',
    });
    const { rows } = await opened.db.query<{ n: number }>(
      `select count(*)::int as n from emulator_private.storage_blobs b
         join storage.objects o on o.version = b.version where o.name = $1`,
      [file],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

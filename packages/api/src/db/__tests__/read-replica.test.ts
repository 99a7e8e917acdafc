// Reads on a replica: Debian's PostgreSQL as a primary and a streaming hot standby (pg_basebackup), started
// here. Replay on the standby is paused so it is visibly behind: a member's own import is found at once (the
// session that wrote reads from the primary), the same read a moment later comes from the (stale) replica,
// writes never go there, and the API keeps answering from the primary when the replica is stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applySchema, startEmulator, type RunningEmulator } from '@aide/supabase-emulator';
import pg from 'pg';
import { buildApi } from '../../app.js';
import { DEFAULT_ALLOWED_ORIGINS } from '../../config.js';
import type { Db } from '../db.js';
import { createPgDb } from '../pg-db.js';
import {
  findPostgresBinDir,
  startPostgresCluster,
  type PostgresCluster,
  type PostgresServer,
} from '../postgres-cluster.js';
import { createReplicatedDb } from '../replicated-db.js';
import { listen } from '../../../tests/support/http.js';
import { describeOnPostgres } from '../../../tests/support/postgres.js';
import { USER } from '../../../tests/support/seed.js';
import { sendJson } from '../../../tests/support/send-json.js';
import { signIn } from '../../../tests/support/sign-in.js';
import { TEST_AUTH } from '../../../tests/support/test-auth.js';

const READ_YOUR_WRITES_SECONDS = 1;

describeOnPostgres('reads on a read replica', () => {
  let primary: PostgresCluster;
  let replica: PostgresServer;
  let db: Db;
  let emulator: RunningEmulator;
  let api: ReturnType<typeof buildApi>;
  let apiUrl = '';
  let keyDir = '';
  let sam = '';
  let ivy = '';
  const unavailable: unknown[] = [];

  const onReplica = async (sql: string) => {
    const client = new pg.Client({ connectionString: replica.url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const found = async (search: string, token = sam) => {
    const response = await sendJson('GET', `${apiUrl}/api/customers?search=${search}`, token);
    expect(response.status).toBe(200);
    return (response.body as { total: number }).total;
  };
  const importCustomer = (name: string, email: string) =>
    sendJson('POST', `${apiUrl}/api/upload_client_customers`, sam, {
      file_name: `${email}.csv`,
      rows: [{ row: 2, name, email }],
    });

  beforeAll(async () => {
    primary = await startPostgresCluster(findPostgresBinDir()!);
    const setup = new pg.Client({ connectionString: primary.url });
    await setup.connect();
    await applySchema((sql) => setup.query(sql), { seed: true });
    await setup.end();
    replica = await primary.startReplica();

    const primaryDb = createPgDb({ connectionString: primary.url });
    db = createReplicatedDb(
      primaryDb,
      createPgDb({ connectionString: replica.url, acquireTimeoutMs: 1_000 }),
      {
        onReplicaUnavailable: (error) => unavailable.push(error),
      },
    );
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-api-keys-'));
    emulator = await startEmulator({ db: primaryDb, port: 0, keyDir, auth: TEST_AUTH });
    api = buildApi({
      db,
      supabaseUrl: emulator.url,
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      readReplica: { enabled: true, readYourWritesSeconds: READ_YOUR_WRITES_SECONDS },
    });
    apiUrl = await listen(api);
    sam = await signIn(emulator.url, emulator.anonKey, USER.sam);
    ivy = await signIn(emulator.url, emulator.anonKey, USER.ivy);
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await emulator?.close();
    await db?.close();
    await primary?.stop();
    await rm(keyDir, { recursive: true, force: true });
  });

  it('runs on a standby that streams from the primary', async () => {
    expect((await onReplica('select pg_is_in_recovery() as standby')).rows).toEqual([{ standby: true }]);
  });

  it("shows a member their own import at once, and others' reads come from the replica", async () => {
    await onReplica('select pg_wal_replay_pause()');
    // Writes go to the primary even while the replica stands still.
    expect((await importCustomer('Replica Lag Co', 'buyer@replica-lag.test')).status).toBe(200);
    expect(await found('replica-lag')).toBe(1);

    // Past the read-your-writes window the same read is served by the replica, which has not seen it yet.
    await new Promise((resolve) => setTimeout(resolve, READ_YOUR_WRITES_SECONDS * 1000 + 300));
    expect(await found('replica-lag')).toBe(0);

    await onReplica('select pg_wal_replay_resume()');
    for (let attempt = 0; attempt < 50 && (await found('replica-lag')) === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await found('replica-lag')).toBe(1);
  });

  it('matches stale reconciliation orders on the primary, then reads them there, from a replica route', async () => {
    // The seed's approved orders are all stale until a first read: matching them writes, which the standby
    // refuses, so the route must do it on the primary and read the result from there.
    const page = await sendJson('GET', `${apiUrl}/accounting/reconciliation?page_size=5`, ivy);
    expect(page.status).toBe(200);
    const { summary, items } = page.body as { summary: { orders: number }; items: unknown[] };
    expect(summary.orders).toBeGreaterThan(100);
    expect(items).toHaveLength(5);
    const exceptions = await sendJson('GET', `${apiUrl}/accounting/reconciliation/exceptions`, ivy);
    expect(exceptions.status).toBe(200);
    expect((exceptions.body as { total: number }).total).toBeGreaterThan(0);
  });

  it('keeps answering from the primary when the replica is stopped', async () => {
    await replica.stop();
    expect(await found('replica-lag')).toBe(1);
    expect((await sendJson('GET', `${apiUrl}/api/dashboard`, sam)).status).toBe(200);
    expect(unavailable.length).toBeGreaterThan(0);
  });
});

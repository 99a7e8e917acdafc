// Two API replicas and two job workers on one real PostgreSQL, as production runs them behind a load
// balancer: a write through one is read through the other, a queued email and a scheduled ERP sync run
// exactly once, and a worker killed in the middle of a job loses nothing (the other one retries it).
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type RunningEmulator } from '@aide/supabase-emulator';
import type PgBoss from 'pg-boss';
import { buildApi } from '../app.js';
import type { Db } from '../db/db.js';
import { createPgDb } from '../db/pg-db.js';
import { startJobQueue } from '../jobs/job-queue.js';
import { startJobWorker, type JobWorker, type JobWorkerDeps } from '../jobs/job-worker.js';
import { QUEUE } from '../jobs/queues.js';
import { createTokenCipher } from '../secrets/token-cipher.js';
import { listen } from '../../tests/support/http.js';
import { describeOnPostgres, startTestPostgres, type TestPostgres } from '../../tests/support/postgres.js';
import { ORG, USER } from '../../tests/support/seed.js';
import { sendJson } from '../../tests/support/send-json.js';
import { signIn } from '../../tests/support/sign-in.js';
import { TEST_AUTH } from '../../tests/support/test-auth.js';

/** A fake Nylas send endpoint that can hold the next request open (a send in flight when a worker dies). */
async function startFakeNylas() {
  const delivered: string[] = [];
  const held: ServerResponse[] = [];
  let holdNext = false;
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      if (holdNext) {
        holdNext = false;
        held.push(response);
        return;
      }
      delivered.push((JSON.parse(text) as { subject: string }).subject);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"id":"m"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    holdNextRequest: () => (holdNext = true),
    heldCount: () => held.length,
    /** What a dead process's connection looks like from the provider: gone, nothing sent. */
    dropHeld: () => held.splice(0).forEach((response) => response.socket?.destroy()),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

const until = async (what: string, check: () => Promise<boolean> | boolean, seconds = 60) => {
  for (const started = Date.now(); Date.now() - started < seconds * 1000;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

interface Replica {
  db: Db;
  jobs: PgBoss;
  worker: JobWorker;
  url: string;
  close(): Promise<void>;
}

describeOnPostgres('two API replicas and two workers on one PostgreSQL', () => {
  let server: TestPostgres;
  let emulator: RunningEmulator;
  let authDb: Db;
  let nylas: Awaited<ReturnType<typeof startFakeNylas>>;
  const replicas: Replica[] = [];
  const cipher = createTokenCipher(randomBytes(32)); // one TOKEN_ENCRYPTION_KEY for every replica
  let sam = '';
  let ivy = '';

  const workerDeps = (db: Db): JobWorkerDeps => ({
    db,
    mail: { outbox: null, nylas: { clientId: 'c', apiKey: 'k', apiUri: nylas.url }, cipher },
    erp: { db, cipher, merge: null },
    authAdmin: null,
    pollingIntervalSeconds: 0.5,
  });

  async function startReplica(): Promise<Replica> {
    const db = createPgDb({ connectionString: server.url, max: 4 });
    const jobs = await startJobQueue({ connectionString: server.url, poolSize: 2 }, () => undefined);
    const worker = await startJobWorker(jobs, workerDeps(db));
    const api = buildApi({
      db,
      jobs,
      supabaseUrl: emulator.url,
      allowedOrigins: [],
      tokenCipher: cipher,
      nylas: { clientId: 'c', apiKey: 'k', apiUri: nylas.url },
    });
    return {
      db,
      jobs,
      worker,
      url: await listen(api),
      async close() {
        await api.close();
        await worker.stop();
        await jobs.stop({ graceful: false, wait: true, timeout: 1000 });
        await db.close();
      },
    };
  }

  beforeAll(async () => {
    server = await startTestPostgres();
    nylas = await startFakeNylas();
    authDb = createPgDb({ connectionString: server.url, max: 2 });
    emulator = await startEmulator({ db: authDb, port: 0, auth: TEST_AUTH });
    replicas.push(await startReplica(), await startReplica());
    sam = await signIn(emulator.url, emulator.anonKey, USER.sam);
    ivy = await signIn(emulator.url, emulator.anonKey, USER.ivy);
    await authDb.query(
      `insert into public.ai_employees (user_id, email, email_token_encrypted, email_token_type, organization_id)
       values ($1, 'aide@northwind.test', $2, 'Google', $3)`,
      [USER.sam.id, cipher.encrypt('grant-sam'), ORG.northwind],
    );
  }, 120_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.close().catch(() => undefined);
    await emulator?.close();
    await authDb?.close();
    await nylas?.close();
    await server?.stop();
  });

  const [first, second] = [0, 1];
  const sendItemsEmail = (replica: number, subject: string) =>
    sendJson('POST', `${replicas[replica]!.url}/api/send-preselected-items-email`, sam, {
      mode: 'send',
      customer_id: '50000000-0000-4000-8000-000000000001',
      items: [{ product_id: '60000000-0000-4000-8000-000000000001' }],
      subject,
      body: 'Hello',
    });
  const emailState = async (subject: string) => {
    const { rows } = await authDb.query<{ status: string; attempts: number }>(
      'select status, attempts from public.aide_outreach_emails where subject = $1',
      [subject],
    );
    return rows[0];
  };

  it('reads through one replica what was written through the other', async () => {
    const upload = await sendJson('POST', `${replicas[first]!.url}/api/upload_client_customers`, sam, {
      file_name: 'replicas.csv',
      rows: [{ row: 2, name: 'Replica Reader', email: 'reader@replicas.test' }],
    });
    expect(upload.status).toBe(200);
    const list = await sendJson('GET', `${replicas[second]!.url}/api/customers?search=Replica%20Reader`, sam);
    expect((list.body as { items: { email: string }[] }).items.map((item) => item.email)).toEqual([
      'reader@replicas.test',
    ]);
  });

  it('sends a queued email exactly once with both workers polling', async () => {
    expect((await sendItemsEmail(first, 'Exactly once')).status).toBe(202);
    await until('the email to be sent', async () => (await emailState('Exactly once'))?.status === 'sent');
    // Both workers keep polling a while longer: still one delivery, one attempt.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(nylas.delivered.filter((subject) => subject === 'Exactly once')).toHaveLength(1);
    expect(await emailState('Exactly once')).toEqual({ status: 'sent', attempts: 1 });
  });

  it('runs a scheduled ERP sync once, even when both replicas scan for due connections', async () => {
    const { rows } = await authDb.query<{ id: string }>(
      `insert into public.erp_connections (organization_id, user_id, system_type, connection_name, is_connected,
         credentials_encrypted, sync_frequency)
       values ($1, $2, 'netsuite', 'Scheduled ERP', true, $3, 'daily') returning id`,
      [ORG.contoso, USER.ivy.id, cipher.encrypt(JSON.stringify({ provider: 'sandbox' }))],
    );
    const connectionId = rows[0]!.id;
    // The hourly scan fires on both replicas at once (as two schedulers could).
    await Promise.all(replicas.map((replica) => replica.jobs.send(QUEUE.erpSyncDue, {})));
    const runs = async () =>
      (
        await authDb.query<{ trigger: string; status: string }>(
          'select trigger, status from public.erp_sync_runs where erp_connection_id = $1',
          [connectionId],
        )
      ).rows;
    await until('the scheduled sync to finish', async () =>
      (await runs()).some((run) => run.status !== 'running'),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await runs()).toEqual([{ trigger: 'schedule', status: 'succeeded' }]);
    // And the sync history the inbound app shows lists it.
    const history = await sendJson(
      'GET',
      `${replicas[second]!.url}/integrations/erp/sync-runs?connection_id=${connectionId}`,
      ivy,
    );
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain('"trigger":"schedule"');
  });

  it('loses nothing when a worker dies in the middle of sending: the other one retries it', async () => {
    // Only the first replica works emails, so it is the one that takes this email and dies with it.
    await replicas[second]!.worker.stop();
    nylas.holdNextRequest();
    expect((await sendItemsEmail(first, 'Survives a crash')).status).toBe(202);
    await until('the first worker to be sending', () => nylas.heldCount() === 1);
    expect(await emailState('Survives a crash')).toEqual({ status: 'sending', attempts: 1 });

    await replicas[first]!.jobs.stop({ graceful: false, wait: true, timeout: 1000 });
    nylas.dropHeld();
    replicas[second]!.worker = await startJobWorker(replicas[second]!.jobs, workerDeps(replicas[second]!.db));

    await until(
      'the retry to send it',
      async () => (await emailState('Survives a crash'))?.status === 'sent',
      90,
    );
    expect(nylas.delivered.filter((subject) => subject === 'Survives a crash')).toHaveLength(1);
    expect((await emailState('Survives a crash'))?.attempts).toBe(2);
  }, 120_000);
});

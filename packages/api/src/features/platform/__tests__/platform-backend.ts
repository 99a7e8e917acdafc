// The API with a job worker, on each database, with the database itself in hand: the platform suites look at
// what a deletion leaves behind in every table, and the invitation and export jobs must run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { generateSync } from 'otplib';
import type PgBoss from 'pg-boss';
import { DEMO, startEmulator, type RunningEmulator } from '@aide/supabase-emulator';
import { buildApi } from '../../../app.js';
import { DEFAULT_ALLOWED_ORIGINS } from '../../../config.js';
import type { Db } from '../../../db/db.js';
import { jobQueriesSettled, startJobQueue } from '../../../jobs/job-queue.js';
import { startJobWorker, type JobWorkerDeps } from '../../../jobs/job-worker.js';
import type { StartedApi } from '../../../../tests/support/api-suite.js';
import { deploymentBackends, type OpenedDeployment } from '../../../../tests/support/databases.js';
import { listen } from '../../../../tests/support/http.js';
import { TEST_AUTH } from '../../../../tests/support/test-auth.js';

export interface PlatformApi extends StartedApi {
  db: Db;
  serviceRoleKey: string;
  jobs: PgBoss;
}

/** What a suite adds to the job worker (its mailers, mail intake), given the emulator it runs against. */
export type WorkerExtras = (
  opened: OpenedDeployment,
  emulator: RunningEmulator,
) => Partial<Pick<JobWorkerDeps, 'mail' | 'mailIntake'>>;

/** The API, the emulator and a job worker on an opened deployment; close() stops them and closes it. */
export async function startPlatformApi(
  opened: OpenedDeployment,
  extras: WorkerExtras = () => ({}),
): Promise<PlatformApi> {
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-platform-keys-'));
  const emulator = await startEmulator({ db: opened.authDb, port: 0, keyDir, auth: TEST_AUTH });
  const jobs = await startJobQueue(opened.jobs, () => undefined);
  const worker = await startJobWorker(jobs, {
    db: opened.db,
    mail: { outbox: null, nylas: null, cipher: null },
    authAdmin: { supabaseUrl: emulator.url, serviceRoleKey: emulator.serviceRoleKey },
    erp: null,
    pollingIntervalSeconds: 0.5,
    ...extras(opened, emulator),
  });
  const api = buildApi({
    db: opened.db,
    supabaseUrl: emulator.url,
    allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
    storageApiKey: emulator.anonKey,
    storageServiceRoleKey: emulator.serviceRoleKey,
    jobs,
  });
  const apiUrl = await listen(api);
  return {
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    serviceRoleKey: emulator.serviceRoleKey,
    db: opened.db,
    jobs,
    async close() {
      await api.close();
      await worker.stop();
      await jobs.stop({ graceful: true, wait: true, timeout: 10_000 });
      await jobQueriesSettled(jobs);
      await emulator.close();
      await opened.close();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

type Backend = [name: string, start: () => Promise<PlatformApi>];

export const platformBackends: Backend[] = deploymentBackends.map(([name, open]) => [
  name,
  async () => startPlatformApi(await open()),
]);

export const browserClient = (api: Pick<StartedApi, 'supabaseUrl' | 'anonKey'>) =>
  createClient(api.supabaseUrl, api.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: class {} as never },
  });

/** The demo operator signed in with the password and the demo authenticator's code: an aal2 access token. */
export async function signInOperator(api: StartedApi): Promise<string> {
  const client = browserClient(api);
  const signedIn = await client.auth.signInWithPassword(DEMO.users.ops);
  if (signedIn.error) throw signedIn.error;
  const { data: factors } = await client.auth.mfa.listFactors();
  const factor = factors?.totp[0];
  if (!factor) throw new Error('the demo operator has no authenticator');
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: generateSync({ secret: DEMO.opsTotpSecret }),
  });
  if (verified.error) throw verified.error;
  return verified.data.access_token;
}

/** The invitation email the auth server sent to `email` (the emulator's outbox), waiting for the job. */
export async function invitationTo(
  api: StartedApi,
  email: string,
): Promise<{ link: string; subject: string }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${api.supabaseUrl}/outbox/messages?to=${encodeURIComponent(email)}`);
    const [message] = (await response.json()) as { link: string; subject: string }[];
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation reached ${email}`);
}

/** Every table of every schema with an organization_id column, and how many rows it holds of `organization`. */
export async function rowsLeftOf(db: Db, organization: string): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(`
    select format('%I.%I', c.table_schema, c.table_name) as name
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
     where c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
       and c.table_schema not in ('pg_catalog', 'information_schema')
     order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${name} where organization_id = $1`,
      [organization],
    );
    counts[name] = rows[0]!.n;
  }
  return counts;
}

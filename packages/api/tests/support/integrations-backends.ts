// The API with token encryption (and optionally Nylas) on both databases, exposing the API's own database
// handle and cipher so the integrations suites can look at what was stored and forge expired states.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import type PgBoss from 'pg-boss';
import path from 'node:path';
import { startEmulator } from '@aide/supabase-emulator';
import { buildApi } from '../../src/app.js';
import { DEFAULT_ALLOWED_ORIGINS, type MergeConfig, type NylasConfig } from '../../src/config.js';
import type { Db } from '../../src/db/db.js';
import { jobQueriesSettled, startJobQueue } from '../../src/jobs/job-queue.js';
import { startJobWorker } from '../../src/jobs/job-worker.js';
import { createTokenCipher, type TokenCipher } from '../../src/secrets/token-cipher.js';
import type { StartedApi } from './api-suite.js';
import { deploymentBackends, type OpenedDeployment } from './databases.js';
import { listen } from './http.js';
import { TEST_AUTH } from './test-auth.js';

export interface IntegrationsApi extends StartedApi {
  /** The API's database as its owner role (to inspect stored rows). */
  db: Db;
  cipher: TokenCipher;
  /** The job queue its worker runs (outreach emails, scheduled syncs). */
  jobs: PgBoss;
}

export interface IntegrationsApiOptions {
  nylas?: NylasConfig | null;
  /** Merge for the ERP routes; absent = sandbox mode. */
  merge?: MergeConfig | null;
  /** false = no TOKEN_ENCRYPTION_KEY (the routes that need it answer 503). */
  withCipher?: boolean;
}

async function startIntegrationsApi(
  databases: OpenedDeployment,
  options: IntegrationsApiOptions,
): Promise<IntegrationsApi> {
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-integrations-'));
  const emulator = await startEmulator({ db: databases.authDb, port: 0, keyDir, auth: TEST_AUTH });
  const cipher = createTokenCipher(randomBytes(32));
  const jobs = await startJobQueue(databases.jobs, (error) => console.error('jobs:', error.message));
  const withCipher = options.withCipher === false ? null : cipher;
  const worker = await startJobWorker(jobs, {
    db: databases.db,
    mail: { outbox: null, nylas: options.nylas ?? null, cipher: withCipher },
    erp: withCipher && { db: databases.db, cipher: withCipher, merge: options.merge ?? null },
    authAdmin: null,
    pollingIntervalSeconds: 0.5,
  });
  const api = buildApi({
    jobs,
    db: databases.db,
    supabaseUrl: emulator.url,
    allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
    tokenCipher: withCipher,
    nylas: options.nylas ?? null,
    merge: options.merge ?? null,
  });
  const apiUrl = await listen(api);
  return {
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    db: databases.db,
    cipher,
    jobs,
    async close() {
      // The two servers, then the jobs in hand, then (no pg-boss statement still waiting on it, as the
      // embedded backend makes sure too) the database.
      await Promise.all([api.close(), emulator.close()]);
      await worker.stop();
      await jobs.stop({ graceful: true, wait: true, timeout: 5_000 });
      await jobQueriesSettled(jobs);
      await databases.close();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

type Backend = [name: string, start: (options?: IntegrationsApiOptions) => Promise<IntegrationsApi>];

/** The API with the job worker on deploymentBackends' databases (PGlite, and PostgreSQL when available). */
export const integrationsBackends: Backend[] = deploymentBackends.map(([name, open]) => [
  name,
  async (options = {}) => startIntegrationsApi(await open(), options),
]);

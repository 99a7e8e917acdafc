// The API with token encryption (and optionally Nylas) on both databases, exposing the API's own database
// handle and cipher so the integrations suites can look at what was stored and forge expired states.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import type PgBoss from 'pg-boss';
import path from 'node:path';
import { openDatabase, startEmulator, type Database } from '@aide/supabase-emulator';
import { buildApi } from '../../src/app.js';
import { DEFAULT_ALLOWED_ORIGINS, type MergeConfig, type NylasConfig } from '../../src/config.js';
import type { Db } from '../../src/db/db.js';
import { createPgDb } from '../../src/db/pg-db.js';
import { createPgliteDb } from '../../src/db/pglite-db.js';
import { startJobQueue, type JobDatabase } from '../../src/jobs/job-queue.js';
import { startJobWorker } from '../../src/jobs/job-worker.js';
import { createTokenCipher, type TokenCipher } from '../../src/secrets/token-cipher.js';
import { listen } from './http.js';
import { TEST_AUTH } from './test-auth.js';
import { postgresAvailable, startTestPostgres } from './postgres.js';

export interface IntegrationsApi {
  apiUrl: string;
  supabaseUrl: string;
  anonKey: string;
  /** The API's database as its owner role (to inspect stored rows). */
  db: Db;
  cipher: TokenCipher;
  /** The job queue its worker runs (outreach emails, scheduled syncs). */
  jobs: PgBoss;
  close(): Promise<void>;
}

export interface IntegrationsApiOptions {
  nylas?: NylasConfig | null;
  /** Merge for the ERP routes; absent = sandbox mode. */
  merge?: MergeConfig | null;
  /** false = no TOKEN_ENCRYPTION_KEY (the routes that need it answer 503). */
  withCipher?: boolean;
}

/** Where the API keeps its rows: the emulator's own PGlite, or a separate real PostgreSQL server. */
interface Databases {
  /** Where the auth server keeps users and sessions. */
  auth: Database;
  db: Db;
  /** Where the job queue lives: the same database. */
  jobs: JobDatabase;
  close(): Promise<void>;
}

async function pgliteDatabases(): Promise<Databases> {
  const auth = await openDatabase();
  return { auth, db: createPgliteDb(auth), jobs: { pglite: auth }, close: () => auth.close() };
}

async function postgresDatabases(): Promise<Databases> {
  const server = await startTestPostgres();
  const db = createPgDb({ connectionString: server.url });
  // The auth server on the same database, as on a hosted project.
  return {
    auth: db,
    db,
    jobs: { connectionString: server.url, poolSize: 2 },
    async close() {
      await db.close();
      await server.stop();
    },
  };
}

async function startIntegrationsApi(
  databases: Databases,
  options: IntegrationsApiOptions,
): Promise<IntegrationsApi> {
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-integrations-'));
  const emulator = await startEmulator({ db: databases.auth, port: 0, keyDir, auth: TEST_AUTH });
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
      await api.close();
      await worker.stop();
      await jobs.stop({ graceful: true, wait: true, timeout: 5_000 });
      await emulator.close();
      await databases.close();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

type Backend = [name: string, start: (options?: IntegrationsApiOptions) => Promise<IntegrationsApi>];

export const integrationsBackends: Backend[] = [
  ['PGlite', async (options = {}) => startIntegrationsApi(await pgliteDatabases(), options)],
  ...(postgresAvailable
    ? [
        [
          'PostgreSQL',
          async (options = {}) => startIntegrationsApi(await postgresDatabases(), options),
        ] as Backend,
      ]
    : []),
];

import { openDatabase, type Database } from '@aide/supabase-emulator';
import { createPgDb } from '../../src/db/pg-db.js';
import { createPgliteDb } from '../../src/db/pglite-db.js';
import type { Db } from '../../src/db/db.js';
import type { JobDatabase } from '../../src/jobs/job-queue.js';
import { postgresAvailable, startTestPostgres } from './postgres.js';
import { suiteFixture } from './suite-fixture.js';

export interface OpenedDb {
  db: Db;
  close(): Promise<void>;
}

/** The API's database and the auth emulator's handle on the same data: replicas of one deployment. */
export interface OpenedDeployment extends OpenedDb {
  authDb: Database;
  /** Where a job queue on the same database connects. */
  jobs: JobDatabase;
}

/** The embedded database, in memory, migrated and seeded. */
export async function openPgliteDb(): Promise<OpenedDeployment> {
  const authDb = await openDatabase();
  return { db: createPgliteDb(authDb), authDb, jobs: { pglite: authDb }, close: () => authDb.close() };
}

/** A pool of `max` connections on a test server; the auth emulator shares it. */
async function openPostgres(max?: number): Promise<OpenedDeployment> {
  const server = await startTestPostgres();
  const db = createPgDb({ connectionString: server.url, max });
  return {
    db,
    authDb: db,
    jobs: { connectionString: server.url, poolSize: 2 },
    async close() {
      await db.close();
      await server.stop();
    },
  };
}

type Backend<T> = [name: string, open: () => Promise<T>];

const onPostgresToo = <T>(pglite: () => Promise<T>, postgres: () => Promise<T>): Backend<T>[] => [
  ['PGlite', pglite],
  ...(postgresAvailable ? [['PostgreSQL', postgres] as Backend<T>] : []),
];

/**
 * The database backends every suite runs on: PGlite always, PostgreSQL when one is available (one connection,
 * so a test can observe what a finished transaction leaves behind on it).
 */
export const databaseBackends: Backend<OpenedDb>[] = onPostgresToo(openPgliteDb, () => openPostgres(1));

/** Several API replicas and the emulator on one database: PGlite always, PostgreSQL (one pool) when available. */
export const deploymentBackends: Backend<OpenedDeployment>[] = onPostgresToo(openPgliteDb, () =>
  openPostgres(),
);

/**
 * A suite's database (one of databaseBackends' openers): opened before the enclosing describe's tests and
 * closed after them; usable in tests and hooks.
 */
export function databaseSuite(open: () => Promise<OpenedDb>, timeout?: number): Db {
  const opened = suiteFixture(open, timeout);
  return {
    query: (sql, params) => opened.db.query(sql, params),
    transaction: (fn) => opened.db.transaction(fn),
    close: () => opened.close(),
  };
}

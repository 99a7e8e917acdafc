import { openDatabase, type Database } from '@aide/supabase-emulator';
import { createPgDb } from '../../src/db/pg-db.js';
import { createPgliteDb } from '../../src/db/pglite-db.js';
import type { Db } from '../../src/db/db.js';
import { postgresAvailable, startTestPostgres } from './postgres.js';

export interface OpenedDb {
  db: Db;
  close(): Promise<void>;
}

export async function openPgliteDb(): Promise<OpenedDb> {
  const pglite = await openDatabase();
  return { db: createPgliteDb(pglite), close: () => pglite.close() };
}

/** One connection, so a test can observe what a finished transaction leaves behind on it. */
export async function openPostgresDb(): Promise<OpenedDb> {
  const server = await startTestPostgres();
  const db = createPgDb({ connectionString: server.url, max: 1 });
  return {
    db,
    async close() {
      await db.close();
      await server.stop();
    },
  };
}

type Backend = [name: string, open: () => Promise<OpenedDb>];

/** The database backends every suite runs on: PGlite always, PostgreSQL when one is available. */
export const databaseBackends: Backend[] = [
  ['PGlite', openPgliteDb],
  ...(postgresAvailable ? [['PostgreSQL', openPostgresDb] as Backend] : []),
];

/** The API's database and the auth emulator's handle on the same data: replicas of one deployment. */
export interface OpenedDeployment extends OpenedDb {
  authDb: Database;
}

type DeploymentBackend = [name: string, open: () => Promise<OpenedDeployment>];

/** Several API replicas and the emulator on one database: PGlite always, PostgreSQL (one pool) when available. */
export const deploymentBackends: DeploymentBackend[] = [
  [
    'PGlite',
    async () => {
      const authDb = await openDatabase();
      return { db: createPgliteDb(authDb), authDb, close: () => authDb.close() };
    },
  ],
  ...(postgresAvailable
    ? [
        [
          'PostgreSQL',
          async () => {
            const server = await startTestPostgres();
            const db = createPgDb({ connectionString: server.url });
            return {
              db,
              authDb: db,
              async close() {
                await db.close();
                await server.stop();
              },
            };
          },
        ] as DeploymentBackend,
      ]
    : []),
];

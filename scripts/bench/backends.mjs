// The in-process backends the server-side rows run on: the emulator and the API on one PGlite (the embedded
// default), or the API and the emulator on a throwaway Debian PostgreSQL cluster, migrated and seeded (the
// production shape: auth sessions and data in one database, as on a hosted project).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildApi,
  createPgDb,
  createPgliteDb,
  createTokenCipher,
  findPostgresBinDir,
  startPostgresCluster,
} from '@aide/api';
import { applySchema, openDatabase, startEmulator } from '@aide/supabase-emulator';
import { AUTOMATION_AUTH } from '../local-stack.mjs';

export const postgresAvailable = () => findPostgresBinDir() !== null;

async function migratedPostgres() {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  const cluster = await startPostgresCluster(binDir);
  const db = createPgDb({ connectionString: cluster.url });
  try {
    await applySchema((sql) => db.query(sql), { seed: true });
    return { cluster, db };
  } catch (error) {
    await db.close();
    await cluster.stop();
    throw error;
  }
}

/**
 * The embedded database as `pnpm start` opens it: on disk (a new data directory, so the seeded demo data of a
 * first start), here in a temporary directory removed on close.
 */
async function onDiskPglite() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aide-bench-db-'));
  const database = await openDatabase({ dataDir });
  return {
    database,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {'pglite' | 'pglite-disk' | 'postgres'} kind pglite: in memory (tests, the other bench rows);
 *   pglite-disk: on disk, as `pnpm start` uses it
 * @returns {Promise<{ kind: string, apiUrl: string, supabaseUrl: string, anonKey: string, db: import('@aide/api').Db, close(): Promise<void> }>}
 */
export async function startBenchBackend(kind) {
  const postgres = kind === 'postgres' ? await migratedPostgres() : null;
  const onDisk = kind === 'pglite-disk' ? await onDiskPglite() : null;
  const pglite = postgres ? null : (onDisk?.database ?? (await openDatabase()));
  const db = postgres ? postgres.db : createPgliteDb(pglite);
  const emulator = await startEmulator({
    db: postgres ? postgres.db : pglite,
    port: 0,
    auth: AUTOMATION_AUTH,
  });
  const api = buildApi({
    db,
    supabaseUrl: emulator.url,
    allowedOrigins: [],
    tokenCipher: createTokenCipher(randomBytes(32)),
  });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  return {
    kind,
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    db,
    async close() {
      await api.close();
      await emulator.close();
      if (postgres) {
        await db.close();
        await postgres.cluster.stop();
      }
      if (onDisk) await onDisk.close();
      else await pglite?.close();
    },
  };
}

/** A member's access token from the emulator's password grant. */
export async function signInToken(backend, user) {
  const response = await fetch(`${backend.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`Bench sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

export const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
export const p95 = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];

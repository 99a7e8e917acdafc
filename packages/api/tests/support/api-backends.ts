import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '@aide/supabase-emulator';
import { buildApi } from '../../src/app.js';
import { DEFAULT_ALLOWED_ORIGINS } from '../../src/config.js';
import { createPgDb } from '../../src/db/pg-db.js';
import { startLocalBackend } from '../../src/local-backend.js';
import type { StartedApi } from './api-suite.js';
import { listen } from './http.js';
import { TEST_AUTH } from './test-auth.js';
import { postgresAvailable, startTestPostgres } from './postgres.js';

export interface RunningApi extends StartedApi {
  /** Where the emulator keeps its signing key (tests sign expired tokens with it). */
  keyDir: string;
  /** The PostgreSQL server's URL (PostgreSQL backend only), for tests that set up their own objects. */
  databaseUrl?: string;
}

const tempKeyDir = () => mkdtemp(path.join(os.tmpdir(), 'aide-api-keys-'));

/** The embedded default exactly as `pnpm start` runs it (in memory, free ports). */
async function onPglite(): Promise<RunningApi> {
  const keyDir = await tempKeyDir();
  const backend = await startLocalBackend({
    keyDir,
    emulatorPort: 0,
    apiPort: 0,
    auth: TEST_AUTH,
    jobPollingSeconds: 0.5,
  });
  return {
    ...backend,
    keyDir,
    async close() {
      await backend.close();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

/**
 * The production shape: the API on real PostgreSQL, with the auth server on the same database (sessions,
 * users and data in one place, as on a hosted project).
 */
async function onPostgres(): Promise<RunningApi> {
  const server = await startTestPostgres();
  const keyDir = await tempKeyDir();
  const db = createPgDb({ connectionString: server.url });
  const emulator = await startEmulator({ db, port: 0, keyDir, auth: TEST_AUTH });
  // localAnalytics as on the embedded backend, so the analytics suite can read captured events back here too.
  const api = buildApi({
    db,
    supabaseUrl: emulator.url,
    allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
    localAnalytics: true,
    storageApiKey: emulator.anonKey,
    storageServiceRoleKey: emulator.serviceRoleKey,
  });
  const apiUrl = await listen(api);
  return {
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    keyDir,
    databaseUrl: server.url,
    async close() {
      await api.close();
      await db.close();
      await emulator.close();
      await server.stop();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

type Backend = [name: string, start: () => Promise<RunningApi>];

export const apiBackends: Backend[] = [
  ['PGlite', onPglite],
  ...(postgresAvailable ? [['PostgreSQL', onPostgres] as Backend] : []),
];

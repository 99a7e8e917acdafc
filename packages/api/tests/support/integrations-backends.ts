// The API with token encryption (and optionally Nylas) on both databases, exposing the API's own database
// handle and cipher so the integrations suites can look at what was stored and forge expired states.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, startEmulator } from '@aide/supabase-emulator';
import { buildApi } from '../../src/app.js';
import { DEFAULT_ALLOWED_ORIGINS, type NylasConfig } from '../../src/config.js';
import type { Db } from '../../src/db/db.js';
import { createPgDb } from '../../src/db/pg-db.js';
import { createPgliteDb } from '../../src/db/pglite-db.js';
import { createTokenCipher, type TokenCipher } from '../../src/secrets/token-cipher.js';
import { listen } from './http.js';
import { postgresAvailable, startTestPostgres } from './postgres.js';

export interface IntegrationsApi {
  apiUrl: string;
  supabaseUrl: string;
  anonKey: string;
  /** The API's database as its owner role (to inspect stored rows). */
  db: Db;
  cipher: TokenCipher;
  close(): Promise<void>;
}

export interface IntegrationsApiOptions {
  nylas?: NylasConfig | null;
}

async function onPglite(options: IntegrationsApiOptions): Promise<IntegrationsApi> {
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-integrations-'));
  const database = await openDatabase();
  const emulator = await startEmulator({ db: database, port: 0, keyDir });
  const db = createPgliteDb(database);
  const cipher = createTokenCipher(randomBytes(32));
  const api = buildApi({
    db,
    supabaseUrl: emulator.url,
    allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
    tokenCipher: cipher,
    nylas: options.nylas ?? null,
  });
  const apiUrl = await listen(api);
  return {
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    db,
    cipher,
    async close() {
      await api.close();
      await emulator.close();
      await database.close();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

async function onPostgres(options: IntegrationsApiOptions): Promise<IntegrationsApi> {
  const server = await startTestPostgres();
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-integrations-'));
  const authDb = await openDatabase();
  const emulator = await startEmulator({ db: authDb, port: 0, keyDir });
  const db = createPgDb({ connectionString: server.url });
  const cipher = createTokenCipher(randomBytes(32));
  const api = buildApi({
    db,
    supabaseUrl: emulator.url,
    allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
    tokenCipher: cipher,
    nylas: options.nylas ?? null,
  });
  const apiUrl = await listen(api);
  return {
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    db,
    cipher,
    async close() {
      await api.close();
      await db.close();
      await emulator.close();
      await authDb.close();
      await server.stop();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

type Backend = [name: string, start: (options?: IntegrationsApiOptions) => Promise<IntegrationsApi>];

export const integrationsBackends: Backend[] = [
  ['PGlite', (options = {}) => onPglite(options)],
  ...(postgresAvailable ? [['PostgreSQL', (options = {}) => onPostgres(options)] as Backend] : []),
];

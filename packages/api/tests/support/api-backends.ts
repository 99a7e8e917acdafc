import { openDatabase, startEmulator } from '@aide/supabase-emulator';
import { buildApi } from '../../src/app.js';
import { DEFAULT_ALLOWED_ORIGINS } from '../../src/config.js';
import { createPgDb } from '../../src/db/pg-db.js';
import { startLocalBackend } from '../../src/local-backend.js';
import { listen } from './http.js';
import { postgresAvailable, startTestPostgres } from './postgres.js';

export interface RunningApi {
  apiUrl: string;
  /** The auth server that issues the tokens the API accepts. */
  supabaseUrl: string;
  anonKey: string;
  close(): Promise<void>;
}

/** The embedded default exactly as `pnpm start` runs it (in memory, free ports). */
const onPglite = (): Promise<RunningApi> => startLocalBackend({ emulatorPort: 0, apiPort: 0, host: '127.0.0.1' });

/**
 * The production shape: the API on real PostgreSQL. Tokens still come from the emulator (on its own PGlite);
 * both databases hold the same seed with the same ids, and the token's `sub` is all the API relies on.
 */
async function onPostgres(): Promise<RunningApi> {
  const server = await startTestPostgres();
  const authDb = await openDatabase();
  const emulator = await startEmulator({ db: authDb, port: 0, host: '127.0.0.1' });
  const db = createPgDb({ connectionString: server.url });
  const api = buildApi({ db, supabaseUrl: emulator.url, allowedOrigins: DEFAULT_ALLOWED_ORIGINS });
  const apiUrl = await listen(api);
  return {
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    async close() {
      await api.close();
      await db.close();
      await emulator.close();
      await authDb.close();
      await server.stop();
    },
  };
}

type Backend = [name: string, start: () => Promise<RunningApi>];

export const apiBackends: Backend[] = [
  ['PGlite', onPglite],
  ...(postgresAvailable ? [['PostgreSQL', onPostgres] as Backend] : []),
];

import type { RunningApi } from './api-backends.js';
import { USER } from './seed.js';
import { signIn } from './sign-in.js';

export type SeedUserName = keyof typeof USER;

export interface ApiSuite<K extends SeedUserName> {
  /** The running API: its properties are read from the instance beforeAll started. */
  api: RunningApi;
  /** The named seed users' access tokens, signed in once for the suite. */
  tokens: Record<K, string>;
}

/**
 * One line for a suite's set-up: starts the API (one of apiBackends' starters) before the enclosing describe's
 * tests, signs the named seed users in and closes the API after them.
 */
export function apiSuite<K extends SeedUserName>(
  start: () => Promise<RunningApi>,
  users: readonly K[] = [],
): ApiSuite<K> {
  let running: RunningApi | undefined;
  const current = () => {
    if (!running) throw new Error('The API starts in beforeAll: use it inside a test or a hook.');
    return running;
  };
  const api: RunningApi = {
    get apiUrl() {
      return current().apiUrl;
    },
    get supabaseUrl() {
      return current().supabaseUrl;
    },
    get anonKey() {
      return current().anonKey;
    },
    get keyDir() {
      return current().keyDir;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    close: () => current().close(),
  };
  const tokens = Object.fromEntries(users.map((user) => [user, ''])) as Record<K, string>;
  beforeAll(async () => {
    running = await start();
    for (const user of users) tokens[user] = await signIn(running.supabaseUrl, running.anonKey, USER[user]);
  }, 60_000);
  afterAll(() => running?.close());
  return { api, tokens };
}

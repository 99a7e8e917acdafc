import { USER } from './seed.js';
import { signIn } from './sign-in.js';
import { suiteFixture } from './suite-fixture.js';

export type SeedUserName = keyof typeof USER;

/** What a suite needs of a started API (apiBackends', integrationsBackends', replicas'): where it answers. */
export interface StartedApi {
  apiUrl: string;
  /** The auth server that issues the tokens the API accepts. */
  supabaseUrl: string;
  anonKey: string;
  close(): Promise<void>;
}

export interface ApiSuite<A extends StartedApi, K extends SeedUserName> {
  /** The running API: its properties are read from the instance beforeAll started. */
  api: A;
  /** The named seed users' access tokens, signed in once for the suite. */
  tokens: Record<K, string>;
}

/**
 * One line for a suite's set-up: starts the API (one of apiBackends' or integrationsBackends' starters, or
 * any other) before the enclosing describe's tests, signs the named seed users in and closes the API after
 * them.
 */
export function apiSuite<A extends StartedApi, K extends SeedUserName = never>(
  start: () => Promise<A>,
  users: readonly K[] = [],
): ApiSuite<A, K> {
  const api = suiteFixture(start);
  const tokens = Object.fromEntries(users.map((user) => [user, ''])) as Record<K, string>;
  beforeAll(async () => {
    for (const user of users) tokens[user] = await signIn(api.supabaseUrl, api.anonKey, USER[user]);
  }, 60_000);
  return { api, tokens };
}

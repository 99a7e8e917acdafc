import type { RuntimeConfig } from '../config/runtime-config';

/**
 * Where supabase-js keeps the session (its own default key, spelled out). The login route's auth client and
 * the app's one Supabase client must agree on it, so a session started on /login is the app's session.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Auth settings both clients share: PKCE (OAuth and email links return a code), session in localStorage. */
export function authSettings(config: Pick<RuntimeConfig, 'supabaseUrl'>) {
  return {
    flowType: 'pkce',
    persistSession: true,
    storageKey: authStorageKey(config.supabaseUrl),
    storage: globalThis.localStorage,
  } as const;
}

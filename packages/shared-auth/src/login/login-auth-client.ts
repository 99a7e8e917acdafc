import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import type { RuntimeConfig } from '../config/runtime-config';
import { authSettings } from '../supabase/auth-settings';

/** What the login screen asks of an auth client: the app's `supabase.auth` or the login route's own. */
export type LoginAuth = Pick<
  GoTrueClient,
  'signInWithPassword' | 'signUp' | 'signInWithOAuth' | 'resetPasswordForEmail' | 'onAuthStateChange'
>;

/**
 * The auth client of the login route: supabase-js's own auth client (GoTrue) alone, 22 KB instead of the
 * whole supabase-js, with the same storage key and flow, so the session it starts is the one the app's
 * Supabase client finds when it starts. It never refreshes tokens and reads no callback from the URL:
 * pages that come back from a provider or an email link start the whole app instead.
 */
export function createLoginAuthClient(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>) {
  return new AuthClient({
    url: new URL('auth/v1', `${config.supabaseUrl.replace(/\/+$/, '')}/`).href,
    headers: { Authorization: `Bearer ${config.supabaseAnonKey}`, apikey: config.supabaseAnonKey },
    ...authSettings(config),
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

type ClientInternals = { broadcastChannel?: BroadcastChannel | null; storageKey: string };
type InstanceCounter = { nextInstanceID: Record<string, number> };

/**
 * Retires the login client before the app's one Supabase client starts: its cross-tab channel is closed and
 * its instance slot released, so there is never more than one live client on the session (auth-js counts
 * instances per storage key to warn about two clients used at once, which is exactly what this avoids).
 */
export function retireLoginAuthClient(client: GoTrueClient): void {
  const internals = client as unknown as ClientInternals;
  internals.broadcastChannel?.close();
  internals.broadcastChannel = null;
  const counter = AuthClient as unknown as InstanceCounter;
  delete counter.nextInstanceID[internals.storageKey];
}

/** True when a session from an earlier visit is stored: then the whole app starts (and may refresh it). */
export function hasStoredSession(config: Pick<RuntimeConfig, 'supabaseUrl'>): boolean {
  return globalThis.localStorage?.getItem(authSettings(config).storageKey) != null;
}

/** True on a return from an OAuth provider or an email link (PKCE code, or an error to show). */
export function isAuthCallback(location: Pick<Location, 'search' | 'hash'>): boolean {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  return (
    ['code', 'error', 'error_description'].some((key) => query.has(key) || fragment.has(key)) ||
    fragment.has('access_token')
  );
}

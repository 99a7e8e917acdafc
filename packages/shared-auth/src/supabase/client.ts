import type { Database } from '@aide/api-contract';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../config/runtime-config';
import { authSettings } from './auth-settings';

/**
 * The one Supabase client of the page. shared-auth is a federated singleton, so the shell and both remotes
 * get this same instance (one session, one refresh timer, one auth listener set).
 */
let client: SupabaseClient<Database> | null = null;

export function initSupabase(
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  { autoRefreshToken = true }: { autoRefreshToken?: boolean } = {},
): SupabaseClient<Database> {
  client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { ...authSettings(config), autoRefreshToken, detectSessionInUrl: true },
  });
  return client;
}

export function getSupabase(): SupabaseClient<Database> {
  if (!client) throw new Error('Supabase client used before initSupabase()');
  return client;
}

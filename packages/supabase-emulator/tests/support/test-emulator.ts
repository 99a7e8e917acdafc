import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import {
  DEMO,
  openDatabase,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../../src/index.js';

export interface TestEmulator {
  db: PGlite;
  emulator: RunningEmulator;
  /** Where the emulator keeps its signing key (tests forge tokens with it). */
  keyDir: string;
  /** A fresh supabase-js client with its own in-memory session. */
  client(key?: string): SupabaseClient;
  /** A client signed in as one of the demo users. */
  signIn(user: keyof typeof DEMO.users): Promise<SupabaseClient>;
  /** fetch() against the emulator with the anon key, for what supabase-js does not expose. */
  fetch(path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  /** The CORS preflight a browser on http://localhost:3001 sends before `method` with `requestHeaders`. */
  preflight(path: string, method: string, requestHeaders: string): Promise<Response>;
  /** An access token for `user`, signed with this emulator's key but already expired. */
  expiredToken(user: keyof typeof DEMO.users): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The suites sign in hundreds of times from one address: limits that never trip unless a suite sets its own
 * (the rate-limit tests do); everything else is supabase/config.toml's.
 */
export const GENEROUS_RATE_LIMITS = {
  signInSignUps: 100_000,
  tokenRefresh: 100_000,
  tokenVerifications: 100_000,
  emailSent: 100_000,
};

/** One in-memory database (from the cached snapshot) and one emulator on a random port per test file. */
export async function startTestEmulator(options: Partial<EmulatorOptions> = {}): Promise<TestEmulator> {
  const db = await openDatabase();
  // These suites reason about the small fixed seed (ids 50…/60…/70…); the generated Northwind history and the
  // Contoso inbound data at the end of seed.sql (customers 51…/52…, products 61…/62…, sales, offers, imports,
  // purchase orders and ERP documents) would only blur their expectations.
  await db.exec(`
    delete from public.aide_sales_transactions where id::text not like '70000000-%';
    delete from public.aide_client_customers where id::text like '51000000-%' or id::text like '52000000-%';
    delete from public.aide_inventory_items where id::text like '61000000-%' or id::text like '62000000-%';
    delete from public.aide_purchase_orders;
    delete from public.aide_erp_documents;
    delete from public.aide_offers;
    delete from public.aide_imports;
  `);
  // A key directory shared with the short-lived emulator of expiredToken().
  const keyDir = await mkdtemp(join(tmpdir(), 'aide-emulator-keys-'));
  const emulator = await startEmulator({
    db,
    port: 0,
    keyDir,
    ...options,
    auth: {
      // What these suites were written against: instant sign-ups, no reuse window, no wait between emails.
      autoconfirm: true,
      refreshTokenReuseIntervalSeconds: 0,
      emailMaxFrequencySeconds: 0,
      ...options.auth,
      rateLimits: { ...GENEROUS_RATE_LIMITS, ...options.auth?.rateLimits },
    },
  });
  const client = (key = emulator.anonKey) =>
    createClient(emulator.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Node 20 has no global WebSocket: realtime-js gets the ws client.
      realtime: { transport: WebSocket as never },
    });
  return {
    db,
    emulator,
    keyDir,
    client,
    async signIn(user) {
      const supabase = client();
      const { email, password } = DEMO.users[user];
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return supabase;
    },
    fetch: (path, init = {}) =>
      fetch(`${emulator.url}${path}`, { ...init, headers: { apikey: emulator.anonKey, ...init.headers } }),
    preflight: (path, method, requestHeaders) =>
      fetch(`${emulator.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3001',
          'access-control-request-method': method,
          'access-control-request-headers': requestHeaders,
        },
      }),
    async expiredToken(user) {
      // Same database and key, tokens that expire the moment they are issued.
      const issuer = await startEmulator({
        db,
        port: 0,
        keyDir,
        auth: { jwtExpirySeconds: 0, rateLimits: GENEROUS_RATE_LIMITS },
      });
      try {
        const { email, password } = DEMO.users[user];
        const response = await fetch(`${issuer.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: issuer.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        return ((await response.json()) as { access_token: string }).access_token;
      } finally {
        await issuer.close();
      }
    },
    async stop() {
      await emulator.close();
      await db.close();
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}

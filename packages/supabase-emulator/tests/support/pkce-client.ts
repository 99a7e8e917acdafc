import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestEmulator } from './test-emulator.js';

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not emulated');
  }
}

export interface PkceClient {
  supabase: SupabaseClient;
  storage: Map<string, string>;
  /** The code verifier supabase-js stored for its pending flow (without the `/recovery` marker). */
  pendingVerifier(): string;
}

/** A supabase-js client in PKCE flow with its own in-memory storage adapter (what a browser keeps). */
export function pkceClient(t: TestEmulator): PkceClient {
  const storage = new Map<string, string>();
  const supabase = createClient(t.emulator.url, t.emulator.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
    },
    realtime: { transport: NoWebSocket as never },
  });
  return {
    supabase,
    storage,
    pendingVerifier() {
      for (const [key, value] of storage) {
        if (key.endsWith('-code-verifier') && !key.endsWith('-flows-code-verifier')) {
          const stored = JSON.parse(value) as string;
          return stored.split('/')[0] ?? '';
        }
      }
      throw new Error('no pending code verifier');
    },
  };
}

/** Follows an emailed or OAuth link one hop and returns the Location it redirects to. */
export async function followOnce(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; location: URL }> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from ${url}: ${response.status} ${await response.text()}`);
  return { status: response.status, location: new URL(location) };
}

/** The parameters of a URL fragment. */
export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.replace(/^#/, ''));

import type { SupabaseClient } from '@supabase/supabase-js';
import type { SeedUser } from './seed.js';

// Node 20 has no global WebSocket and supabase-js builds its realtime client eagerly; nothing here uses
// realtime, so a transport that refuses to connect is enough.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the api tests');
  }
}

let supabaseJs: Promise<typeof import('@supabase/supabase-js')> | undefined;

/** supabase-js, imported without its load-time "Node.js 20 is deprecated" warning (noise in every run). */
function loadSupabaseJs() {
  supabaseJs ??= (async () => {
    const warn = console.warn;
    console.warn = (...message: unknown[]) => {
      if (!String(message[0]).includes('Node.js 20 and below are deprecated')) warn(...message);
    };
    try {
      return await import('@supabase/supabase-js');
    } finally {
      console.warn = warn;
    }
  })();
  return supabaseJs;
}

/** Signs in through the real supabase-js client, as the browser does, and returns the access token. */
export async function signIn(supabaseUrl: string, anonKey: string, user: SeedUser): Promise<string> {
  const { createClient } = await loadSupabaseJs();
  const client: SupabaseClient = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
  const { data, error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error || !data.session)
    throw new Error(`sign-in of ${user.email} failed: ${error?.message ?? 'no session'}`);
  return data.session.access_token;
}

// The run-time configuration every app fetches from /app-config.json (see shared-auth's runtime-config).
// Production sets the environment variables; with none set, the values point at the embedded local backend.

/** The emulator's fixed, public local anon key (not a secret; see packages/supabase-emulator). */
export const LOCAL_SUPABASE_ANON_KEY = 'sb_publishable_aide_local_anon';

export function appConfigFromEnv(env = process.env) {
  return {
    supabaseUrl: env.SUPABASE_URL || 'http://localhost:54321',
    supabaseAnonKey: env.SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY,
    apiBaseUrl: env.API_BASE_URL || 'http://localhost:5000',
    analytics: { key: env.POSTHOG_KEY || null, host: env.POSTHOG_HOST || null },
    remotes: {
      outbound: env.OUTBOUND_MANIFEST_URL || 'http://localhost:3001/mf-manifest.json',
      inbound: env.INBOUND_MANIFEST_URL || 'http://localhost:3002/mf-manifest.json',
      // The platform console (operators only); `none` leaves it out of a deployment.
      ...(env.PLATFORM_MANIFEST_URL === 'none'
        ? {}
        : { platform: env.PLATFORM_MANIFEST_URL || 'http://localhost:3003/mf-manifest.json' }),
    },
    // Whom members of a suspended organization contact (an email address or a URL).
    supportContact: env.SUPPORT_CONTACT || 'ops@aide.test',
  };
}

/** Connect-style middleware answering GET /app-config.json (webpack-dev-server and the static server). */
export function appConfigMiddleware(env = process.env) {
  return {
    name: 'app-config',
    path: '/app-config.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(JSON.stringify(appConfigFromEnv(env)));
    },
  };
}

// The whole product on one machine: embedded backend (Supabase emulator + Aide API on one PGlite) and the
// three built apps. Used by `pnpm start`, the Playwright suite and `pnpm bench`.
import path from 'node:path';
import { startLocalBackend } from '@aide/api';
import { serveApp } from './serve.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export const PORTS = {
  shell: 3000,
  outbound: 3001,
  inbound: 3002,
  platform: 3003,
  api: 5000,
  supabase: 54321,
};

/**
 * For the e2e suite and the benchmarks, whose browsers all sign in from 127.0.0.1 within minutes: the
 * [auth.rate_limit] limits and the email max_frequency of config.toml would stop them (the limits
 * themselves are tested in the emulator's suite).
 */
export const AUTOMATION_AUTH = {
  rateLimits: {
    signInSignUps: 100_000,
    tokenRefresh: 100_000,
    tokenVerifications: 100_000,
    emailSent: 100_000,
  },
  emailMaxFrequencySeconds: 0,
};

/**
 * @param {{ dataDir?: string, ports?: Partial<typeof PORTS>, auth?: object, logLevel?: string }} [options]
 *   dataDir holds db/ and keys/ (the layout of the API's local CLI); absent = in-memory database and
 *   throwaway keys (tests, benchmarks); auth = changes to supabase/config.toml's auth settings (see
 *   startEmulator); logLevel = the API's JSON logs (absent = none)
 */
export async function startLocalStack(options = {}) {
  const ports = { ...PORTS, ...options.ports };
  const origin = (port) => `http://localhost:${port}`;
  const backend = await startLocalBackend({
    dataDir: options.dataDir && path.join(options.dataDir, 'db'),
    keyDir: options.dataDir && path.join(options.dataDir, 'keys'),
    emulatorPort: ports.supabase,
    apiPort: ports.api,
    allowedOrigins: [
      origin(ports.shell),
      origin(ports.outbound),
      origin(ports.inbound),
      origin(ports.platform),
    ],
    auth: options.auth,
    logLevel: options.logLevel,
  });
  // Explicit values win over the defaults in app-config.mjs, so ports and keys always agree with the backend.
  const env = {
    ...process.env,
    SUPABASE_URL: process.env.SUPABASE_URL || backend.supabaseUrl,
    SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY || backend.anonKey,
    API_BASE_URL: process.env.API_BASE_URL || backend.apiUrl,
    OUTBOUND_MANIFEST_URL: process.env.OUTBOUND_MANIFEST_URL || `${origin(ports.outbound)}/mf-manifest.json`,
    INBOUND_MANIFEST_URL: process.env.INBOUND_MANIFEST_URL || `${origin(ports.inbound)}/mf-manifest.json`,
    PLATFORM_MANIFEST_URL: process.env.PLATFORM_MANIFEST_URL || `${origin(ports.platform)}/mf-manifest.json`,
  };
  const dist = (pkg) => path.join(REPO_ROOT, 'packages', pkg, 'dist');
  /** How each app is served, so a test can stop one and bring it back (remote outage journeys). */
  const apps = {
    shell: { dir: dist('shell'), port: ports.shell, env },
    outbound: { dir: dist('outbound-remote'), port: ports.outbound, env },
    inbound: { dir: dist('inbound-remote'), port: ports.inbound, env },
    platform: { dir: dist('platform-remote'), port: ports.platform, env },
  };
  const servers = Object.fromEntries(
    await Promise.all(Object.entries(apps).map(async ([name, options]) => [name, await serveApp(options)])),
  );
  return {
    urls: {
      shell: origin(ports.shell),
      outbound: origin(ports.outbound),
      inbound: origin(ports.inbound),
      platform: origin(ports.platform),
      api: backend.apiUrl,
      supabase: backend.supabaseUrl,
    },
    anonKey: env.SUPABASE_ANON_KEY,
    apps,
    servers,
    async close() {
      await Promise.all(
        Object.values(servers).map((server) => server && new Promise((resolve) => server.close(resolve))),
      );
      await backend.close();
    },
  };
}

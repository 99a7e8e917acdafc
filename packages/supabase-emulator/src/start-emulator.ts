import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { AuthContext } from './auth/context.js';
import { registerOutboxRoutes } from './auth/outbox.js';
import { registerMailRoutes, type MailOptions } from './mail/mail-routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import type { Database } from './db/queryable.js';
import { registerCors } from './http/cors.js';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.js';
import { CatalogCache } from './rest/catalog.js';
import { registerRestRoutes } from './rest/routes.js';
import { RealtimeServer, REALTIME_PATH } from './realtime/realtime-server.js';
import { diskBlobStore, tableBlobStore } from './storage/blob-store.js';
import { registerStorageRoutes } from './storage/routes.js';
import { DEFAULT_AUTH_SETTINGS, loadProjectAuthSettings, type AuthSettings } from './project-config.js';
import { registerAuthRateLimits } from './auth/rate-limits.js';
import { loadKeySet } from './signing-key.js';
import { registerGateway } from './http/gateway.js';
import { registerFunctionRoutes, type FunctionsOptions } from './functions/routes.js';
import { legacyApiKeys } from './auth/legacy-keys.js';

export interface EmulatorOptions {
  /** PGlite (openDatabase), or a PostgreSQL Db with the same query/transaction methods. */
  db: Database;
  /** Default 54321 (the Supabase CLI's API port); 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where the ES256 signing key is persisted so sessions survive restarts; in memory when absent. */
  keyDir?: string;
  /**
   * Changes to the [auth] settings of supabase/config.toml, which the emulator reads like `supabase start`
   * does (tests: autoconfirm, short token lifetimes, no hooks, other rate limits).
   */
  auth?: AuthOverrides;
  /** PostgREST settings; see README "PostgREST compatibility". */
  rest?: RestOptions;
  /** Storage settings; see README "Storage". */
  storage?: StorageOptions;
  /** The local mail catcher (/mail); see README "Mail catcher". */
  mail?: MailOptions;
  /**
   * The config.toml whose [auth] (and [functions.*]) settings apply: the repository's supabase/config.toml by
   * default, another project's path, or false for none (the Supabase CLI's defaults).
   */
  configFile?: string | false;
  /** Edge Functions (/functions/v1); see README "Edge Functions". */
  functions?: FunctionsOptions;
  /** The API gateway's checks; see README "Keys and callers". */
  gateway?: GatewayOptions;
}

export interface GatewayOptions {
  /**
   * Services reachable without an `apikey` (the request runs as anon unless its bearer JWT says more), as the
   * Supabase CLI's gateway has no key-auth; default none: an apikey is required everywhere, as hosted.
   */
  apiKeyOptional?: Array<'auth' | 'rest' | 'storage'>;
  /**
   * GoTrue on its own, without the gateway (as auth-js's docker-compose runs it): the auth endpoints at the
   * root (`/signup`, …, also still under /auth/v1), no apikey needed, the issuer is the bare URL.
   */
  bareAuth?: boolean;
}

export interface StorageOptions {
  /** Where object bytes are kept; absent: in the database (emulator_private.storage_blobs). */
  dir?: string;
  /** The project's upload limit in bytes (hosted free plan: 50 MB); buckets may only lower it. */
  fileSizeLimit?: number;
}

export type AuthOverrides = Partial<
  Omit<AuthSettings, 'rateLimits' | 'hooks' | 'email' | 'sms' | 'mfa' | 'webauthn'>
> & {
  webauthn?: Partial<AuthSettings['webauthn']>;
  rateLimits?: Partial<AuthSettings['rateLimits']>;
  hooks?: Partial<AuthSettings['hooks']>;
  email?: Partial<AuthSettings['email']>;
  sms?: Partial<AuthSettings['sms']>;
  mfa?: {
    maxEnrolledFactors?: number;
    totp?: Partial<AuthSettings['mfa']['totp']>;
    phone?: Partial<AuthSettings['mfa']['phone']>;
    webAuthn?: Partial<AuthSettings['mfa']['webAuthn']>;
  };
};

/** config.toml's auth settings with the overrides applied. */
function authSettings(configFile: string | false | undefined, overrides: AuthOverrides = {}): AuthSettings {
  const project =
    configFile === false ? DEFAULT_AUTH_SETTINGS : loadProjectAuthSettings(configFile ?? undefined);
  return {
    ...project,
    ...overrides,
    rateLimits: { ...project.rateLimits, ...overrides.rateLimits },
    hooks: { ...project.hooks, ...overrides.hooks },
    email: { ...project.email, ...overrides.email },
    sms: { ...project.sms, ...overrides.sms },
    mfa: {
      ...project.mfa,
      ...overrides.mfa,
      totp: { ...project.mfa.totp, ...overrides.mfa?.totp },
      phone: { ...project.mfa.phone, ...overrides.mfa?.phone },
      webAuthn: { ...project.mfa.webAuthn, ...overrides.mfa?.webAuthn },
    },
    webauthn: { ...project.webauthn, ...overrides.webauthn },
  };
}

export interface RestOptions {
  /** db-schemas: exposed schemas, the first is the default (default ['public']). */
  schemas?: string[];
  /** db-max-rows (default 1000, as hosted); null for no limit. */
  maxRows?: number | null;
  /** db-aggregates-enabled (default true). */
  aggregatesEnabled?: boolean;
  /** db-plan-enabled: explain() (default false, as hosted). */
  planEnabled?: boolean;
}

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:54321: pass to createClient(url, anonKey). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /**
   * With a JWT secret or signing keys: the legacy JWT API keys `supabase status` shows as "anon key" and
   * "service_role key" (the CLI's well-known ones when the secret is the CLI's default); both work as apikey.
   */
  legacyKeys?: { anon: string; serviceRole: string };
  jwksUrl: string;
  /** Where Edge Functions are served: `<url>/functions/v1`. */
  functionsUrl: string;
  /** Realtime controls for tests: dropConnections() cuts every websocket, as a service restart would. */
  realtime: { dropConnections(): void };
  close(): Promise<void>;
}

const urlHost = (host: string) =>
  host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;

/**
 * Starts GoTrue-compatible auth (/auth/v1), PostgREST-compatible rest (/rest/v1), Storage (/storage/v1) and
 * Realtime's Postgres changes (/realtime/v1) on the given database.
 */
export async function startEmulator(opts: EmulatorOptions): Promise<RunningEmulator> {
  const host = opts.host ?? '127.0.0.1';
  const settings = authSettings(opts.configFile, opts.auth);
  const key = await loadKeySet({
    keyDir: opts.keyDir,
    jwtSecret: settings.jwtSecret,
    jwtKeys: settings.jwtKeys,
  });
  // Errors only: unexpected failures (500s) are logged, ordinary requests are not.
  const app = Fastify({
    logger: { level: 'error' },
    bodyLimit: 50 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...(opts.gateway?.bareAuth
      ? {
          rewriteUrl: (request: { url?: string }) => {
            const path = request.url ?? '/';
            return /^\/(auth\/v1|outbox)(\/|\?|$)/.test(path) ? path : `/auth/v1${path}`;
          },
        }
      : {}),
  });

  // Raw text bodies: auth and rest each answer malformed JSON with their own error, and an empty body
  // with `content-type: application/json` (supabase-js sends that on DELETE and logout) is not an error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  registerCors(app);
  registerGateway(app, {
    apiKeyRole: (apiKey) => key.apiKeyRole(apiKey),
    withoutApiKey: [
      ...(opts.gateway?.apiKeyOptional ?? []).map((service) => ({
        prefix: `/${service}/v1/`,
        // Storage itself wants a bearer JWT, and says so in its own words.
        ...(service === 'storage'
          ? {
              withoutBearer: {
                status: 400,
                body: { statusCode: '403', error: 'Unauthorized', message: 'Invalid Compact JWS' },
              },
            }
          : {}),
      })),
      ...(opts.gateway?.bareAuth ? [{ prefix: '/auth/v1/' }] : []),
    ],
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('application/json').send({ message: 'no Route matched with those values' }),
  );
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    return reply
      .code(status)
      .type('application/json')
      .send({ message: error.message ?? 'Internal error' });
  });

  // The issuer depends on the bound port (0 = random), so the contexts read it once listening.
  const tokens = { key, issuer: '', expirySeconds: settings.jwtExpirySeconds, hooks: settings.hooks };
  const authContext: AuthContext = {
    db: opts.db,
    tokens,
    siteUrl: settings.siteUrl,
    autoconfirm: settings.autoconfirm,
    minPasswordLength: settings.minPasswordLength,
    refreshTokenReuseInterval: settings.refreshTokenReuseIntervalSeconds,
    emailMaxFrequency: settings.emailMaxFrequencySeconds,
    emailTemplates: settings.emailTemplates,
    limit: await registerAuthRateLimits(app, settings.rateLimits),
    settings,
  };
  registerAuthRoutes(app, authContext);
  registerOutboxRoutes(app, opts.db);
  registerMailRoutes(app, opts.db, opts.mail);
  registerRestRoutes(app, {
    db: opts.db,
    catalog: new CatalogCache(opts.db),
    key,
    maxRows: opts.rest?.maxRows === undefined ? 1000 : opts.rest.maxRows,
    schemas: opts.rest?.schemas ?? ['public'],
    aggregatesEnabled: opts.rest?.aggregatesEnabled ?? true,
    planEnabled: opts.rest?.planEnabled ?? false,
  });

  registerStorageRoutes(app, {
    db: opts.db,
    key,
    blobs: opts.storage?.dir ? diskBlobStore(opts.storage.dir) : tableBlobStore(opts.db),
    fileSizeLimit: opts.storage?.fileSizeLimit ?? 50 * 1024 * 1024,
  });
  const functions = registerFunctionRoutes(app, {
    ...opts.functions,
    key,
    configFile: opts.configFile,
    supabaseEnv: () => ({
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      SUPABASE_PUBLISHABLE_KEY: LOCAL_ANON_KEY,
      SUPABASE_SECRET_KEY: LOCAL_SERVICE_ROLE_KEY,
    }),
  });
  app.addHook('onClose', () => functions.close());
  const realtime = new RealtimeServer({ db: opts.db, key });
  await realtime.start();
  app.server.on('upgrade', (request, socket, head) => {
    if ((request.url ?? '').split('?')[0] === REALTIME_PATH) realtime.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  // Before the HTTP server closes: it would wait for the upgraded sockets.
  app.addHook('preClose', () => realtime.close());

  let url = '';
  await app.listen({ port: opts.port ?? 54321, host });
  const { port } = app.server.address() as AddressInfo;
  url = `http://${urlHost(host)}:${port}`;
  tokens.issuer = opts.gateway?.bareAuth ? url : `${url}/auth/v1`;
  return {
    url,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    ...(settings.jwtSecret || settings.jwtKeys ? { legacyKeys: await legacyApiKeys(key) } : {}),
    jwksUrl: `${url}/auth/v1/.well-known/jwks.json`,
    functionsUrl: `${url}/functions/v1`,
    realtime: { dropConnections: () => realtime.dropConnections() },
    close: () => app.close(),
  };
}

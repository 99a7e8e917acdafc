// The client suites of supabase/supabase-js that talk to a server, and the backends each expects: what their
// own set-up starts (a Supabase CLI stack from the suite's test/supabase/config.toml, GoTrue containers from
// auth-js's infra/docker-compose.yml, deno relays for functions-js), started here as embedded backends on the
// same ports with the same settings.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { rangeIn } from './deps.mjs';

/** `supabase start`'s jwt_secret when config.toml sets none. */
const CLI_DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** `supabase start`'s gateway has no key-auth: requests without an apikey run as anon (the suites send none). */
const CLI_GATEWAY = { apiKeyOptional: ['auth', 'rest', 'storage'] };

/**
 * GoTrue counts its per-IP limits only with GOTRUE_RATE_LIMIT_HEADER set, which neither the CLI stack nor the
 * docker-compose services set: only the email and SMS limits apply there. The embedded server always counts
 * them (README "Rate limits"), so these backends lift them.
 */
const NO_IP_LIMITS = {
  signInSignUps: 1_000_000,
  tokenRefresh: 1_000_000,
  tokenVerifications: 1_000_000,
  anonymousUsers: 1_000_000,
  mfaChallengeAndVerify: 1_000_000,
};

/** GOTRUE_JWT_SECRET of auth-js's docker-compose services (all but the asymmetric one). */
const DOCKER_JWT_SECRET = '37c304f8-51aa-419a-a1af-06154e63707a';
/** The symmetric key of GOTRUE_JWT_KEYS (services `autoconfirm` and `autoconfirm_with_asymmetric_keys`). */
const DOCKER_HS256_KEY = {
  kty: 'oct',
  k: 'Z7-AyPyChGNcQsX16cPBV-pPBo4q-zckDxkq1VZjATo',
  kid: '12580317-221c-49b6-894a-f4473b8afe39',
  alg: 'HS256',
};

/** The RSA key of GOTRUE_JWT_KEYS, read from the suite's compose file (a private test key, not repeated here). */
function dockerRsaKey(composeFile) {
  const text = fs.readFileSync(composeFile, 'utf8');
  const match = /GOTRUE_JWT_KEYS: '(\[.*\])'/.exec(text);
  if (!match) throw new Error(`${composeFile}: no GOTRUE_JWT_KEYS`);
  const rsa = JSON.parse(match[1]).find((key) => key.kty === 'RSA');
  if (!rsa) throw new Error(`${composeFile}: GOTRUE_JWT_KEYS has no RSA key`);
  return rsa;
}

/**
 * GoTrue's own defaults where a compose service sets nothing (the CLI's defaults, which the emulator falls back
 * to without a config file, are stricter: 2 emails an hour).
 */
const GOTRUE_DEFAULTS = {
  rateLimits: { emailSent: 30, smsSent: 30, ...NO_IP_LIMITS },
  emailMaxFrequencySeconds: 60,
  refreshTokenReuseIntervalSeconds: 10,
  minPasswordLength: 6,
  hooks: { beforeUserCreated: null, customAccessToken: null },
};

/** The four GoTrue services of infra/docker-compose.yml (one database between them, as there). */
function dockerGoTrue(composeFile) {
  const rsa = dockerRsaKey(composeFile);
  // GoTrue without the gateway: endpoints at the root, no apikey.
  const service = (port, auth) => ({
    port,
    gateway: { bareAuth: true },
    auth: { ...GOTRUE_DEFAULTS, siteUrl: `http://localhost:${port}`, ...auth },
  });
  return [
    // gotrue: signup enabled, autoconfirm off, phone via an SMS provider (here: the local SMS outbox).
    service(9999, {
      autoconfirm: false,
      jwtSecret: DOCKER_JWT_SECRET,
      sms: { enabled: true, autoconfirm: false, provider: 'outbox' },
      mfa: { phone: { enroll: true, verify: true }, webAuthn: { enroll: true, verify: true } },
    }),
    // autoconfirm: signs with the HS256 key, also verifies the RS256 one; anonymous sign-ins on.
    service(9998, {
      autoconfirm: true,
      jwtSecret: DOCKER_JWT_SECRET,
      jwtKeys: [
        { ...DOCKER_HS256_KEY, key_ops: ['sign', 'verify'] },
        { ...rsa, key_ops: ['verify'] },
      ],
      anonymousSignIns: true,
      sms: { enabled: true, autoconfirm: true, provider: 'outbox' },
    }),
    // disabled: sign-ups off, email and phone providers off.
    service(9997, {
      autoconfirm: false,
      jwtSecret: DOCKER_JWT_SECRET,
      enableSignup: false,
      email: { enabled: false },
      sms: { enabled: false },
    }),
    // autoconfirm_with_asymmetric_keys: signs with the RS256 key (JWKS publishes it).
    service(9996, {
      autoconfirm: true,
      jwtSecret: DOCKER_HS256_KEY.k,
      jwtKeys: [
        { ...DOCKER_HS256_KEY, key_ops: ['verify'] },
        { ...rsa, key_ops: ['sign', 'verify'] },
      ],
      sms: { enabled: true, autoconfirm: true, provider: 'outbox' },
    }),
  ];
}

/**
 * @typedef {{ port: number, configFile?: string, seedFile?: string, auth?: object, storage?: object, gateway?: object }} Backend
 * @typedef {{ backends: Backend[] }} Database one database and the backends sharing it
 * @typedef {{
 *   id: string, dir: string, databases: Database[], testMatch: string[], deps: Record<string, string>,
 *   moduleNameMapper?: Record<string, string>, setupFiles?: string[], testTimeout?: number,
 *   prepare?: () => void, serverFiles?: RegExp,
 * }} Suite
 */

/** @returns {Suite[]} */
export function suitesOf(supabaseJs) {
  const core = path.join(supabaseJs, 'packages', 'core');
  const auth = path.join(core, 'auth-js');
  const storage = path.join(core, 'storage-js');
  const functions = path.join(core, 'functions-js');
  return [
    {
      id: 'auth-js',
      dir: auth,
      // `nx test:auth` (the CLI stack, jest.config.cli.js) and `nx test:docker` (docker-tests/, the GoTrue
      // containers), in one run: both sets of ports are up at once.
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      databases: [
        {
          backends: [
            {
              port: 54321,
              configFile: path.join(auth, 'test', 'supabase', 'config.toml'),
              gateway: CLI_GATEWAY,
              auth: { rateLimits: NO_IP_LIMITS },
            },
          ],
        },
        { backends: dockerGoTrue(path.join(auth, 'infra', 'docker-compose.yml')) },
      ],
      deps: {
        jsonwebtoken: rangeIn(auth, 'jsonwebtoken', '^9.0.0'),
        '@faker-js/faker': rangeIn(auth, '@faker-js/faker', '^9.9.0'),
        // fetch.test.ts's own mock server (a unit test: not counted, but run like the rest).
        'jest-mock-server': rangeIn(auth, 'jest-mock-server', '^0.1.0'),
      },
      // `nx test:generate-keys`: the RSA key signing_keys_path names (the suite's script, into its gitignored
      // test/supabase/signing_keys.json).
      prepare() {
        if (fs.existsSync(path.join(auth, 'test', 'supabase', 'signing_keys.json'))) return;
        execFileSync(process.execPath, [path.join(auth, 'test', 'generate-signing-keys.js')], {
          cwd: path.join(auth, 'test'),
          stdio: 'ignore',
        });
      },
    },
    {
      id: 'storage-js',
      dir: storage,
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.spec.ts'],
      databases: [
        {
          backends: [
            {
              port: 54321,
              configFile: path.join(storage, 'test', 'supabase', 'config.toml'),
              seedFile: path.join(storage, 'test', 'supabase', 'seed.sql'),
              // [storage] file_size_limit = "50MiB"
              storage: { fileSizeLimit: 50 * 1024 * 1024 },
              // The CLI's default jwt_secret (the suite's config.toml sets none), which signs the suite's key.
              auth: { jwtSecret: CLI_DEFAULT_JWT_SECRET, rateLimits: NO_IP_LIMITS },
              gateway: CLI_GATEWAY,
            },
          ],
        },
      ],
      deps: { 'iceberg-js': rangeIn(storage, 'iceberg-js', '^0.8.1') },
    },
    {
      id: 'functions-js',
      dir: functions,
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.spec.ts'],
      databases: [],
      deps: {
        jsonwebtoken: rangeIn(functions, 'jsonwebtoken', '^9.0.0'),
        nanoid: rangeIn(functions, 'nanoid', '^3.3.1'),
      },
      // test/relay/container.ts runs supabase/deno-relay in docker: here the embedded functions server.
      moduleNameMapper: { '^\\.\\./relay/container$': path.join(import.meta.dirname, 'functions-relay.cjs') },
      // Every test of a file that starts a relay is a server test, also when no relay comes up.
      serverFiles: /from '\.\.\/relay\/container'/,
      setupFiles: ['<rootDir>/test/utils/jest-custom-reporter.ts'],
      testTimeout: 60000,
    },
  ];
}

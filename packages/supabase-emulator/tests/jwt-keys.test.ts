// config.toml's jwt_secret (HS256, as the Supabase CLI and older projects sign) and signing_keys_path (GoTrue's
// JWT keys) beside the emulator's own ES256 key: tokens, JWKS and the legacy JWT API keys stay consistent.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { WebSocket } from 'ws';
import { openDatabase, startEmulator, type RunningEmulator } from '../src/index.js';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// supabase start's well-known service_role key: HS256 of { iss, role, exp } with the CLI's default secret.
const CLI_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

let db: Awaited<ReturnType<typeof openDatabase>>;
const running: RunningEmulator[] = [];
const start = async (auth: Parameters<typeof startEmulator>[0]['auth']) => {
  const emulator = await startEmulator({
    db,
    port: 0,
    auth: { rateLimits: { signInSignUps: 1000 }, ...auth },
  });
  running.push(emulator);
  return emulator;
};
const signIn = async (emulator: RunningEmulator, key = emulator.anonKey) => {
  const client = clientOf(emulator, key);
  const { data, error } = await client.auth.signInWithPassword({
    email: 'sam@northwind.test',
    password: 'Northwind-demo-1',
  });
  if (error) throw error;
  return { client, token: data.session.access_token };
};
/** A client of the emulator (Node 20 has no global WebSocket: realtime-js gets ws). */
const clientOf = (emulator: RunningEmulator, key: string) =>
  createClient(emulator.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
const jwks = async (emulator: RunningEmulator) =>
  ((await (await fetch(emulator.jwksUrl)).json()) as { keys: { kid?: string; alg?: string; kty: string }[] })
    .keys;

beforeAll(async () => {
  db = await openDatabase();
});
afterAll(async () => {
  await Promise.all(running.map((emulator) => emulator.close()));
  await db.close();
});

it('signs with the HS256 secret, publishes no key, and takes the legacy JWT API keys', async () => {
  const emulator = await start({ jwtSecret: SECRET });
  const { token } = await signIn(emulator);
  expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
  await expect(jwtVerify(token, new TextEncoder().encode(SECRET))).resolves.toBeTruthy();
  expect(await jwks(emulator)).toEqual([]);

  // The legacy keys `supabase status` shows: with the CLI's default secret, its well-known ones.
  expect(emulator.legacyKeys?.serviceRole).toBe(CLI_SERVICE_ROLE_KEY);
  const admin = clientOf(emulator, CLI_SERVICE_ROLE_KEY);
  expect((await admin.auth.admin.listUsers({ perPage: 1 })).error).toBeNull();
  // The anon key passes the gateway (what the role may read is then the policies' business).
  const settings = await fetch(`${emulator.url}/auth/v1/settings`, {
    headers: { apikey: emulator.legacyKeys!.anon },
  });
  expect(settings.status).toBe(200);
  const forged = await new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('not-the-secret-at-all-not-the-secret'));
  const refused = await fetch(`${emulator.url}/rest/v1/aide_organizations`, { headers: { apikey: forged } });
  expect(refused.status).toBe(401);
});

it("signs with a signing key's RS256 key, publishes it, and still verifies the secret's tokens", async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const rsa = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', key_ops: ['sign', 'verify'] };
  const emulator = await start({ jwtSecret: SECRET, jwtKeys: [rsa] });
  const { token } = await signIn(emulator);
  expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid });
  const keys = await jwks(emulator);
  expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', kid, alg: 'RS256' })]);
  expect(keys[0]).not.toHaveProperty('d');

  // supabase-js verifies the RS256 token against the JWKS without asking the server.
  const { client } = await signIn(emulator);
  const claims = await client.auth.getClaims();
  expect(claims.error).toBeNull();
  expect(claims.data?.header.alg).toBe('RS256');
  // A token of the secret (as an older client may hold) is still accepted.
  const legacy = await fetch(`${emulator.url}/auth/v1/admin/users?per_page=1`, {
    headers: { apikey: CLI_SERVICE_ROLE_KEY, authorization: `Bearer ${CLI_SERVICE_ROLE_KEY}` },
  });
  expect(legacy.status).toBe(200);
});

it("keeps the emulator's own ES256 key and opaque keys without either setting", async () => {
  const emulator = await start({});
  const { token } = await signIn(emulator);
  expect(decodeProtectedHeader(token).alg).toBe('ES256');
  expect(await jwks(emulator)).toEqual([expect.objectContaining({ kty: 'EC', alg: 'ES256' })]);
  expect(emulator.legacyKeys).toBeUndefined();
  const refused = await fetch(`${emulator.url}/rest/v1/aide_organizations`, {
    headers: { apikey: CLI_SERVICE_ROLE_KEY },
  });
  expect(refused.status).toBe(401);
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalBackend, type LocalBackend } from '../../../local-backend.js';
import { createTokenCipher } from '../../../secrets/token-cipher.js';
import { bearer } from '../../../../tests/support/http.js';
import { USER } from '../../../../tests/support/seed.js';
import { signIn } from '../../../../tests/support/sign-in.js';
import { TEST_AUTH } from '../../../../tests/support/test-auth.js';

let backend: LocalBackend;
let keyDir: string;
let samToken: string;
let strangerToken: string;

beforeAll(async () => {
  keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-token-'));
  backend = await startLocalBackend({ keyDir, emulatorPort: 0, apiPort: 0, auth: TEST_AUTH });
  samToken = await signIn(backend.supabaseUrl, backend.anonKey, USER.sam);
  strangerToken = await signIn(backend.supabaseUrl, backend.anonKey, USER.stranger);
});
afterAll(async () => {
  await backend.close();
  await rm(keyDir, { recursive: true, force: true });
});

const post = (token: string, body: unknown) =>
  fetch(`${backend.apiUrl}/api/ai-employee/provider-token`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const rest = (token: string, query: string) =>
  fetch(`${backend.supabaseUrl}/rest/v1/ai_employees?${query}`, {
    headers: { apikey: backend.anonKey, ...bearer(token) },
  });

describe('POST /api/ai-employee/provider-token', () => {
  it('stores the provider token encrypted on the caller’s AI employee, readable only as metadata', async () => {
    expect(
      (await post(samToken, { provider: 'google', provider_token: 'sandbox-google-secret' })).status,
    ).toBe(204);
    const visible = await rest(samToken, 'select=email,email_token_type');
    expect(await visible.json()).toEqual([{ email: USER.sam.email, email_token_type: 'Google' }]);
    // The secret column is not selectable by browser roles at all.
    const secret = await rest(samToken, 'select=email_token_encrypted');
    expect(secret.status).toBeGreaterThanOrEqual(400);
  });

  it('keeps one row per user and replaces the token on the next sign-in', async () => {
    expect((await post(samToken, { provider: 'azure', provider_token: 'sandbox-azure-2' })).status).toBe(204);
    const rows = await (await rest(samToken, 'select=email_token_type')).json();
    expect(rows).toEqual([{ email_token_type: 'Microsoft' }]);
  });

  it('encrypts with the persisted local key (AES-GCM round trip, never the plain token)', async () => {
    const key = Buffer.from(await readFile(path.join(keyDir, 'token-encryption.key'), 'utf8'), 'base64');
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt('sandbox-azure-2');
    expect(sealed).not.toContain('sandbox-azure-2');
    expect(cipher.decrypt(sealed)).toBe('sandbox-azure-2');
  });

  it('refuses a user without a member row, bad bodies and missing tokens', async () => {
    expect((await post(strangerToken, { provider: 'google', provider_token: 'x' })).status).toBe(403);
    expect((await post(samToken, { provider: 'github', provider_token: 'x' })).status).toBe(400);
    expect((await post(samToken, { provider: 'google' })).status).toBe(400);
    const anonymous = await fetch(`${backend.apiUrl}/api/ai-employee/provider-token`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});

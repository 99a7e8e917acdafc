import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { DEMO } from '../src/index.js';
import { findRepoRoot } from '../src/paths.js';
import { followOnce, fragmentOf, pkceClient } from './support/pkce-client.js';
import { startTestEmulator, type TestEmulator } from './support/test-emulator.js';

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator();
});
afterAll(() => t.stop());

const NOT_A_MEMBER = 'Your email is not authorized to access this system. Please contact an administrator.';

/** Starts signInWithOAuth without a browser and opens the sandbox page. */
async function openSandbox(provider: 'google' | 'azure', redirectTo: string) {
  const client = pkceClient(t);
  const { data, error } = await client.supabase.auth.signInWithOAuth({
    provider,
    options: { redirectTo, scopes: 'email profile', skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  const authorizeUrl = new URL(data.url!);
  const page = await fetch(authorizeUrl);
  return { client, page, authorizeUrl };
}

/** openSandbox, then submits the sandbox form for `email` the way the page's buttons do. */
async function sandboxSignIn(
  provider: 'google' | 'azure',
  email: string,
  redirectTo = 'http://localhost:3000/login?oauth=true',
) {
  const { client, authorizeUrl } = await openSandbox(provider, redirectTo);
  const form = new URLSearchParams();
  for (const name of ['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method']) {
    form.set(name, authorizeUrl.searchParams.get(name) ?? '');
  }
  form.set('email', email);
  const redirect = await followOnce(`${t.emulator.url}/auth/v1/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return { client, redirect };
}

describe('OAuth sandbox', () => {
  it('serves the sandbox Google page with the seed members, without an apikey', async () => {
    const { page, authorizeUrl } = await openSandbox('google', 'http://localhost:3000/login?oauth=true');
    const html = await page.text();
    expect(authorizeUrl.pathname).toBe('/auth/v1/authorize');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('s256');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Sandbox Google sign-in');
    expect(html).toContain('value="new.hire@northwind.test"');
    expect(html).toContain('value="sam@northwind.test"');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('type="password"');
  });

  it('labels the Microsoft page and refuses unknown providers', async () => {
    const azure = await fetch(
      `${t.emulator.url}/auth/v1/authorize?provider=azure&redirect_to=http://localhost:3000/login`,
    );
    expect(await azure.text()).toContain('Sandbox Microsoft sign-in');
    const github = await fetch(`${t.emulator.url}/auth/v1/authorize?provider=github`);
    expect(github.status).toBe(400);
    expect(await github.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('creates the member user with a google identity and a session carrying the provider token', async () => {
    const { client, redirect } = await sandboxSignIn('google', 'New.Hire@northwind.test');
    expect(redirect.status).toBe(302);
    expect(`${redirect.location.origin}${redirect.location.pathname}`).toBe('http://localhost:3000/login');
    expect(redirect.location.searchParams.get('oauth')).toBe('true');
    const code = redirect.location.searchParams.get('code')!;
    expect(code).toEqual(expect.any(String));

    const { data, error } = await client.supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.provider_token).toMatch(/^sandbox-google-/);
    expect(session.provider_refresh_token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({
      email: DEMO.newHireEmail,
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'New Hire', name: 'New Hire', email: DEMO.newHireEmail },
    });
    expect(session.user.identities).toHaveLength(1);
    expect(session.user.identities?.[0]).toMatchObject({
      provider: 'google',
      identity_data: { email: DEMO.newHireEmail, full_name: 'New Hire', provider_id: expect.any(String) },
    });
    expect(decodeJwt(session.access_token).amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);

    // The member row is linked to the new account, and the code works only once.
    const { rows } = await t.db.query<{ user_id: string }>(
      `select user_id from public.aide_members where email = $1`,
      [DEMO.newHireEmail],
    );
    expect(rows[0]?.user_id).toBe(session.user.id);
    const reused = await client.supabase.auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();
  });

  it('reuses an existing account and adds the azure identity', async () => {
    const { client, redirect } = await sandboxSignIn(
      'azure',
      DEMO.users.ivy.email,
      'http://localhost:3000/login',
    );
    const { data, error } = await client.supabase.auth.exchangeCodeForSession(
      redirect.location.searchParams.get('code')!,
    );
    expect(error).toBeNull();
    expect(data.user?.id).toBe(DEMO.users.ivy.id);
    expect(data.session?.provider_token).toMatch(/^sandbox-azure-/);
    expect(data.user?.app_metadata.providers).toEqual(expect.arrayContaining(['email', 'azure']));
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(['azure', 'email']);
  });

  it('refuses a non-member with access_denied and the spec message', async () => {
    const { redirect } = await sandboxSignIn('google', 'outsider@example.test');
    expect(redirect.status).toBe(302);
    expect(redirect.location.searchParams.get('error')).toBe('access_denied');
    expect(redirect.location.searchParams.get('error_description')).toBe(NOT_A_MEMBER);
    expect(redirect.location.searchParams.get('code')).toBeNull();
    expect(fragmentOf(redirect.location).get('error_description')).toBe(NOT_A_MEMBER);
    const { rows } = await t.db.query(`select 1 from auth.users where email = 'outsider@example.test'`);
    expect(rows).toHaveLength(0);
  });
});

describe('supabase/hooks/before_user_created.sql', () => {
  it('allows members and answers non-members with the 403 error object', async () => {
    const sql = await readFile(join(findRepoRoot(), 'supabase/hooks/before_user_created.sql'), 'utf8');
    await t.db.exec(sql);
    await t.db.exec(sql); // idempotent
    const decide = async (email: string) => {
      const { rows } = await t.db.query<{ result: unknown }>(
        `select aide_private.before_user_created($1::jsonb) as result`,
        [JSON.stringify({ metadata: { name: 'before-user-created' }, user: { email } })],
      );
      return rows[0]?.result;
    };
    expect(await decide('Sam@Northwind.test')).toEqual({});
    expect(await decide('outsider@example.test')).toEqual({
      error: { http_code: 403, message: NOT_A_MEMBER },
    });
  });
});

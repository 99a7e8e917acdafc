import { decodeJwt } from 'jose';
import { DEMO } from '../src/index.js';
import { fragmentOf } from './support/pkce-client.js';
import { openSandbox as openSandboxFor, sandboxSignIn as sandboxSignInFor } from './support/sandbox-oauth.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t } = emulatorSuite();

const NOT_A_MEMBER = 'Your email is not authorized to access this system. Please contact an administrator.';

const openSandbox = (provider: 'google' | 'azure', redirectTo: string) =>
  openSandboxFor(t, provider, redirectTo);
const sandboxSignIn = (provider: 'google' | 'azure', email: string, redirectTo?: string) =>
  sandboxSignInFor(t, provider, email, redirectTo);

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
      email_confirmed_at: expect.any(String) as string,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'New Hire', name: 'New Hire', email: DEMO.newHireEmail },
    });
    expect(session.user.identities).toHaveLength(1);
    expect(session.user.identities?.[0]).toMatchObject({
      provider: 'google',
      identity_data: {
        email: DEMO.newHireEmail,
        full_name: 'New Hire',
        provider_id: expect.any(String) as string,
      },
    });
    expect(decodeJwt(session.access_token).amr).toEqual([
      { method: 'oauth', timestamp: expect.any(Number) as number },
    ]);

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

describe('the membership hooks of supabase/config.toml', () => {
  const call = async (fn: string, event: unknown) => {
    const { rows } = await t.db.query<{ result: unknown }>(`select ${fn}($1::jsonb) as result`, [
      JSON.stringify(event),
    ]);
    return rows[0]?.result;
  };

  it('before_user_created allows members and answers non-members with the 403 error object', async () => {
    const decide = (email: string) =>
      call('aide_private.before_user_created', {
        metadata: { name: 'before-user-created' },
        user: { email },
      });
    expect(await decide('Sam@Northwind.test')).toEqual({});
    expect(await decide('outsider@example.test')).toEqual({
      error: { http_code: 403, message: NOT_A_MEMBER },
    });
  });

  it("custom_access_token passes a member's claims through and refuses anyone else", async () => {
    const claims = { sub: DEMO.users.sam.id, role: 'authenticated' };
    expect(await call('aide_private.custom_access_token', { user_id: DEMO.users.sam.id, claims })).toEqual({
      claims,
    });
    expect(
      await call('aide_private.custom_access_token', { user_id: DEMO.users.stranger.id, claims: {} }),
    ).toEqual({ error: { http_code: 403, message: NOT_A_MEMBER } });
  });
});

import { randomUUID } from 'node:crypto';
import type { SupabaseClient, UserIdentity } from '@supabase/supabase-js';
import { DEMO } from '../src/index.js';
import { followOnce, fragmentOf, pkceClient, type PkceClient } from './support/pkce-client.js';
import { sandboxSignIn } from './support/sandbox-oauth.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t } = emulatorSuite();

const REDIRECT = 'http://localhost:3000/settings/profile';

/** A PKCE client signed in with a demo user's password, as the app's browser client is. */
async function pkceSignIn(user: keyof typeof DEMO.users): Promise<PkceClient> {
  const client = pkceClient(t);
  const { email, password } = DEMO.users[user];
  const { error } = await client.supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** linkIdentity, then the sandbox page's form submitted for `email`; returns the redirect. */
async function linkWithSandbox(supabase: SupabaseClient, provider: 'google' | 'azure', email: string) {
  const { data, error } = await supabase.auth.linkIdentity({
    provider,
    options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  const page = new URL(data.url!);
  const form = new URLSearchParams({
    provider: page.searchParams.get('provider') ?? '',
    state: page.searchParams.get('state') ?? '',
    email,
  });
  return followOnce(`${t.emulator.url}/auth/v1/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

const providersOf = (identities: UserIdentity[] | undefined) =>
  (identities ?? []).map((identity) => identity.provider).sort();

describe('linking an identity (PKCE, as the app does)', () => {
  let sam: PkceClient;

  beforeAll(async () => {
    sam = await pkceSignIn('sam');
  });

  it('answers with the sandbox page of the link flow, which offers the signed-in account', async () => {
    const { data, error } = await sam.supabase.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const url = new URL(data.url!);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.emulator.url}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox Google sign-in');
    expect(html).toContain('Links a Google account to sam@northwind.test');
    expect(html).toContain('value="sam@northwind.test"');
    expect(html).toContain(`name="state" value="${url.searchParams.get('state')}"`);
  });

  it('links the Google account to the signed-in user and the code signs that user in again', async () => {
    const redirect = await linkWithSandbox(sam.supabase, 'google', DEMO.users.sam.email);
    expect(redirect.status).toBe(302);
    expect(`${redirect.location.origin}${redirect.location.pathname}`).toBe(REDIRECT);
    const code = redirect.location.searchParams.get('code');
    expect(code).toEqual(expect.any(String));

    const { data, error } = await sam.supabase.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(DEMO.users.sam.id);
    expect(data.session?.provider_token).toMatch(/^sandbox-google-/);
    expect(providersOf(data.user?.identities)).toEqual(['email', 'google']);
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'google'] });
    const google = data.user?.identities?.find((identity) => identity.provider === 'google');
    expect(google?.identity_data).toMatchObject({ email: DEMO.users.sam.email, email_verified: true });

    const identities = await sam.supabase.auth.getUserIdentities();
    expect(providersOf(identities.data?.identities)).toEqual(['email', 'google']);
  });

  it("refuses an account that is already linked, to this user or another, with GoTrue's error", async () => {
    const again = await linkWithSandbox(sam.supabase, 'google', DEMO.users.sam.email);
    expect(again.location.searchParams.get('error_code')).toBe('identity_already_exists');
    expect(again.location.searchParams.get('error_description')).toBe('Identity is already linked');
    expect(again.location.searchParams.get('code')).toBeNull();

    // Ivy signs in with Microsoft, then Sam tries to link that same Microsoft account.
    const ivy = await sandboxSignIn(t, 'azure', DEMO.users.ivy.email);
    expect(ivy.redirect.location.searchParams.get('code')).toEqual(expect.any(String));
    const taken = await linkWithSandbox(sam.supabase, 'azure', DEMO.users.ivy.email);
    expect(taken.location.searchParams.get('error_code')).toBe('identity_already_exists');
    expect(taken.location.searchParams.get('error_description')).toBe(
      'Identity is already linked to another user',
    );
  });

  it("refuses an identity that is not the user's own with GoTrue's 422 identity_not_found", async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `select id from auth.identities where user_id = $1 and provider = 'azure'`,
      [DEMO.users.ivy.id],
    );
    const ivyAzure = { identity_id: rows[0]!.id } as UserIdentity;
    const { error } = await sam.supabase.auth.unlinkIdentity(ivyAzure);
    expect(error).toMatchObject({
      status: 422,
      code: 'identity_not_found',
      message: "Identity doesn't exist",
    });
  });

  it('unlinks the Google identity, and then refuses to unlink the last one', async () => {
    const { data } = await sam.supabase.auth.getUserIdentities();
    const google = data!.identities.find((identity) => identity.provider === 'google')!;
    const unlinked = await sam.supabase.auth.unlinkIdentity(google);
    expect(unlinked.error).toBeNull();
    expect(unlinked.data).toEqual({});

    const { data: user } = await sam.supabase.auth.getUser();
    expect(providersOf(user.user?.identities)).toEqual(['email']);
    expect(user.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(user.user?.email).toBe(DEMO.users.sam.email);

    const email = user.user!.identities![0]!;
    const last = await sam.supabase.auth.unlinkIdentity(email);
    expect(last.error).toMatchObject({
      status: 422,
      code: 'single_identity_not_deletable',
      message: 'User must have at least 1 identity after unlinking',
    });
  });
});

describe('linking in the implicit flow and without supabase-js', () => {
  it('puts the new session of the same user in the fragment', async () => {
    const fresh = await t.signIn('fresh');
    const redirect = await linkWithSandbox(fresh, 'azure', 'fresh.work@freshstart.test');
    const fragment = fragmentOf(redirect.location);
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    expect(fragment.get('provider_token')).toMatch(/^sandbox-azure-/);
    const linked = t.client();
    await linked.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { data } = await linked.auth.getUser();
    expect(data.user?.id).toBe(DEMO.users.fresh.id);
    // The user's email stays; the linked account keeps its own.
    expect(data.user?.email).toBe(DEMO.users.fresh.email);
    const azure = data.user?.identities?.find((identity) => identity.provider === 'azure');
    expect(azure?.identity_data?.email).toBe('fresh.work@freshstart.test');
  });

  it("moves the account's email to a remaining identity when its email identity is unlinked", async () => {
    const fresh = await t.signIn('fresh');
    const { data } = await fresh.auth.getUserIdentities();
    const email = data!.identities.find((identity) => identity.provider === 'email')!;
    const { error } = await fresh.auth.unlinkIdentity(email);
    expect(error).toBeNull();
    const { rows } = await t.db.query<{ email: string; confirmed: boolean; app: object }>(
      `select email, email_confirmed_at is not null as confirmed, raw_app_meta_data as app
         from auth.users where id = $1`,
      [DEMO.users.fresh.id],
    );
    expect(rows[0]).toMatchObject({
      email: 'fresh.work@freshstart.test',
      confirmed: true,
      app: { provider: 'azure', providers: ['azure'] },
    });
  });

  it('redirects 302 without skip_http_redirect and needs a signed-in user', async () => {
    const ivy = await t.signIn('ivy');
    const token = (await ivy.auth.getSession()).data.session!.access_token;
    const path = `/auth/v1/user/identities/authorize?provider=google&redirect_to=${encodeURIComponent(REDIRECT)}`;
    const redirected = await t.fetch(path, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toMatch(/\/auth\/v1\/authorize\?provider=google&state=/);

    const anonymous = await t.fetch(path, { redirect: 'manual' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: 'no_authorization' });
    const github = await t.fetch('/auth/v1/user/identities/authorize?provider=github', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(github.status).toBe(400);
  });

  it('answers an unknown or finished link state with flow_state_not_found', async () => {
    const page = await fetch(`${t.emulator.url}/auth/v1/authorize?provider=google&state=${randomUUID()}`);
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });
});

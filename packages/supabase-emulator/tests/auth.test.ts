import { createRemoteJWKSet, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';
import { GENEROUS_RATE_LIMITS } from './support/test-emulator.js';

const { t } = emulatorSuite();

describe('password sign-in', () => {
  it('returns a session whose access token verifies against the JWKS', async () => {
    const supabase = t.client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: DEMO.users.sam.email,
      password: DEMO.users.sam.password,
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.user).toMatchObject({
      id: DEMO.users.sam.id,
      email: 'sam@northwind.test',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Sam', last_name: 'Rivera' },
      is_anonymous: false,
    });
    expect(session.user.identities?.[0]).toMatchObject({ provider: 'email', user_id: DEMO.users.sam.id });

    const jwks = createRemoteJWKSet(new URL(t.emulator.jwksUrl));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks, {
      issuer: `${t.emulator.url}/auth/v1`,
      audience: 'authenticated',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256' });
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({
      sub: DEMO.users.sam.id,
      email: 'sam@northwind.test',
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      session_id: expect.any(String) as string,
      amr: [{ method: 'password', timestamp: expect.any(Number) as number }],
    });
  });

  it('verifies the token through supabase-js getClaims (JWKS with kid)', async () => {
    const supabase = await t.signIn('ivy');
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.email).toBe('ivy@contoso.test');
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await t
      .client()
      .auth.signInWithPassword({ email: DEMO.users.sam.email, password: 'nope-nope' });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthApiError');
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('refuses an unknown email the same way', async () => {
    const { error } = await t
      .client()
      .auth.signInWithPassword({ email: 'ghost@example.test', password: 'whatever1' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('signs in case-insensitively', async () => {
    const { error } = await t
      .client()
      .auth.signInWithPassword({ email: 'Sam@Northwind.TEST', password: DEMO.users.sam.password });
    expect(error).toBeNull();
  });

  it('gives a non-member with an account no session, with the message of the spec', async () => {
    const { data, error } = await t
      .client()
      .auth.signInWithPassword({ email: DEMO.users.stranger.email, password: DEMO.users.stranger.password });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 403,
      code: 'access_denied',
      message: 'Your email is not authorized to access this system. Please contact an administrator.',
    });
    const { rows } = await t.db.query(`select 1 from auth.sessions where user_id = $1`, [
      DEMO.users.stranger.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('refresh tokens', () => {
  it('rotate on use and refuse a reused token', async () => {
    const supabase = await t.signIn('fresh');
    const first = (await supabase.auth.getSession()).data.session!;
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.email).toBe('fresh@freshstart.test');

    const reuse = await t.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // Reuse ends the whole session: the newer token stops working too.
    const after = await t.client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('within the reuse interval, the previous token answers with the current one (GoTrue reuse interval)', async () => {
    const { startEmulator } = await import('../src/index.js');
    const lenient = await startEmulator({
      db: t.db,
      port: 0,
      auth: { refreshTokenReuseIntervalSeconds: 10, rateLimits: GENEROUS_RATE_LIMITS },
    });
    try {
      const refresh = async (token: string) => {
        const response = await fetch(`${lenient.url}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { apikey: lenient.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: token }),
        });
        return { status: response.status, body: (await response.json()) as { refresh_token?: string } };
      };
      const first = (await (await t.signIn('ivy')).auth.getSession()).data.session!.refresh_token;
      const second = await refresh(first);
      const retried = await refresh(first);
      expect(retried.status).toBe(200);
      expect(retried.body.refresh_token).toBe(second.body.refresh_token);
    } finally {
      await lenient.close();
    }
  });

  it('refuses an unknown token', async () => {
    const { error } = await t.client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('current user and sign-out', () => {
  it('getUser returns the user of the access token', async () => {
    const supabase = await t.signIn('sam');
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: DEMO.users.sam.id,
      email: 'sam@northwind.test',
      email_confirmed_at: expect.any(String) as string,
    });
  });

  it('updateUser merges user metadata', async () => {
    const supabase = await t.signIn('ivy');
    const { data, error } = await supabase.auth.updateUser({ data: { nickname: 'I' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ nickname: 'I', email: DEMO.users.ivy.email });
  });

  it('sign-out revokes the refresh token and the session', async () => {
    const supabase = await t.signIn('sam');
    const session = (await supabase.auth.getSession()).data.session!;
    expect((await supabase.auth.signOut()).error).toBeNull();
    const refresh = await t.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await t.client().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('local sign-out keeps the other sessions of the user', async () => {
    const phone = await t.signIn('ivy');
    const laptop = await t.signIn('ivy');
    await phone.auth.signOut({ scope: 'local' });
    expect((await laptop.auth.getUser()).error).toBeNull();
  });

  it('answers bad, forged and expired JWTs with bad_jwt', async () => {
    const malformed = await t.client().auth.getUser('not.a.jwt');
    expect(malformed.error).toMatchObject({ status: 403, code: 'bad_jwt' });

    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ sub: DEMO.users.sam.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'someone-else' })
      .setExpirationTime('1h')
      .sign(privateKey);
    const bad = await t.client().auth.getUser(forged);
    expect(bad.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(bad.error?.message).toMatch(/^invalid JWT: unable to parse or verify signature/);

    const expired = await t.expiredToken('sam');
    const late = await t.client().auth.getUser(expired);
    expect(late.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(late.error?.message).toMatch(/expired/);
  });
});

describe('sign-up', () => {
  it('lets a listed member sign up, returns a session and links the member row', async () => {
    const supabase = t.client();
    const { data, error } = await supabase.auth.signUp({
      email: 'New.Hire@northwind.test',
      password: 'Welcome-1',
      options: {
        data: { first_name: 'Nia', last_name: 'Hale' },
        emailRedirectTo: 'http://localhost:3000/dashboard',
      },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      email: 'new.hire@northwind.test',
      user_metadata: { first_name: 'Nia', last_name: 'Hale', email_verified: true },
      email_confirmed_at: expect.any(String) as string,
    });
    const { rows } = await t.db.query<{ user_id: string }>(
      `select user_id from aide_members where email = 'new.hire@northwind.test'`,
    );
    expect(rows[0]?.user_id).toBe(data.user?.id);

    // The new session sees the organization's data straight away.
    const members = await supabase.from('aide_members').select('email').eq('user_id', data.user!.id).single();
    expect(members.data).toEqual({ email: 'new.hire@northwind.test' });

    const again = await t.client().auth.signUp({ email: 'new.hire@northwind.test', password: 'Welcome-1' });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses an email that is not a member', async () => {
    const { data, error } = await t
      .client()
      .auth.signUp({ email: 'outsider@example.test', password: 'Outsider-1' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 403,
      code: 'signup_disabled',
      message: 'Your email is not authorized to access this system. Please contact an administrator.',
    });
    const { rows } = await t.db.query(`select 1 from auth.users where email = 'outsider@example.test'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a weak password', async () => {
    const { error } = await t.client().auth.signUp({ email: 'new.hire@northwind.test', password: '12345' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('refuses an invalid email address', async () => {
    const { error } = await t.client().auth.signUp({ email: 'not-an-email', password: 'Password-1' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('gateway and wire details', () => {
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${t.emulator.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('requires a known apikey', async () => {
    const missing = await post('/auth/v1/token?grant_type=password', {}, {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await post('/auth/v1/token?grant_type=password', { apikey: 'sb_publishable_wrong' }, {});
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    const viaClient = await t
      .client('sb_publishable_wrong')
      .auth.signInWithPassword({ email: 'a@b.test', password: 'x' });
    expect(viaClient.error).toMatchObject({ status: 401, message: 'Invalid API key' });
  });

  it('answers in the dated error shape, or the legacy one without the API version header', async () => {
    const credentials = { email: DEMO.users.sam.email, password: 'wrong-password' };
    const dated = await post(
      '/auth/v1/token?grant_type=password',
      { apikey: t.emulator.anonKey, 'x-supabase-api-version': '2024-01-01' },
      credentials,
    );
    expect(dated.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await dated.json()).toEqual({ code: 'invalid_credentials', msg: 'Invalid login credentials' });
    const legacy = await post(
      '/auth/v1/token?grant_type=password',
      { apikey: t.emulator.anonKey },
      credentials,
    );
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('serves the public signing key, settings and health', async () => {
    const jwks = (await (await fetch(t.emulator.jwksUrl)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      kid: expect.any(String) as string,
    });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const settings = await (await t.fetch('/auth/v1/settings')).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true },
    });
    expect((await t.fetch('/auth/v1/health')).status).toBe(200);
  });

  it('answers CORS preflights for any path with the request origin', async () => {
    const response = await t.preflight(
      '/rest/v1/aide_members?select=*',
      'GET',
      'apikey, authorization, x-client-info, prefer',
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toContain('prefer');
    const actual = await t.fetch('/auth/v1/health', { headers: { origin: 'http://localhost:3000' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(actual.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('answers unknown routes with JSON 404 and never crashes on a bad body', async () => {
    const unknown = await t.fetch('/nowhere');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'no Route matched with those values' });
    const badJson = await t.fetch('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error_code: 'bad_json' });
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { DEMO } from '../src/index.js';
import { findRepoRoot } from '../src/paths.js';
import { loadProjectAuthSettings } from '../src/project-config.js';
import { sandboxSignIn } from './support/sandbox-oauth.js';
import { emulatorSuite } from './support/emulator-suite.js';

const NOT_A_MEMBER = 'Your email is not authorized to access this system. Please contact an administrator.';
const ATTACKER_PASSWORD = 'Attacker-1';

/** As the product runs: confirmations on and both membership hooks, as supabase/config.toml says. */
const { t } = emulatorSuite({ start: { auth: { autoconfirm: false } } });

const restRead = (token: string) =>
  t.fetch('/rest/v1/aide_organizations?select=name', { headers: { authorization: `Bearer ${token}` } });

describe('supabase/config.toml is the one source of the auth settings', () => {
  it('asks for email confirmation and declares both hooks, whose functions the migrations create', async () => {
    const settings = loadProjectAuthSettings();
    expect(settings.autoconfirm).toBe(false);
    expect(settings.hooks).toEqual({
      beforeUserCreated: 'aide_private.before_user_created',
      customAccessToken: 'aide_private.custom_access_token',
    });
    for (const fn of Object.values(settings.hooks)) {
      const { rows } = await t.db.query<{ found: string | null }>(
        `select to_regprocedure($1 || '(jsonb)')::text as found`,
        [fn],
      );
      expect(rows[0]?.found).not.toBeNull();
    }
    const toml = await readFile(join(findRepoRoot(), 'supabase', 'config.toml'), 'utf8');
    expect(toml).toMatch(/enable_confirmations = true/);
    const answer = await (await t.fetch('/auth/v1/settings')).json();
    expect(answer).toMatchObject({ mailer_autoconfirm: false });
  });
});

describe('a sign-up with a member address that is not yours', () => {
  it('gets no session, claims no member row, and dies when the owner signs in with Google', async () => {
    const attacker = await t.client().auth.signUp({
      email: DEMO.newHireEmail,
      password: ATTACKER_PASSWORD,
      options: { data: { first_name: 'Mal' } },
    });
    expect(attacker.error).toBeNull();
    expect(attacker.data.session).toBeNull();
    const linked = await t.db.query<{ user_id: string | null }>(
      `select user_id from aide_members where email = $1`,
      [DEMO.newHireEmail],
    );
    expect(linked.rows[0]?.user_id).toBeNull();
    const early = await t
      .client()
      .auth.signInWithPassword({ email: DEMO.newHireEmail, password: ATTACKER_PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    // The real new hire signs in with Google: the account becomes theirs, without the attacker's password.
    const { client, redirect } = await sandboxSignIn(t, 'google', DEMO.newHireEmail);
    const owner = await client.supabase.auth.exchangeCodeForSession(
      redirect.location.searchParams.get('code')!,
    );
    expect(owner.error).toBeNull();
    expect(owner.data.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);
    expect(owner.data.user?.user_metadata).not.toHaveProperty('first_name', 'Mal');

    const late = await t
      .client()
      .auth.signInWithPassword({ email: DEMO.newHireEmail, password: ATTACKER_PASSWORD });
    expect(late.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(late.data.session).toBeNull();
    const { rows } = await t.db.query<{ user_id: string | null }>(
      `select user_id from aide_members where email = $1`,
      [DEMO.newHireEmail],
    );
    expect(rows[0]?.user_id).toBe(owner.data.user?.id);
  });
});

describe('a non-member with an account', () => {
  it('gets no tokens from the password grant nor from the OAuth sandbox', async () => {
    const password = await t
      .client()
      .auth.signInWithPassword({ email: DEMO.users.stranger.email, password: DEMO.users.stranger.password });
    expect(password.data.session).toBeNull();
    expect(password.error).toMatchObject({ status: 403, message: NOT_A_MEMBER });

    const { client, redirect } = await sandboxSignIn(t, 'google', DEMO.users.stranger.email);
    const exchanged = await client.supabase.auth.exchangeCodeForSession(
      redirect.location.searchParams.get('code')!,
    );
    expect(exchanged.data.session).toBeNull();
    expect(exchanged.error).toMatchObject({ status: 403, message: NOT_A_MEMBER });
  });

  it('cannot refresh a session once the membership is gone', async () => {
    const supabase = await t.signIn('ivy');
    const { data } = await supabase.auth.getSession();
    await t.db.query(`update aide_members set email = 'former.ivy@contoso.test' where email = $1`, [
      DEMO.users.ivy.email,
    ]);
    try {
      const refreshed = await t.client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
      expect(refreshed.error).toMatchObject({ status: 403, message: NOT_A_MEMBER });
    } finally {
      await t.db.query(`update aide_members set email = $1 where email = 'former.ivy@contoso.test'`, [
        DEMO.users.ivy.email,
      ]);
    }
  });
});

describe('an access token ends with its session', () => {
  it('stops reading REST the moment the user signs out', async () => {
    const supabase = await t.signIn('sam');
    const token = (await supabase.auth.getSession()).data.session!.access_token;
    expect((await restRead(token)).status).toBe(200);
    await supabase.auth.signOut({ scope: 'global' });
    const after = await restRead(token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'PGRST303' });
  });

  it('a password change ends every other session', async () => {
    const thief = await t.signIn('ivy');
    const stolen = (await thief.auth.getSession()).data.session!.access_token;
    const owner = await t.signIn('ivy');
    const changed = await owner.auth.updateUser({ password: 'Contoso-demo-2' });
    expect(changed.error).toBeNull();
    try {
      expect((await restRead(stolen)).status).toBe(401);
      const ownToken = (await owner.auth.getSession()).data.session!.access_token;
      expect((await restRead(ownToken)).status).toBe(200);
    } finally {
      await owner.auth.updateUser({ password: DEMO.users.ivy.password });
    }
  });
});

describe('REST checks the audience like Supabase', () => {
  const keyDirToken = async (claims: Record<string, unknown>) => {
    const jwk = JSON.parse(await readFile(join(t.keyDir, 'jwt-signing-key.json'), 'utf8')) as JWK;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'JWT' })
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'ES256'));
  };

  it.each([
    ['a wrong', { aud: 'someone-else' }],
    ['no', {}],
  ])('refuses a validly signed user token with %s aud', async (_label, aud) => {
    const supabase = await t.signIn('sam');
    const real = (await supabase.auth.getSession()).data.session!;
    const forged = await keyDirToken({
      sub: DEMO.users.sam.id,
      role: 'authenticated',
      session_id: decodeJwt(real.access_token).session_id,
      ...aud,
    });
    const response = await restRead(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT not in audience' });
  });
});

describe('rate limits of config.toml [auth.rate_limit]', () => {
  const { t: limited } = emulatorSuite({
    start: {
      auth: {
        autoconfirm: false,
        rateLimits: { signInSignUps: 5, emailSent: 2 },
        emailMaxFrequencySeconds: 60,
      },
    },
  });

  it('stops password guessing with GoTrue 429, and the right password waits too', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await limited
        .client()
        .auth.signInWithPassword({ email: DEMO.users.sam.email, password: `wrong-${attempt}` });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const right = await limited.fetch('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: DEMO.users.sam.email, password: DEMO.users.sam.password }),
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await right.json()).toEqual({
      code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  });

  it('sends one email per address per max_frequency, and caps emails per hour', async () => {
    const first = await limited.client().auth.resetPasswordForEmail(DEMO.users.ivy.email);
    expect(first.error).toBeNull();
    const again = await limited.client().auth.resetPasswordForEmail(DEMO.users.ivy.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    expect((await limited.client().auth.resetPasswordForEmail(DEMO.users.sam.email)).error).toBeNull();
    const third = await limited.client().auth.resetPasswordForEmail(DEMO.users.fresh.email);
    expect(third.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'Email rate limit exceeded',
    });
  });
});

// The client flows of GoTrue beyond passwords: email OTP and magic links, resend, reauthentication, email
// changes, anonymous users, phone sign-up and sign-in with the SMS outbox, phone factors; with the members
// gate of Aide's configuration in front of every account they would create.
import { decodeJwt } from 'jose';
import { DEMO, readOutbox, readSmsOutbox } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const latestCode = async (db: Parameters<typeof readOutbox>[0], email: string, type: string) => {
  const message = (await readOutbox(db, email)).find((candidate) => candidate.type === type);
  return message?.code ?? '';
};

describe("in Aide's configuration (members gate, confirmations on)", () => {
  const NEW_MEMBER = 'otp.member@northwind.test';
  const { t } = emulatorSuite({
    start: {
      auth: {
        autoconfirm: false,
        anonymousSignIns: true,
        email: { securePasswordChange: true },
      },
    },
    seed: (started) =>
      started.db.query(
        `insert into public.aide_members (email, organization_id, role) values ($1, $2, 'member')`,
        [NEW_MEMBER, DEMO.organizations.northwind],
      ),
  });

  it("signs a member in with the email's code or its magic link, each once", async () => {
    const browser = t.client();
    expect((await browser.auth.signInWithOtp({ email: 'sam@northwind.test' })).error).toBeNull();
    const [message] = await readOutbox(t.db, 'sam@northwind.test');
    expect(message).toMatchObject({ type: 'magiclink', subject: 'Your Magic Link' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code ?? '?');
    const verified = await browser.auth.verifyOtp({
      email: 'sam@northwind.test',
      token: message?.code ?? '',
      type: 'email',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(DEMO.users.sam.id);
    const twice = await t.client().auth.verifyOtp({
      email: 'sam@northwind.test',
      token: message?.code ?? '',
      type: 'email',
    });
    expect(twice.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('signs a new member up by code, and refuses an email that is no member before any account exists', async () => {
    const browser = t.client();
    expect((await browser.auth.signInWithOtp({ email: NEW_MEMBER })).error).toBeNull();
    const code = await latestCode(t.db, NEW_MEMBER, 'signup');
    const verified = await browser.auth.verifyOtp({ email: NEW_MEMBER, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const stranger = await t.client().auth.signInWithOtp({ email: 'stranger.otp@elsewhere.test' });
    expect(stranger.error).toMatchObject({ status: 403 });
    const { rows } = await t.db.query(`select 1 from auth.users where email = 'stranger.otp@elsewhere.test'`);
    expect(rows).toHaveLength(0);
    const noSignup = await t.client().auth.signInWithOtp({
      email: 'nobody@northwind.test',
      options: { shouldCreateUser: false },
    });
    expect(noSignup.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('resends a confirmation to an unconfirmed account, and nothing to a confirmed one', async () => {
    await t.db.query(
      `insert into public.aide_members (email, organization_id, role) values ('resend.me@northwind.test', $1, 'member')`,
      [DEMO.organizations.northwind],
    );
    await t.client().auth.signUp({ email: 'resend.me@northwind.test', password: 'Resend-me-1' });
    await t.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes'
                       where email = 'resend.me@northwind.test'`);
    expect(
      (await t.client().auth.resend({ type: 'signup', email: 'resend.me@northwind.test' })).error,
    ).toBeNull();
    expect(
      (await readOutbox(t.db, 'resend.me@northwind.test')).filter((m) => m.type === 'signup'),
    ).toHaveLength(2);
    expect((await t.client().auth.resend({ type: 'signup', email: 'sam@northwind.test' })).error).toBeNull();
    expect((await readOutbox(t.db, 'sam@northwind.test')).some((m) => m.type === 'signup')).toBe(false);
  });

  it('changes a password with the reauthentication code when the session is older than a day', async () => {
    const sam = await t.signIn('sam');
    const { data } = await sam.auth.getSession();
    const { session_id: sessionId } = decodeJwt(data.session!.access_token);
    await t.db.query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [
      sessionId,
    ]);
    const refused = await sam.auth.updateUser({ password: 'Northwind-demo-2' });
    expect(refused.error).toMatchObject({ code: 'reauthentication_needed' });
    expect((await sam.auth.reauthenticate()).error).toBeNull();
    const nonce = await latestCode(t.db, 'sam@northwind.test', 'reauthentication');
    expect((await sam.auth.updateUser({ password: 'Northwind-demo-2', nonce })).error).toBeNull();
    expect((await sam.auth.updateUser({ password: 'Northwind-demo-3', nonce })).error).toMatchObject({
      code: 'reauthentication_not_valid',
    });
  });

  it('changes an email once both the current and the new address confirmed it', async () => {
    // The gate issues tokens to member emails only: the new address is the member's too.
    await t.db.query(
      `insert into public.aide_members (email, organization_id, role) values ('fresh.new@freshstart.test', $1, 'member')`,
      [DEMO.organizations.freshStart],
    );
    const fresh = await t.signIn('fresh');
    const changed = await fresh.auth.updateUser({ email: 'fresh.new@freshstart.test' });
    expect(changed.error).toBeNull();
    expect(changed.data.user).toMatchObject({
      email: DEMO.users.fresh.email,
      new_email: 'fresh.new@freshstart.test',
    });
    const current = (await readOutbox(t.db, DEMO.users.fresh.email)).find((m) => m.type === 'email_change');
    const next = (await readOutbox(t.db, 'fresh.new@freshstart.test')).find((m) => m.type === 'email_change');
    expect(current?.link).toBeTruthy();
    expect(next?.link).toBeTruthy();

    const first = await fetch(current!.link!, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(decodeURIComponent(first.headers.get('location') ?? '')).toContain(
      '#message=Confirmation link accepted',
    );
    const stillOld = await t.client(t.emulator.serviceRoleKey).auth.admin.getUserById(DEMO.users.fresh.id);
    expect(stillOld.data.user?.email).toBe(DEMO.users.fresh.email);

    const second = await t.client().auth.verifyOtp({
      email: 'fresh.new@freshstart.test',
      token: next!.code!,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe('fresh.new@freshstart.test');
  });

  it('refuses an anonymous user: the gate lets no account without a member email in', async () => {
    const anonymous = await t.client().auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 403 });
  });

  it('refuses phone sign-ups, which config.toml does not enable', async () => {
    const response = await fetch(`${t.emulator.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: t.emulator.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+15550000001', password: 'Phone-pass-1' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'phone_provider_disabled' });
  });
});

describe('phone sign-up, sign-in and factors (a project with an SMS provider, no gate)', () => {
  const PHONE = '15550001234';
  const { t } = emulatorSuite({
    start: {
      auth: {
        autoconfirm: true,
        hooks: { beforeUserCreated: null, customAccessToken: null },
        sms: { enabled: true, autoconfirm: false, testOtp: { '15550009999': '123456' } },
        mfa: { phone: { enroll: true, verify: true, maxFrequencySeconds: 0 } },
        anonymousSignIns: true,
      },
    },
  });

  it('signs up with a phone and its SMS code from the SMS outbox, then signs in with a code', async () => {
    const browser = t.client();
    const signup = await browser.auth.signUp({ phone: `+${PHONE}`, password: 'Phone-pass-1' });
    expect(signup.error).toBeNull();
    expect(signup.data.session).toBeNull();
    const [sms] = await readSmsOutbox(t.db, `+${PHONE}`);
    expect(sms).toMatchObject({ to: PHONE, type: 'sms' });
    expect(sms?.body).toBe(`Your code is ${sms?.code}`);
    const response = await fetch(`${t.emulator.url}/outbox/sms/messages?to=${PHONE}`);
    expect(((await response.json()) as { code: string }[])[0]?.code).toBe(sms?.code);

    const verified = await browser.auth.verifyOtp({ phone: `+${PHONE}`, token: sms!.code!, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      phone: PHONE,
      phone_confirmed_at: expect.any(String) as string,
    });
    const password = await t
      .client()
      .auth.signInWithPassword({ phone: `+${PHONE}`, password: 'Phone-pass-1' });
    expect(password.error).toBeNull();

    await t.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '1 minute' where phone = $1`,
      [PHONE],
    );
    expect((await t.client().auth.signInWithOtp({ phone: `+${PHONE}` })).error).toBeNull();
    const [code] = await readSmsOutbox(t.db, PHONE);
    const signedIn = await t.client().auth.verifyOtp({ phone: PHONE, token: code!.code!, type: 'sms' });
    expect(signedIn.error).toBeNull();
    expect(
      (await t.client().auth.verifyOtp({ phone: PHONE, token: '000000', type: 'sms' })).error,
    ).toMatchObject({
      status: 403,
    });
  });

  it('uses the fixed code of a test number ([auth.sms.test_otp]) and sends it nothing', async () => {
    const browser = t.client();
    expect((await browser.auth.signInWithOtp({ phone: '+15550009999' })).error).toBeNull();
    expect(await readSmsOutbox(t.db, '15550009999')).toEqual([]);
    const verified = await browser.auth.verifyOtp({ phone: '+15550009999', token: '123456', type: 'sms' });
    expect(verified.error).toBeNull();
  });

  it('enrolls a phone factor, texts its challenge code and raises the session to aal2', async () => {
    const anonymous = await t.client().auth.signInAnonymously({ options: { data: { nick: 'anon' } } });
    expect(anonymous.data.user).toMatchObject({ is_anonymous: true, user_metadata: { nick: 'anon' } });

    const user = t.client();
    await user.auth.signUp({ email: 'factor.phone@example.test', password: 'Factor-phone-1' });
    const enrolled = await user.auth.mfa.enroll({ factorType: 'phone', phone: '+15550004321' });
    expect(enrolled.error).toBeNull();
    const challenge = await user.auth.mfa.challenge({ factorId: enrolled.data!.id });
    expect(challenge.error).toBeNull();
    const [sms] = await readSmsOutbox(t.db, '15550004321');
    expect(sms).toMatchObject({ type: 'mfa' });
    const wrong = await user.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: '000000',
    });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed' });
    const verified = await user.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: sms!.code!,
    });
    expect(verified.error).toBeNull();
    const level = await user.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');
  });
});

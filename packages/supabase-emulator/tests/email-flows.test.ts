import { decodeJwt } from 'jose';
import { DEMO, readOutbox, type OutboxMessage } from '../src/index.js';
import { followOnce, fragmentOf, pkceClient } from './support/pkce-client.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t } = emulatorSuite({ start: { auth: { autoconfirm: false } } });

const NEW_HIRE = DEMO.newHireEmail;

async function outboxJson(email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${t.emulator.url}/outbox/messages?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

describe('sign-up with email confirmation', () => {
  let verifyLink = '';

  it('creates an unconfirmed user without a session and mails a PKCE verify link', async () => {
    const { supabase } = pkceClient(t);
    const { data, error } = await supabase.auth.signUp({
      email: NEW_HIRE,
      password: 'New-hire-pass-1',
      options: {
        emailRedirectTo: 'http://localhost:3000/dashboard',
        data: { first_name: 'New', last_name: 'Hire' },
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: NEW_HIRE,
      user_metadata: { first_name: 'New', last_name: 'Hire' },
      confirmation_sent_at: expect.any(String) as string,
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);

    const messages = await outboxJson(NEW_HIRE);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      to: NEW_HIRE,
      subject: 'Confirm Your Signup',
      type: 'signup',
      created_at: expect.any(String) as string,
    });
    const link = new URL(message!.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.emulator.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toMatch(/^pkce_/);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/dashboard');
    expect(message!.html).toContain(message!.link!.replace(/&/g, '&amp;'));
    expect(message!.text).toContain(message!.link!);
    expect(await readOutbox(t.db, NEW_HIRE)).toEqual(messages);
    verifyLink = message!.link!;

    const signIn = await t.client().auth.signInWithPassword({ email: NEW_HIRE, password: 'New-hire-pass-1' });
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('lists the message on the HTML outbox page with a clickable link', async () => {
    const response = await fetch(`${t.emulator.url}/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Confirm Your Signup');
    expect(html).toContain(`<a href="${verifyLink.replace(/&/g, '&amp;')}">`);
  });

  it('confirms through the verify link and exchanges the code for a session, once', async () => {
    // The code verifier lives in the browser that signed up, so that client exchanges the code.
    const signupClient = pkceClient(t);
    await signupClient.supabase.auth.signUp({ email: NEW_HIRE, password: 'New-hire-pass-1' });
    // Signing up again while unconfirmed mails a new link (GoTrue resends the confirmation).
    const [latest, previous] = await outboxJson(NEW_HIRE);
    expect(previous?.link).toBe(verifyLink);
    const verifier = signupClient.pendingVerifier();

    const { status, location } = await followOnce(latest!.link!);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/');
    const code = location.searchParams.get('code')!;
    expect(code).toEqual(expect.any(String));

    const exchanged = await signupClient.supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(NEW_HIRE);
    expect(exchanged.data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) as number },
    ]);

    const again = await t.fetch('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });

    // The password was chosen before anyone proved the mailbox (whoever signed up first with this address):
    // confirming clears it (migration 20261128000100), and the member sets the one they will use.
    const before = await t.client().auth.signInWithPassword({ email: NEW_HIRE, password: 'New-hire-pass-1' });
    expect(before.error).toMatchObject({ code: 'invalid_credentials' });
    expect((await signupClient.supabase.auth.updateUser({ password: 'New-hire-pass-2' })).error).toBeNull();
    const signIn = await t.client().auth.signInWithPassword({ email: NEW_HIRE, password: 'New-hire-pass-2' });
    expect(signIn.error).toBeNull();
    expect(
      (await t.client().auth.signInWithPassword({ email: NEW_HIRE, password: 'New-hire-pass-1' })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
  });

  it('redirects a used or unknown token with otp_expired', async () => {
    const used = await followOnce(verifyLink);
    expect(used.status).toBe(303);
    expect(used.location.searchParams.get('error')).toBe('access_denied');
    expect(used.location.searchParams.get('error_code')).toBe('otp_expired');
    expect(used.location.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
    expect(fragmentOf(used.location).get('error_code')).toBe('otp_expired');

    const unknown = await followOnce(`${t.emulator.url}/auth/v1/verify?token=nope&type=signup`);
    expect(unknown.location.origin).toBe('http://localhost:3000');
    expect(fragmentOf(unknown.location).get('error')).toBe('access_denied');
  });

  it('confirms an implicit-flow sign-up with the session in the fragment', async () => {
    await t.db.query(`insert into public.aide_members (email, organization_id) values ($1, $2)`, [
      'implicit@northwind.test',
      DEMO.organizations.northwind,
    ]);
    const { data, error } = await t.client().auth.signUp({
      email: 'implicit@northwind.test',
      password: 'Implicit-pass-1',
      options: { emailRedirectTo: 'http://localhost:3000/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const [message] = await readOutbox(t.db, 'implicit@northwind.test');
    expect(message?.link).not.toContain('token=pkce_');
    const { status, location } = await followOnce(message!.link!);
    expect(status).toBe(303);
    expect(location.pathname).toBe('/welcome');
    const fragment = fragmentOf(location);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    const user = await t.client().auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.email).toBe('implicit@northwind.test');
    expect(fragment.get('refresh_token')).toEqual(expect.any(String));
  });

  it('still refuses non-members, and answers an existing confirmed email with an identity-less user', async () => {
    const refused = await t.client().auth.signUp({ email: 'outsider@example.test', password: 'Outsider-1' });
    expect(refused.error).toMatchObject({ status: 403, code: 'signup_disabled' });
    expect(await readOutbox(t.db, 'outsider@example.test')).toEqual([]);

    const existing = await t.client().auth.signUp({ email: DEMO.users.sam.email, password: 'Whatever-1' });
    expect(existing.error).toBeNull();
    expect(existing.data.session).toBeNull();
    expect(existing.data.user?.identities).toEqual([]);
    expect(existing.data.user?.id).not.toBe(DEMO.users.sam.id);
  });
});

describe('password recovery', () => {
  it('answers {} for any email and mails nothing for unknown ones', async () => {
    const { data, error } = await t.client().auth.resetPasswordForEmail('ghost@example.test');
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await readOutbox(t.db, 'ghost@example.test')).toEqual([]);
  });

  it('mails a recovery link whose code signs in for PASSWORD_RECOVERY and lets the password change', async () => {
    const { supabase } = pkceClient(t);
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await supabase.auth.resetPasswordForEmail(DEMO.users.sam.email, {
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [message] = await readOutbox(t.db, DEMO.users.sam.email);
    expect(message).toMatchObject({ subject: 'Reset Your Password', type: 'recovery' });
    const link = new URL(message!.link!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');

    const { status, location } = await followOnce(message!.link!);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/reset-password');
    const code = location.searchParams.get('code')!;

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) as number },
    ]);

    const same = await supabase.auth.updateUser({ password: DEMO.users.sam.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await supabase.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const updated = await supabase.auth.updateUser({ password: 'Northwind-new-2' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(DEMO.users.sam.email);

    const old = await t.client().auth.signInWithPassword({
      email: DEMO.users.sam.email,
      password: DEMO.users.sam.password,
    });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await t.client().auth.signInWithPassword({
      email: DEMO.users.sam.email,
      password: 'Northwind-new-2',
    });
    expect(fresh.error).toBeNull();

    // The code and the link are spent.
    const reused = await pkceClient(t).supabase.auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();
    const relink = await followOnce(message!.link!);
    expect(relink.location.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('refuses a wrong code verifier', async () => {
    const client = pkceClient(t);
    await client.supabase.auth.resetPasswordForEmail(DEMO.users.ivy.email, {
      redirectTo: 'http://localhost:3000/reset-password',
    });
    const [message] = await readOutbox(t.db, DEMO.users.ivy.email);
    const { location } = await followOnce(message!.link!);
    const response = await t.fetch('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: location.searchParams.get('code'), code_verifier: 'x'.repeat(50) }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_code_verifier' });
    // The right verifier still works afterwards.
    const ok = await client.supabase.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(ok.error).toBeNull();
  });
});

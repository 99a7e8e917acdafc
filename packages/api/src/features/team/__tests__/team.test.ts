// Team management: who may see and change the team, enforced by the database's rules (not the page), and an
// invitation's whole life: queued, sent by the auth server, accepted, the member removed and signed out.
import { createClient } from '@supabase/supabase-js';
import { generateSync } from 'otplib';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { DEMO } from '@aide/supabase-emulator';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { signIn } from '../../../../tests/support/sign-in.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const SAM_ID = '30000000-0000-4000-8000-000000000001';
const NEW_HIRE_ID = DEMO.members.newHire;

interface TeamBody {
  role: string;
  mfa_required: boolean;
  members: {
    id: string;
    email: string;
    role: string;
    status: string;
    is_you: boolean;
    invitation_status: string | null;
  }[];
}

describe.each(apiBackends)('team rules on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy']);

  const call = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(method, `${api.apiUrl}${path}`, token, body);

  it('lists the organization with roles and pending invitations, for every plan', async () => {
    const team = await call('GET', '/api/team', tokens.sam);
    expect(team.status).toBe(200);
    const body = team.body as TeamBody;
    expect(body.role).toBe('owner');
    expect(body.members.map(({ email, role, status, is_you }) => ({ email, role, status, is_you }))).toEqual([
      { email: 'sam@northwind.test', role: 'owner', status: 'active', is_you: true },
      { email: 'new.hire@northwind.test', role: 'member', status: 'invited', is_you: false },
    ]);
    // The inbound plan has the same page; Ivy sees only Contoso.
    const contoso = (await call('GET', '/api/team', tokens.ivy)).body as TeamBody;
    expect(contoso.members.map((member) => member.email)).toEqual(['ivy@contoso.test']);
  });

  it('lets a plain member read the team but change nothing, and read no audit log', async () => {
    expect((await call('GET', '/api/team', tokens.fresh)).status).toBe(200);
    expect(
      await call('POST', '/api/team/invitations', tokens.fresh, {
        email: 'x@freshstart.test',
        role: 'member',
      }),
    ).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: 'Only owners and admins can invite members.' },
    });
    expect((await call('GET', '/api/team/events', tokens.fresh)).status).toBe(403);
    expect(await call('PATCH', '/api/team/settings', tokens.fresh, { mfa_required: false })).toMatchObject({
      status: 403,
      body: { message: 'Only owners and admins can change the security settings.' },
    });
  });

  it("refuses to touch another organization's members", async () => {
    expect(await call('DELETE', `/api/team/members/${SAM_ID}`, tokens.ivy)).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
    expect(
      (await call('PATCH', `/api/team/members/${NEW_HIRE_ID}`, tokens.ivy, { role: 'admin' })).status,
    ).toBe(404);
    const still = (await call('GET', '/api/team', tokens.sam)).body as TeamBody;
    expect(still.members).toHaveLength(2);
  });

  it('changes roles within the rules and records who did what', async () => {
    expect(
      (await call('PATCH', `/api/team/members/${NEW_HIRE_ID}`, tokens.sam, { role: 'admin' })).status,
    ).toBe(204);
    expect(await call('PATCH', `/api/team/members/${SAM_ID}`, tokens.sam, { role: 'member' })).toMatchObject({
      status: 403,
      body: { message: 'You cannot change your own role.' },
    });
    expect(await call('DELETE', `/api/team/members/${SAM_ID}`, tokens.sam)).toMatchObject({
      status: 403,
      body: { message: 'You cannot remove yourself from the team.' },
    });
    const events = (await call('GET', '/api/team/events', tokens.sam)).body as {
      items: { action: string; actor_email: string; target_email: string; details: object }[];
    };
    expect(events.items[0]).toMatchObject({
      action: 'role_changed',
      actor_email: 'sam@northwind.test',
      target_email: 'new.hire@northwind.test',
      details: { from: 'member', to: 'admin' },
    });
  });

  it('turns on the MFA requirement only for an admin signed in with a second factor, then refuses aal1 tokens', async () => {
    expect(await call('PATCH', '/api/team/settings', tokens.sam, { mfa_required: true })).toMatchObject({
      status: 409,
      body: { error: 'mfa_not_verified' },
    });
    const client = createClient(api.supabaseUrl, api.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: class {} as never },
    });
    await client.auth.signInWithPassword({ email: USER.sam.email, password: USER.sam.password });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = enrolled.data?.totp.secret ?? '';
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data?.id ?? '',
      code: generateSync({ secret }),
    });
    expect(verified.error).toBeNull();
    const aal2 = verified.data?.access_token ?? '';
    expect(await call('PATCH', '/api/team/settings', aal2, { mfa_required: true })).toMatchObject({
      status: 200,
      body: { mfa_required: true },
    });
    expect((await call('GET', '/api/team', aal2)).body).toMatchObject({ mfa_required: true });
    // Verifying a first factor ends the member's password-only sessions (as GoTrue); a new one is refused
    // until the code is given.
    tokens.sam = await signIn(api.supabaseUrl, api.anonKey, USER.sam);
    expect(await call('GET', '/api/customers', tokens.sam)).toMatchObject({
      status: 403,
      body: { error: 'mfa_required' },
    });
    // Every route that reads the organization, the setup progress and the AI employee's token included.
    expect(
      await call('GET', `/api/onboarding/status?organization_id=${ORG.northwind}`, tokens.sam),
    ).toMatchObject({ status: 403, body: { error: 'mfa_required' } });
    expect(
      await call('POST', '/api/ai-employee/provider-token', tokens.sam, {
        provider: 'google',
        provider_token: 'ya29.token',
      }),
    ).toMatchObject({ status: 403, body: { error: 'mfa_required' } });
    // Nor can the password-only token switch it off (the database refuses too, not only this route).
    expect((await call('PATCH', '/api/team/settings', tokens.sam, { mfa_required: false })).status).toBe(403);
    expect((await call('PATCH', '/api/team/settings', aal2, { mfa_required: false })).status).toBe(200);
    expect((await call('GET', '/api/customers', tokens.sam)).status).toBe(200);
  });
});

describe('an invitation on the embedded backend', () => {
  const [, startPglite] = apiBackends[0]!;
  const { api, tokens } = apiSuite(startPglite, ['sam']);

  const call = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(method, `${api.apiUrl}${path}`, token, body);
  const memberOf = async (email: string) =>
    (
      (await call('GET', '/api/team', tokens.sam)).body as TeamBody & {
        members: { invitation_status: string | null }[];
      }
    ).members.find((member) => member.email === email);
  const inviteLink = async (email: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await fetch(`${api.supabaseUrl}/outbox/messages?to=${encodeURIComponent(email)}`);
      const [message] = (await response.json()) as { link: string; subject: string }[];
      if (message) return message;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no invitation reached ${email}`);
  };

  it('is sent by a job through the auth server, accepted once, and removal signs the member out', async () => {
    const email = 'colleague@northwind.test';
    const invited = await call('POST', '/api/team/invitations', tokens.sam, { email, role: 'member' });
    expect(invited).toMatchObject({ status: 201, body: { status: 'invited' } });
    const memberId = (invited.body as { id: string }).id;

    const message = await inviteLink(email);
    expect(message.subject).toBe('You have been invited to Aide');
    expect((await memberOf(email))?.invitation_status).toBe('sent');

    const browser = createClient(api.supabaseUrl, api.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: class {} as never },
    });
    const link = new URL(message.link);
    const accepted = await browser.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') ?? '',
      type: 'invite',
    });
    expect(accepted.error).toBeNull();
    await browser.auth.updateUser({ password: 'Colleague-pass-1' });
    const { data } = await browser.auth.getSession();
    const colleague = data.session?.access_token ?? '';
    expect((await call('GET', '/api/customers', colleague)).status).toBe(200);
    expect(await memberOf(email)).toMatchObject({ status: 'active', role: 'member' });

    expect((await call('DELETE', `/api/team/members/${memberId}`, tokens.sam)).status).toBe(204);
    expect(await call('GET', '/api/customers', colleague)).toMatchObject({
      status: 401,
      body: { error: 'invalid_token' },
    });
    const refreshed = await browser.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();

    const actions = (
      (await call('GET', '/api/team/events', tokens.sam)).body as {
        items: { action: string; target_email: string }[];
      }
    ).items
      .filter((event) => event.target_email === email)
      .map((event) => event.action);
    expect(actions).toEqual(['member_removed', 'member_joined', 'member_invited']);
  });

  it('a revoked invitation lets nobody in', async () => {
    const email = 'revoked@northwind.test';
    const invited = await call('POST', '/api/team/invitations', tokens.sam, { email, role: 'admin' });
    const message = await inviteLink(email);
    expect(
      (await call('DELETE', `/api/team/members/${(invited.body as { id: string }).id}`, tokens.sam)).status,
    ).toBe(204);
    const browser = createClient(api.supabaseUrl, api.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: class {} as never },
    });
    await browser.auth.verifyOtp({
      token_hash: new URL(message.link).searchParams.get('token_hash') ?? '',
      type: 'invite',
    });
    const { data } = await browser.auth.getSession();
    if (data.session) {
      expect((await call('GET', '/api/customers', data.session.access_token)).status).toBe(403);
    }
  });

  it('answers an address that is a member elsewhere as any other, and tells nobody where it belongs', async () => {
    const fresh = await call('POST', '/api/team/invitations', tokens.sam, {
      email: 'someone.new@example.test',
      role: 'member',
    });
    const elsewhere = await call('POST', '/api/team/invitations', tokens.sam, {
      email: 'ivy@contoso.test',
      role: 'member',
    });
    expect(elsewhere.status).toBe(fresh.status);
    expect(Object.keys(elsewhere.body as object).sort()).toEqual(Object.keys(fresh.body as object).sort());
    expect(elsewhere.body).toMatchObject({ status: 'invited' });
    // The job settles it as sent, like a delivered invitation, and emails nothing.
    await inviteLink('someone.new@example.test');
    for (
      let attempt = 0;
      attempt < 50 && (await memberOf('ivy@contoso.test'))?.invitation_status !== 'sent';
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await memberOf('ivy@contoso.test')).toMatchObject({
      invitation_status: 'sent',
      status: 'invited',
    });
    const outbox = await fetch(`${api.supabaseUrl}/outbox/messages?to=ivy%40contoso.test`);
    expect(await outbox.json()).toEqual([]);
    // Ivy still signs in to Contoso alone.
    const ivy = await signIn(api.supabaseUrl, api.anonKey, USER.ivy);
    expect((await call('GET', '/api/team', ivy)).body).toMatchObject({
      members: [{ email: 'ivy@contoso.test', is_you: true }],
    });
    // Within one team an address is listed once: that is the admin's own team, so it says so.
    expect(
      await call('POST', '/api/team/invitations', tokens.sam, { email: 'ivy@contoso.test', role: 'member' }),
    ).toMatchObject({
      status: 409,
      body: { error: 'already_member', message: 'This email is already on your team.' },
    });
  });
});

// GoTrue's admin API (supabase-js `auth.admin.*`) in Aide's own configuration: the service role only, the members
// gate in front of every account it creates, GoTrue's pagination headers, links generated without an email.
import { DEMO, readOutbox } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const MEMBERS = ['admin.made@northwind.test', 'link.made@northwind.test', 'page.one@northwind.test'];

const { t } = emulatorSuite({
  seed: (started) =>
    started.db.query(
      `insert into public.aide_members (email, organization_id, role)
       select unnest($1::text[]), $2, 'member'`,
      [MEMBERS, DEMO.organizations.northwind],
    ),
});

const admin = () => t.client(t.emulator.serviceRoleKey).auth.admin;

describe('users', () => {
  it('creates a member, reads, updates and deletes it; a non-member is refused by the gate', async () => {
    const created = await admin().createUser({
      email: 'Admin.Made@northwind.test',
      password: 'Made-by-admin-1',
      email_confirm: true,
      user_metadata: { first_name: 'Ada' },
      app_metadata: { plan: 'outbound' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email: 'admin.made@northwind.test',
      user_metadata: { first_name: 'Ada', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'outbound' },
      email_confirmed_at: expect.any(String) as string,
    });
    const id = created.data.user!.id;

    // An account an administrator creates already confirmed keeps the password it was given (migration
    // 20261128000100 clears only a password typed before a confirmation link was sent and followed).
    const session = await t.client().auth.signInWithPassword({
      email: 'admin.made@northwind.test',
      password: 'Made-by-admin-1',
    });
    expect(session.error).toBeNull();
    await admin().updateUserById(created.data.user!.id, { password: 'Chosen-later-1' });
    const chosen = await t.client().auth.signInWithPassword({
      email: 'admin.made@northwind.test',
      password: 'Chosen-later-1',
    });
    expect(chosen.error).toBeNull();

    expect((await admin().getUserById(id)).data.user?.email).toBe('admin.made@northwind.test');
    const updated = await admin().updateUserById(id, {
      user_metadata: { last_name: 'Lovelace' },
      ban_duration: '1h',
    });
    expect(updated.data.user).toMatchObject({
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      banned_until: expect.any(String) as string,
    });
    const banned = await t.client().auth.signInWithPassword({
      email: 'admin.made@northwind.test',
      password: 'Chosen-later-1',
    });
    expect(banned.error).toMatchObject({ code: 'user_banned' });

    expect((await admin().deleteUser(id)).error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });

    const stranger = await admin().createUser({
      email: 'not.a.member@elsewhere.test',
      password: 'Whatever-1',
    });
    expect(stranger.error).toMatchObject({ status: 403 });
    expect(stranger.error?.message).toMatch(/not authorized/);
    const invalid = await admin().createUser({ email: 'xx:;x@x.x', password: 'Whatever-1' });
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('lists users newest first in pages, with the Link and X-Total-Count headers supabase-js reads', async () => {
    const first = await admin().listUsers({ page: 1, perPage: 2 });
    if (first.error) throw first.error;
    expect(first.data.users).toHaveLength(2);
    expect(first.data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect(first.data.total).toBeGreaterThan(2);
    expect(first.data.lastPage).toBe(Math.ceil(first.data.total / 2));

    const response = await fetch(`${t.emulator.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: t.emulator.serviceRoleKey, authorization: `Bearer ${t.emulator.serviceRoleKey}` },
    });
    expect(response.headers.get('x-total-count')).toBe(String(first.data.total));
    expect(response.headers.get('link')).toMatch(
      /^<\/admin\/users\?page=2&per_page=2>; rel="next", <\/admin\/users\?page=\d+&per_page=2>; rel="last"$/,
    );
    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users.map((user) => user.id)).not.toContain(first.data.users[0]?.id);
    expect((await admin().listUsers({ page: -1, perPage: 2 })).error).toMatchObject({ status: 400 });
  });

  it('is the service role only: the anon key and a user token are refused with not_admin', async () => {
    expect((await t.client().auth.admin.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    const sam = await t.signIn('sam');
    const { data } = await sam.auth.getSession();
    const response = await fetch(`${t.emulator.url}/auth/v1/admin/users`, {
      headers: { apikey: t.emulator.anonKey, authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe('generate_link', () => {
  it("gives a member's magic link and code without sending an email, and either signs in once", async () => {
    const link = await admin().generateLink({ type: 'magiclink', email: 'sam@northwind.test' });
    expect(link.error).toBeNull();
    expect(link.data.properties).toMatchObject({
      verification_type: 'magiclink',
      email_otp: expect.stringMatching(/^\d{6}$/) as string,
      action_link: expect.stringContaining('/auth/v1/verify?token=') as string,
    });
    expect(await readOutbox(t.db, 'sam@northwind.test')).toEqual([]);

    const browser = t.client();
    const signedIn = await browser.auth.verifyOtp({
      email: 'sam@northwind.test',
      token: link.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.email).toBe('sam@northwind.test');
    const again = await t.client().auth.verifyOtp({
      email: 'sam@northwind.test',
      token: link.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it("creates a member's account for a signup link, and not a stranger's", async () => {
    const link = await admin().generateLink({
      type: 'signup',
      email: 'link.made@northwind.test',
      password: 'Link-made-1',
      options: { data: { first_name: 'Lin' } },
    });
    expect(link.data.user).toMatchObject({
      email: 'link.made@northwind.test',
      user_metadata: { first_name: 'Lin' },
    });
    expect(link.data.properties?.action_link).toMatch(/type=signup/);
    const stranger = await admin().generateLink({
      type: 'signup',
      email: 'x@elsewhere.test',
      password: 'Whatever-1',
    });
    expect(stranger.error).toMatchObject({ status: 403 });
  });
});

describe('factors and sessions', () => {
  it("lists and deletes a user's factors, and signs a user out by their token", async () => {
    const sam = await t.signIn('sam');
    const enrolled = await sam.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Admin test' });
    expect(enrolled.error).toBeNull();
    const listed = await admin().mfa.listFactors({ userId: DEMO.users.sam.id });
    expect(listed.data?.factors.map((factor) => factor.id)).toContain(enrolled.data!.id);
    const deleted = await admin().mfa.deleteFactor({ userId: DEMO.users.sam.id, id: enrolled.data!.id });
    // supabase-js hands the answer over as it is: { data: <the deleted factor> }.
    expect((deleted.data as { data?: { id?: string } } | null)?.data?.id).toBe(enrolled.data!.id);
    expect((await admin().mfa.listFactors({ userId: DEMO.users.sam.id })).data?.factors).toEqual([]);

    const { data } = await sam.auth.getSession();
    expect((await admin().signOut(data.session!.access_token)).error).toBeNull();
    const user = await fetch(`${t.emulator.url}/auth/v1/user`, {
      headers: { apikey: t.emulator.anonKey, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
  });
});

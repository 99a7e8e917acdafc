// GoTrue's admin invitation (supabase-js `auth.admin.inviteUserByEmail`): service role only, the members gate
// in front, the invite email from config.toml's template, and the token hash the app verifies with verifyOtp.
import { DEMO, readOutbox } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const INVITED = 'invited.colleague@northwind.test';

const { t } = emulatorSuite({
  // As configured in supabase/config.toml: the invite is not confirmed until its link is followed.
  start: { auth: { autoconfirm: false } },
  seed: (started) =>
    started.db.query(
      `insert into public.aide_members (email, organization_id, role) values ($1, $2, 'member')`,
      [INVITED, DEMO.organizations.northwind],
    ),
});

const admin = () => t.client(t.emulator.serviceRoleKey).auth.admin;

it('invites a member by email with the template of config.toml, and the link signs them in once', async () => {
  const { data, error } = await admin().inviteUserByEmail(INVITED, {
    data: { organization_name: 'Northwind' },
  });
  expect(error).toBeNull();
  expect(data.user).toMatchObject({ email: INVITED });
  expect(data.user?.email_confirmed_at).toBeFalsy();
  expect(data.user?.invited_at).toBeTruthy();

  const [message] = await readOutbox(t.db, INVITED);
  expect(message).toMatchObject({ type: 'invite', subject: 'You have been invited to Aide' });
  expect(message?.html).toContain('join Northwind on Aide');
  const link = new URL(message?.link ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/accept-invitation');
  expect(link.searchParams.get('type')).toBe('invite');

  const browser = t.client();
  const verified = await browser.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: 'invite',
  });
  expect(verified.error).toBeNull();
  expect(verified.data.session?.user.email).toBe(INVITED);
  // Confirming the email links the member row to the account.
  const { rows } = await t.db.query<{ linked: boolean }>(
    `select user_id = $2 as linked from public.aide_members where email = $1`,
    [INVITED, verified.data.user?.id],
  );
  expect(rows).toEqual([{ linked: true }]);

  const again = await t.client().auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: 'invite',
  });
  expect(again.error).toMatchObject({ code: 'otp_expired' });
  // Now the account exists and is confirmed: inviting it again is refused.
  const twice = await admin().inviteUserByEmail(INVITED);
  expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });
});

it('refuses an invitation from the anon key or a user token, and for an email that is not a member', async () => {
  const anon = await t.fetch('/auth/v1/invite', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'someone@northwind.test' }),
  });
  expect(anon.status).toBe(403);
  expect(await anon.json()).toMatchObject({ error_code: 'not_admin' });

  const stranger = await admin().inviteUserByEmail('not.a.member@elsewhere.test');
  expect(stranger.error).toMatchObject({ status: 403 });
  expect(await readOutbox(t.db, 'not.a.member@elsewhere.test')).toEqual([]);
});

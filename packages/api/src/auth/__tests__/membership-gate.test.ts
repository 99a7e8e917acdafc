// The auth server as supabase/config.toml configures it (confirmations, both membership hooks), on the
// embedded PGlite and on PostgreSQL: a non-member gets no session on any grant, and a sign-up made with a
// member's address gets no session and no member row until the mailbox's owner confirms it.
import { startEmulator, type RunningEmulator } from '@aide/supabase-emulator';
import { deploymentBackends, type OpenedDeployment } from '../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { USER } from '../../../tests/support/seed.js';
import { TEST_AUTH } from '../../../tests/support/test-auth.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const NOT_A_MEMBER = 'Your email is not authorized to access this system. Please contact an administrator.';

describe.each(deploymentBackends)('the membership gate of config.toml on %s', (_name, open) => {
  let opened: OpenedDeployment;
  let emulator: RunningEmulator;
  beforeAll(async () => {
    opened = await open();
    // config.toml's settings, hooks included; only the rate limits are lifted for the suite.
    emulator = await startEmulator({
      db: opened.authDb,
      port: 0,
      auth: { rateLimits: TEST_AUTH.rateLimits },
    });
  }, 60_000);
  afterAll(async () => {
    await emulator?.close();
    await opened?.close();
  });

  const auth = async (path: string, body: unknown) => {
    const response = await fetch(`${emulator.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: emulator.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('gives a non-member with an account no session, with the spec message', async () => {
    const answer = await auth('token?grant_type=password', {
      email: USER.stranger.email,
      password: USER.stranger.password,
    });
    expect(answer).toEqual({ status: 403, body: { code: 'access_denied', msg: NOT_A_MEMBER } });
  });

  it('refuses to create an account for a non-member', async () => {
    const answer = await auth('signup', { email: 'outsider@example.test', password: 'Outsider-1' });
    expect(answer).toEqual({ status: 403, body: { code: 'signup_disabled', msg: NOT_A_MEMBER } });
  });

  it("gives a sign-up with a member's address no session and no member row until confirmed", async () => {
    const answer = await auth('signup', { email: 'new.hire@northwind.test', password: 'Attacker-1' });
    expect(answer).toMatchObject({ status: 200, body: { email: 'new.hire@northwind.test' } });
    expect(answer.body).not.toHaveProperty('access_token');
    const { rows } = await opened.db.query<{ user_id: string | null }>(
      `select user_id from public.aide_members where email = 'new.hire@northwind.test'`,
    );
    expect(rows).toEqual([{ user_id: null }]);
    const signIn = await auth('token?grant_type=password', {
      email: 'new.hire@northwind.test',
      password: 'Attacker-1',
    });
    expect(signIn).toEqual({
      status: 400,
      body: { code: 'email_not_confirmed', msg: 'Email not confirmed' },
    });
  });
});

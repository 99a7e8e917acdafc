// An access token works only while its session lives: sign-out and a password change stop it on the very
// next request, on every backend (the API asks the database that holds the auth server's sessions).
import { apiBackends } from '../../../tests/support/api-backends.js';
import { apiSuite } from '../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { USER } from '../../../tests/support/seed.js';
import { sendJson } from '../../../tests/support/send-json.js';
import { signIn } from '../../../tests/support/sign-in.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const SESSION_ENDED = {
  error: 'invalid_token',
  message: 'This session has ended (signed out, or the password was changed). Sign in again.',
};

describe.each(apiBackends)('session revocation on %s', (_name, start) => {
  const { api } = apiSuite(start);

  const customers = (token: string) => sendJson('GET', `${api.apiUrl}/api/customers`, token);
  const auth = (path: string, token: string, method: string, body?: unknown) =>
    fetch(`${api.supabaseUrl}/auth/v1/${path}`, {
      method,
      headers: { apikey: api.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('refuses the token of a signed-out session at once, and keeps other sessions working', async () => {
    const leaving = await signIn(api.supabaseUrl, api.anonKey, USER.sam);
    const staying = await signIn(api.supabaseUrl, api.anonKey, USER.sam);
    expect((await customers(leaving)).status).toBe(200);

    expect((await auth('logout?scope=local', leaving, 'POST')).status).toBe(204);
    const after = await customers(leaving);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(SESSION_ENDED);
    expect((await customers(staying)).status).toBe(200);

    expect((await auth('logout?scope=global', staying, 'POST')).status).toBe(204);
    expect((await customers(staying)).status).toBe(401);
  });

  it('a password change ends every other session of the user', async () => {
    const stolen = await signIn(api.supabaseUrl, api.anonKey, USER.fresh);
    const owner = await signIn(api.supabaseUrl, api.anonKey, USER.fresh);
    expect((await auth('user', owner, 'PUT', { password: 'Changed-pass-1' })).status).toBe(200);
    try {
      expect((await customers(stolen)).body).toEqual(SESSION_ENDED);
      expect((await customers(owner)).status).toBe(200);
    } finally {
      await auth('user', owner, 'PUT', { password: USER.fresh.password });
    }
  });
});

// Text that PostgreSQL cannot store, or that is far too long, is refused with a clear 400 naming where it
// is, on both databases: never a 500, and nothing is written.
import { apiBackends, type RunningApi } from './support/api-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from './support/postgres.js';
import { USER } from './support/seed.js';
import { sendJson } from './support/send-json.js';
import { signIn } from './support/sign-in.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const MARIA = '50000000-0000-4000-8000-000000000001';

describe.each(apiBackends)('bad input on %s', (_name, start) => {
  let api: RunningApi;
  let sam = '';
  beforeAll(async () => {
    api = await start();
    sam = await signIn(api.supabaseUrl, api.anonKey, USER.sam);
  }, 60_000);
  afterAll(() => api?.close());

  const post = (path: string, body: unknown) => sendJson('POST', `${api.apiUrl}${path}`, sam, body);

  it('refuses a NUL character in a query, a field or an upload row, saying where', async () => {
    const search = await sendJson('GET', `${api.apiUrl}/api/customers?search=a%00b`, sam);
    expect(search).toMatchObject({
      status: 400,
      body: {
        error: 'invalid_request',
        message: 'The search query parameter must not contain NUL characters.',
      },
    });
    const note = await post('/api/write_notes', { customer_id: MARIA, body: 'call back\u0000' });
    expect(note).toMatchObject({
      status: 400,
      body: { message: 'The body field must not contain NUL characters.' },
    });
    const upload = await post('/api/upload_client_customers', {
      file_name: 'nul.csv',
      rows: [
        { row: 2, name: 'Fine Person', email: 'fine@nul.test' },
        { row: 3, name: 'Nul\u0000Person', email: 'nul@nul.test' },
      ],
    });
    expect(upload).toMatchObject({
      status: 400,
      body: { message: 'The rows.1.name field must not contain NUL characters.' },
    });
    const customers = await sendJson('GET', `${api.apiUrl}/api/customers?search=nul.test`, sam);
    expect((customers.body as { total: number }).total).toBe(0);
  });

  it('reports a 3,000-letter name as a bad row and imports nothing', async () => {
    const upload = await post('/api/upload_client_customers', {
      file_name: 'long.csv',
      rows: [
        { row: 2, name: 'x'.repeat(3000), email: 'long@names.test' },
        { row: 3, name: 'Short Name', email: 'short@names.test' },
      ],
    });
    expect(upload.status).toBe(422);
    expect(JSON.stringify(upload.body)).toContain('name is too long (3000 characters; at most 200).');
    const customers = await sendJson('GET', `${api.apiUrl}/api/customers?search=names.test`, sam);
    expect((customers.body as { total: number }).total).toBe(0);
  });

  it('refuses a line break in an email subject (header injection)', async () => {
    const response = await post('/api/send-preselected-items-email', {
      mode: 'send',
      customer_id: MARIA,
      items: [{ product_id: '60000000-0000-4000-8000-000000000001' }],
      subject: 'Hi\r\nBcc: everyone@evil.test',
      body: 'Hello',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'The subject must be a single line (no line breaks).' },
    });
  });

  it('answers the auth server’s sign-up and sign-in with a NUL in the email without a 500', async () => {
    const auth = (path: string, body: unknown) =>
      fetch(`${api.supabaseUrl}/auth/v1/${path}`, {
        method: 'POST',
        headers: { apikey: api.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await auth('signup', { email: 'new.hire@northwind.test\u0000', password: 'Whatever-1' })).status,
    ).toBe(400);
    expect(
      (await auth('token?grant_type=password', { email: 'sam@northwind.test\u0000', password: 'x' })).status,
    ).toBe(400);
    expect((await auth('recover', { email: 'sam\u0000@northwind.test' })).status).toBe(200);
  });
});

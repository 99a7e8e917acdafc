// Text that PostgreSQL cannot store, or that is far too long, is refused with a clear 400 naming where it
// is, on both databases: never a 500, and nothing is written.
import Fastify from 'fastify';
import { registerErrorHandling } from '../error-handler.js';
import { createOutboxMailer, MailerError } from '../../mail/mailer.js';
import { createNylasMailer } from '../../mail/nylas-mailer.js';
import { apiBackends } from '../../../tests/support/api-backends.js';
import { apiSuite } from '../../../tests/support/api-suite.js';
import { getJson, listen } from '../../../tests/support/http.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { USER } from '../../../tests/support/seed.js';
import { sendJson } from '../../../tests/support/send-json.js';
import { signIn } from '../../../tests/support/sign-in.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const MARIA = '50000000-0000-4000-8000-000000000001';

describe.each(apiBackends)('bad input on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam']);

  const post = (path: string, body: unknown) => sendJson('POST', `${api.apiUrl}${path}`, tokens.sam, body);

  it('refuses a NUL character in a query, a field or an upload row, saying where', async () => {
    const search = await sendJson('GET', `${api.apiUrl}/api/customers?search=a%00b`, tokens.sam);
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
    // Upload rows are judged by the import rules: the bad line is reported with its file line, as any bad row.
    expect(upload).toMatchObject({
      status: 422,
      body: {
        error: 'invalid_rows',
        problems: [
          { row: 3, field: 'name', message: 'name contains a NUL character, which cannot be stored.' },
        ],
      },
    });
    const customers = await sendJson('GET', `${api.apiUrl}/api/customers?search=nul.test`, tokens.sam);
    expect((customers.body as { total: number }).total).toBe(0);
  });

  it('refuses a NUL character in an offer title, a chat message and a PO number, naming the field', async () => {
    const offer = await post('/api/offers', {
      title: 'Spring\u0000sale',
      target_type: 'brand',
      target_value: 'Acme',
      discount_percent: 10,
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
    });
    expect(offer).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', message: 'The title field must not contain NUL characters.' },
    });
    const chat = await post('/api/chat', { message: 'Who ordered\u0000 most?' });
    expect(chat).toMatchObject({
      status: 400,
      body: { message: 'The message field must not contain NUL characters.' },
    });
    const ivy = await signIn(api.supabaseUrl, api.anonKey, USER.ivy);
    const order = await sendJson('POST', `${api.apiUrl}/accounting/purchase-orders`, ivy, {
      po_number: 'PO-\u0000-1',
      customer_name: 'Nul Buyer',
      order_date: '2026-11-20',
      lines: [{ sku: 'X-1', quantity: 1, unit_price: 1 }],
    });
    expect(order).toMatchObject({
      status: 400,
      body: { message: 'The po_number field must not contain NUL characters.' },
    });
  });

  it('refuses a customer field longer than its column with a clear 400 (was a 500)', async () => {
    const create = (fields: Record<string, string>) =>
      post('/api/create_customer_from_text', { name: 'Long Fields', email: 'long@fields.test', ...fields });
    expect(await create({ phone: '1'.repeat(60) })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', message: 'The phone field must NOT have more than 50 characters.' },
    });
    expect(await create({ city: 'C'.repeat(150) })).toMatchObject({
      status: 400,
      body: { message: 'The city field must NOT have more than 100 characters.' },
    });
    expect(await create({ name: 'x'.repeat(3000) })).toMatchObject({ status: 400 });
    const customers = await sendJson('GET', `${api.apiUrl}/api/customers?search=fields.test`, tokens.sam);
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
    const customers = await sendJson('GET', `${api.apiUrl}/api/customers?search=names.test`, tokens.sam);
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
    const signup = await auth('signup', { email: 'new.hire@northwind.test\u0000', password: 'Whatever-1' });
    expect(signup.status).toBe(400);
    expect(await signup.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
    expect(
      (await auth('token?grant_type=password', { email: 'sam@northwind.test\u0000', password: 'x' })).status,
    ).toBe(400);
    expect((await auth('recover', { email: 'sam\u0000@northwind.test' })).status).toBe(200);
  });
});

describe('safety nets behind the checks', () => {
  it('answers input PostgreSQL refuses with 400, naming the column of a length check', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const pgError = (fields: Record<string, string>) => Object.assign(new Error('refused'), fields);
    app.get('/length', () => {
      throw pgError({
        code: '23514',
        table: 'aide_client_customers',
        constraint: 'aide_client_customers_city_length',
      });
    });
    app.get('/nul', () => {
      throw pgError({ code: '22021' });
    });
    const url = await listen(app);
    try {
      expect(await getJson(`${url}/length`)).toMatchObject({
        status: 400,
        body: { error: 'invalid_request', message: 'The city is too long.' },
      });
      expect(await getJson(`${url}/nul`)).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    } finally {
      await app.close();
    }
  });

  it('never lets a mailer send a subject or recipient with a line break', async () => {
    const written: unknown[] = [];
    const outbox = createOutboxMailer((message) => {
      written.push(message);
      return Promise.resolve();
    });
    // Nothing listens on port 1: a send that got past the check would fail differently.
    const mailbox = createNylasMailer({ clientId: 'c', apiKey: 'k', apiUri: 'http://127.0.0.1:1' }, 'grant');
    const message = { from: 'sam@northwind.test', to: 'maria@alfreds.test', text: 'Hello', html: 'Hello' };
    for (const mailer of [outbox, mailbox]) {
      await expect(mailer.send({ ...message, subject: 'Hi\r\nBcc: everyone@evil.test' })).rejects.toEqual(
        new MailerError('The subject must be a single line.'),
      );
      await expect(
        mailer.send({ ...message, to: 'maria@alfreds.test\nBcc: everyone@evil.test', subject: 'Hi' }),
      ).rejects.toEqual(new MailerError('The recipient address must be a single line.'));
    }
    expect(written).toEqual([]);
  });
});

// Outreach emails over HTTP with real tokens: drafts, recipients, sending through a connected mailbox (a fake
// Nylas) on PGlite and real PostgreSQL, and the local backend's outbox.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { suiteFixture } from '../../../../tests/support/suite-fixture.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface ListedEmail {
  id: string;
  kind: string;
  to_email: string;
  subject: string;
  sent_via: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  last_error: string | null;
  attempts?: number;
}

/** The outreach list once `done` holds for it (the worker sends within a second or two). */
async function listWhen(
  list: () => Promise<ListedEmail[]>,
  done: (items: ListedEmail[]) => boolean,
): Promise<ListedEmail[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const items = await list();
    if (done(items)) return items;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The emails did not reach the expected state in 20 s.');
}

const MARIA = '50000000-0000-4000-8000-000000000001';
const CHAI = '60000000-0000-4000-8000-000000000001'; // Beverages, $18.00, under the 15% beverages offer
const SYRUP = '60000000-0000-4000-8000-000000000003'; // Condiments, $10.00, no offer
const OTHER_ORG_CUSTOMER = '52000000-0000-4000-8000-000000000001';
const NO_EMAIL_CUSTOMER = '5f000000-0000-4000-8000-000000000001';
const HTML_NAME_CUSTOMER = '5f000000-0000-4000-8000-000000000002';
const API_KEY = 'nylas-test-key';

interface SentMail {
  grant: string;
  authorization: string | undefined;
  body: { to: { email: string }[]; from: { email: string }[]; subject: string; body: string };
}

/** A fake Nylas send endpoint; `failAfter` sends succeed, then every send fails with a provider error. */
async function startFakeNylas() {
  const sent: SentMail[] = [];
  let failAfter = Number.POSITIVE_INFINITY;
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as SentMail['body'];
  };
  const server: Server = createServer((request, response) => {
    const match = /^\/v3\/grants\/([^/]+)\/messages\/send$/.exec(request.url ?? '');
    void readBody(request).then((body) => {
      response.setHeader('content-type', 'application/json');
      if (!match || request.method !== 'POST') return response.writeHead(404).end('{}');
      if (sent.length >= failAfter) {
        return response.writeHead(429).end(JSON.stringify({ error: { message: 'Rate limit exceeded' } }));
      }
      sent.push({ grant: decodeURIComponent(match[1]!), authorization: request.headers.authorization, body });
      return response.writeHead(200).end(JSON.stringify({ data: { id: `msg-${sent.length}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    failAfter: (count: number) => {
      failAfter = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections(); // keep-alive sockets from the API's fetch
        server.close(resolve);
      }),
  };
}

const itemsDraft = {
  mode: 'draft',
  customer_id: MARIA,
  items: [{ product_id: CHAI, quantity: 3 }, { product_id: SYRUP }],
};
/** itemsDraft sent with its final subject and body (and `more`). */
const itemsEmail = (subject: string, body = 'Hello', more: object = {}) => ({
  ...itemsDraft,
  ...more,
  mode: 'send',
  subject,
  body,
});
/** POST /api/send-preselected-items-email on `api`. */
const sendItems = (api: { apiUrl: string }, token: string, body: unknown) =>
  sendJson('POST', `${api.apiUrl}/api/send-preselected-items-email`, token, body);

describe.each(integrationsBackends)('Outreach API on %s', (_name, start) => {
  const nylas = suiteFixture(startFakeNylas);
  const { api, tokens } = apiSuite(
    () => start({ nylas: { clientId: 'client', apiKey: API_KEY, apiUri: nylas.url } }),
    ['sam', 'ivy', 'fresh'],
  );
  beforeAll(async () => {
    await api.db.query(
      `insert into public.aide_client_customers (id, organization_id, name, email, company, segment) values
         ($1, $3, 'Nora Noemail', null, 'Paper Only Ltd', 'Enterprise'),
         ($2, $3, '<b>Evil</b> & Co', 'evil@html.test', '<script>x</script>', 'Enterprise')`,
      [NO_EMAIL_CUSTOMER, HTML_NAME_CUSTOMER, ORG.northwind],
    );
  });

  const post = (token: string, path: string, body: unknown, headers?: Record<string, string>) =>
    sendJson('POST', `${api.apiUrl}${path}`, token, body, headers);
  const get = (token: string, path: string) => sendJson('GET', `${api.apiUrl}${path}`, token);
  /** POST /api/send-offer-brand-category-email to the customers of a brand or category. */
  const offerEmail = (token: string, mode: string, [target_type, target_value]: string[], more: object) =>
    post(token, '/api/send-offer-brand-category-email', { mode, target_type, target_value, ...more });
  const connectMailbox = () =>
    api.db.query(
      `insert into public.ai_employees (user_id, email, email_token_encrypted, email_token_type, organization_id)
       values ($1, 'aide@northwind.test', $2, 'Google', $3)
       on conflict (user_id) do update set email_token_encrypted = excluded.email_token_encrypted`,
      [USER.sam.id, api.cipher.encrypt('grant-sam'), ORG.northwind],
    );

  it('drafts a preselected-items email with the first name, prices, the offer price and a signature', async () => {
    const response = await sendItems(api, tokens.sam, itemsDraft);
    expect(response.status).toBe(200);
    const draft = response.body as { to: string; subject: string; body: string };
    expect(draft.to).toBe('maria@alfreds.test');
    expect(draft.subject).toBe('A few items picked for you, Maria');
    expect(draft.body).toMatch(/^Hi Maria,/);
    expect(draft.body).toContain(
      '- Chai Tea, 12 boxes (NW-CHAI-12): 3 × $18.00, now $15.30 with our current 15% offer',
    );
    expect(draft.body).toContain('- Aniseed Syrup, 12 bottles (NW-SYRUP-12): $10.00\n');
    expect(draft.body).toContain('Reply to this email');
    expect(draft.body).toMatch(/Best regards,\n.+\nNorthwind Traders$/);
  });

  it('refuses a customer without email (400), another organization’s customer or product (404), ivy (403)', async () => {
    const noEmail = await sendItems(api, tokens.sam, {
      ...itemsDraft,
      customer_id: NO_EMAIL_CUSTOMER,
    });
    expect(noEmail).toMatchObject({
      status: 400,
      body: {
        error: 'no_email',
        message: 'Nora Noemail has no email address. Add one on the customer page first.',
      },
    });
    const otherOrg = await sendItems(api, tokens.sam, {
      ...itemsDraft,
      customer_id: OTHER_ORG_CUSTOMER,
    });
    expect(otherOrg).toMatchObject({ status: 404, body: { message: 'Customer not found.' } });
    const foreignProduct = await sendItems(api, tokens.fresh, itemsDraft);
    expect(foreignProduct.status).toBe(404);
    const ivy = await sendItems(api, tokens.ivy, itemsDraft);
    expect(ivy).toMatchObject({
      status: 403,
      body: { message: 'This feature is part of the outbound plan.' },
    });
    const noItems = await sendItems(api, tokens.sam, { ...itemsDraft, items: [] });
    expect(noItems.status).toBe(400);
    const sendWithoutText = await sendItems(api, tokens.sam, { ...itemsDraft, mode: 'send' });
    expect(sendWithoutText).toMatchObject({
      status: 400,
      body: { message: 'To send, give the final subject and body of the email.' },
    });
  });

  it('asks to connect the mailbox first (409) when Nylas is set up but no grant is stored', async () => {
    const response = await sendItems(api, tokens.sam, itemsEmail('Hi'));
    expect(response).toMatchObject({
      status: 409,
      body: { message: "Connect the AI employee's mailbox first (Integrations)." },
    });
    expect(nylas.sent).toHaveLength(0);
  });

  const listed = async (query = '') =>
    ((await get(tokens.sam, `/api/outreach_emails${query}`)).body as { items: ListedEmail[] }).items;

  it('queues the edited email, and the job sends it through the mailbox as escaped HTML', async () => {
    await connectMailbox();
    const response = await sendItems(
      api,
      tokens.sam,
      itemsEmail('Your <b>picks</b>', 'Hi <b>Evil</b> & Co,\nline two', { customer_id: HTML_NAME_CUSTOMER }),
    );
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      to: 'evil@html.test',
      subject: 'Your <b>picks</b>',
      sent_via: 'mailbox',
      status: 'queued',
      sent_at: null,
    });
    const [sentEmail] = await listWhen(
      () => listed(`?customer_id=${HTML_NAME_CUSTOMER}`),
      (items) => items[0]?.status === 'sent',
    );
    expect(sentEmail).toMatchObject({ sent_at: expect.any(String), last_error: null });
    const mail = nylas.sent.at(-1)!;
    expect(mail.grant).toBe('grant-sam');
    expect(mail.authorization).toBe(`Bearer ${API_KEY}`);
    expect(mail.body.from).toEqual([{ email: 'aide@northwind.test' }]);
    expect(mail.body.to).toEqual([{ email: 'evil@html.test' }]);
    expect(mail.body.body).toContain('Hi &lt;b&gt;Evil&lt;/b&gt; &amp; Co,<br>\nline two');
    expect(mail.body.body).not.toContain('<b>');

    const history = await get(tokens.sam, `/api/outreach_emails?customer_id=${HTML_NAME_CUSTOMER}`);
    expect(history.status).toBe(200);
    expect((history.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        id: (response.body as { id: string }).id,
        kind: 'preselected_items',
        to_email: 'evil@html.test',
        sent_via: 'mailbox',
      }),
    ]);
    // Another organization sees none of it.
    const fresh = await get(tokens.fresh, '/api/outreach_emails');
    expect(fresh).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('drafts a category email to the segment customers who bought it in the last year', async () => {
    const response = await offerEmail(tokens.sam, 'draft', ['category', 'beverages'], {
      segment: 'Enterprise',
    });
    expect(response.status).toBe(200);
    const draft = response.body as {
      recipients: { customer_id: string; email: string }[];
      recipient_count: number;
      subject: string;
      body: string;
    };
    expect(draft.subject).toBe('15% off beverages');
    expect(draft.body).toMatch(/^Hi \{\{first_name\}\},/);
    expect(draft.body).toContain('until 2026-12-15 (Winter beverages week)');
    expect(draft.recipient_count).toBeGreaterThan(0);
    expect(draft.recipients.length).toBe(Math.min(50, draft.recipient_count));
    // Independently: every segment customer with an email and a Beverages line in the last 365 days, no one else.
    const { rows } = await api.db.query<{ id: string }>(
      `select c.id from public.aide_client_customers c
        where c.organization_id = $1 and c.segment = 'Enterprise' and c.email is not null
          and exists (select 1 from public.aide_sales_transactions s
                        join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku
                       where s.customer_id = c.id and p.category = 'Beverages' and s.sold_at >= current_date - 365)`,
      [ORG.northwind],
    );
    expect(draft.recipient_count).toBe(Math.min(500, rows.length));
    const expected = new Set(rows.map((row) => row.id));
    expect(draft.recipients.every((r) => expected.has(r.customer_id))).toBe(true);
    expect(draft.recipients.map((r) => r.customer_id)).not.toContain(NO_EMAIL_CUSTOMER);
  });

  it('queues one email per recipient with the first name filled in; the jobs send each once', async () => {
    const body = {
      mode: 'send',
      target_type: 'brand',
      target_value: 'Tokyo Traders',
      segment: 'Small business',
      subject: 'For you, {{first_name}}',
      body: 'Hi {{first_name}},\n10% off Tokyo Traders.',
    };
    const draft = await post(tokens.sam, '/api/send-offer-brand-category-email', { ...body, mode: 'draft' });
    const count = (draft.body as { recipient_count: number }).recipient_count;
    expect(count).toBeGreaterThan(1);

    const before = nylas.sent.length;
    const queued = await post(tokens.sam, '/api/send-offer-brand-category-email', body);
    expect(queued).toMatchObject({ status: 202, body: { queued: count, sent_via: 'mailbox' } });
    await listWhen(
      listed,
      (items) => items.filter((e) => e.kind === 'brand_category' && e.status === 'sent').length === count,
    );
    const mails = nylas.sent.slice(before);
    expect(mails).toHaveLength(count);
    const first = (draft.body as { recipients: { name: string; email: string }[] }).recipients[0]!;
    const mail = mails.find((m) => m.body.to[0]!.email === first.email)!;
    expect(mail.body.subject).toBe(`For you, ${first.name.split(' ')[0]}`);

    // The same request again (a double click: same Idempotency-Key) queues nothing new.
    const keyed = { ...body, subject: 'Once, {{first_name}}' };
    const headers = { 'idempotency-key': 'offer-click-1' };
    const once = await post(tokens.sam, '/api/send-offer-brand-category-email', keyed, headers);
    const twice = await post(tokens.sam, '/api/send-offer-brand-category-email', keyed, headers);
    expect(once.body).toEqual({ queued: count, sent_via: 'mailbox' });
    expect(twice.body).toEqual({ queued: count, sent_via: 'mailbox' });
    await listWhen(
      listed,
      (items) => items.filter((e) => e.subject.startsWith('Once') && e.status === 'sent').length === count,
    );
    expect(nylas.sent.filter((m) => m.body.subject.startsWith('Once'))).toHaveLength(count);

    // A provider refusal is kept on the email, which waits for its retry (with backoff) instead of failing.
    nylas.failAfter(nylas.sent.length);
    const refused = await sendItems(api, tokens.sam, itemsEmail('Refused once'));
    expect(refused.status).toBe(202);
    const [waiting] = await listWhen(
      () => listed(`?customer_id=${MARIA}`),
      (items) => items[0]?.last_error !== null && items[0]?.status === 'queued',
    );
    expect(waiting).toMatchObject({
      subject: 'Refused once',
      status: 'queued',
      last_error: 'The mailbox provider refused the email: Rate limit exceeded.',
    });
    nylas.failAfter(Number.POSITIVE_INFINITY);
  });

  it('refuses to send a segment email nobody would receive', async () => {
    const response = await offerEmail(tokens.sam, 'send', ['brand', 'No Such Brand'], {
      subject: 'x',
      body: 'y',
    });
    expect(response).toMatchObject({ status: 400, body: { error: 'no_recipients' } });
  });
});

describe('Outreach without any mailer (production without Nylas)', () => {
  const [, start] = integrationsBackends[0]!;
  const { api, tokens } = apiSuite(start, ['sam']);

  it('answers 503 with a clear message', async () => {
    const response = await sendItems(api, tokens.sam, itemsEmail('Hi'));
    expect(response).toMatchObject({ status: 503, body: { error: 'mail_unavailable' } });
  });
});

describe('Outreach on the local backend (outbox)', () => {
  const [, start] = apiBackends[0]!;
  const { api, tokens } = apiSuite(start, ['sam']);

  it('puts the email into the outbox as kind "outreach" and records it as sent via outbox', async () => {
    const response = await sendItems(
      api,
      tokens.sam,
      itemsEmail('Chai for Maria', 'Hi Maria,\n<i>three</i> boxes?'),
    );
    expect(response).toMatchObject({ status: 202, body: { to: 'maria@alfreds.test', sent_via: 'outbox' } });
    await listWhen(
      async () =>
        (
          (await sendJson('GET', `${api.apiUrl}/api/outreach_emails?customer_id=${MARIA}`, tokens.sam))
            .body as {
            items: ListedEmail[];
          }
        ).items,
      (items) => items[0]?.status === 'sent',
    );
    const outbox = (await (
      await fetch(`${api.supabaseUrl}/outbox/messages?to=maria@alfreds.test`)
    ).json()) as {
      subject: string;
      text: string;
      html: string;
      type: string;
      link: string | null;
    }[];
    expect(outbox[0]).toMatchObject({
      subject: 'Chai for Maria',
      text: 'Hi Maria,\n<i>three</i> boxes?',
      type: 'outreach',
      link: null,
    });
    expect(outbox[0]!.html).toContain('Hi Maria,<br>\n&lt;i&gt;three&lt;/i&gt; boxes?');
    const history = await sendJson(
      'GET',
      `${api.apiUrl}/api/outreach_emails?customer_id=${MARIA}`,
      tokens.sam,
    );
    expect((history.body as { items: { subject: string; sent_via: string }[] }).items[0]).toMatchObject({
      subject: 'Chai for Maria',
      sent_via: 'outbox',
      status: 'sent',
    });
  });
});

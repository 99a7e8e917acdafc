// Mail intake on the embedded backend, as a tester uses it: an email sent at the mail catcher (/mail) to an
// organization's intake address is taken in by the background job within seconds, recorded with what became of
// it, and readable only by that organization's members.
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import {
  CONTOSO_INTAKE_ADDRESS as ADDRESS,
  corpusBytes,
  corpusText,
} from '../../../../tests/support/purchase-order-fixtures.js';
import { ORG } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';

interface IntakeEmail {
  id: string;
  subject: string | null;
  from_email: string | null;
  status: 'created' | 'duplicate' | 'ignored' | 'failed';
  purchase_order_id: string | null;
  detail: string | null;
}

interface CatcherMessage {
  id: number;
  to: string;
  subject: string;
  taken_at: string | null;
  note: string | null;
}

const start = apiBackends[0]![1]; // the embedded backend: the mail catcher is part of it
const { api, tokens } = apiSuite(start, ['ivy', 'sam']);

const intakeEmails = async () =>
  (
    (await sendJson('GET', `${api.apiUrl}/accounting/purchase-orders/intake/emails`, tokens.ivy)).body as {
      emails: IntakeEmail[];
    }
  ).emails;

const catcherMessages = async () =>
  (await (await fetch(`${api.supabaseUrl}/mail/messages`)).json()) as CatcherMessage[];

/** Waits for the job to take the catcher's message in, and returns what the catcher then notes. */
async function takenIn(id: number): Promise<CatcherMessage> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const message = (await catcherMessages()).find((m) => m.id === id);
    if (message?.taken_at) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`message ${id} was not taken in within 20 s`);
}

async function sendForm(fields: Record<string, string>, attachment?: [name: string, bytes: Uint8Array]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (attachment)
    form.append('attachments', new Blob([attachment[1]], { type: 'application/pdf' }), attachment[0]);
  return fetch(`${api.supabaseUrl}/mail`, { method: 'POST', body: form, redirect: 'manual' });
}

const sendRaw = async (raw: string) => {
  const response = await fetch(`${api.supabaseUrl}/mail/messages`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822' },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as CatcherMessage & { message?: string } };
};

test('GET intake names the address and, locally, the mail catcher that sends to it', async () => {
  const { body } = await sendJson('GET', `${api.apiUrl}/accounting/purchase-orders/intake`, tokens.ivy);
  expect(body).toMatchObject({ email_address: ADDRESS });
  expect((body as { mail_catcher_url: string }).mail_catcher_url).toBe(
    `${api.supabaseUrl}/mail?to=${encodeURIComponent(ADDRESS)}`,
  );
});

test('an email with a PDF order sent from the mail catcher becomes a pending order', async () => {
  const pdf = await corpusBytes('classic-3.pdf');
  const sent = await sendForm(
    { from: 'buyer@hilltop.test', to: ADDRESS, subject: 'Order for next week', text: 'Please see attached.' },
    ['order.pdf', pdf],
  );
  expect(sent.status).toBe(303);
  const id = Number(new URL(sent.headers.get('location')!, api.supabaseUrl).searchParams.get('sent'));
  const message = await takenIn(id);
  expect(message.note).toMatch(/^Purchase order PO-\d+ received as pending/);

  const [email] = await intakeEmails();
  expect(email).toMatchObject({
    status: 'created',
    from_email: 'buyer@hilltop.test',
    subject: 'Order for next week',
  });
  const detail = await sendJson(
    'GET',
    `${api.apiUrl}/accounting/purchase-orders/${email!.purchase_order_id}`,
    tokens.ivy,
  );
  const order = detail.body as {
    status: string;
    source: string;
    lines: unknown[];
    events: { action: string; actor_label: string }[];
    source_document: { path: string; signed_url: string | null };
  };
  expect(order).toMatchObject({ status: 'pending', source: 'email' });
  expect(order.lines.length).toBeGreaterThan(0);
  expect(order.events.find((event) => event.action === 'received')?.actor_label).toBe(
    'Email from buyer@hilltop.test',
  );
  // The whole email is the original, in the organization's folder, and opens for the member.
  expect(order.source_document.path.startsWith(`${ORG.contoso}/`)).toBe(true);
  const original = await fetch(order.source_document.signed_url!);
  expect(original.status).toBe(200);
  expect(await original.text()).toContain('Order for next week');
});

test('the same email again is recognised, an email without an order is ignored, nothing is duplicated', async () => {
  const eml = (await corpusText('email-attachment-1.eml')).replace(
    'To: orders@intake.aide.local',
    `To: ${ADDRESS}`,
  );
  const first = await sendRaw(eml);
  expect(first.status).toBe(201);
  expect((await takenIn(first.body.id)).note).toMatch(/received as pending/);
  const again = await sendRaw(eml);
  expect((await takenIn(again.body.id)).note).toMatch(/already received/);

  const lunch = await sendForm({
    from: 'colleague@contoso.test',
    to: ADDRESS,
    subject: 'Lunch on Friday?',
    text: 'Shall we try the new place around the corner?',
  });
  const lunchId = Number(new URL(lunch.headers.get('location')!, api.supabaseUrl).searchParams.get('sent'));
  expect((await takenIn(lunchId)).note).toBe('No purchase order was found in it.');

  const statuses = (await intakeEmails()).map((email) => [email.subject, email.status]);
  expect(statuses.slice(0, 3)).toEqual([
    ['Lunch on Friday?', 'ignored'],
    ['New purchase order', 'duplicate'],
    ['New purchase order', 'created'],
  ]);
  const orders = await sendJson(
    'GET',
    `${api.apiUrl}/accounting/purchase-orders?search=PO-202602591`,
    tokens.ivy,
  );
  expect((orders.body as { total: number }).total).toBe(1);
});

test('an address no organization has is noted and not taken in', async () => {
  const before = (await intakeEmails()).length;
  const sent = await sendRaw(
    'From: someone@example.com\r\nTo: orders+deadbeef@intake.aide.local\r\nSubject: PO 77\r\n\r\nPO Number: 77\r\n',
  );
  expect((await takenIn(sent.body.id)).note).toBe(
    'No organization has the address orders+deadbeef@intake.aide.local: not taken in.',
  );
  expect((await intakeEmails()).length).toBe(before);
});

test("another organization's member cannot read the intake emails", async () => {
  const read = (token: string) =>
    fetch(`${api.supabaseUrl}/rest/v1/aide_intake_emails?select=id,subject`, {
      headers: { apikey: api.anonKey, authorization: `Bearer ${token}` },
    }).then((response) => response.json() as Promise<unknown[]>);
  expect((await read(tokens.ivy)).length).toBeGreaterThan(0);
  expect(await read(tokens.sam)).toEqual([]);
  // And the route is the inbound plan's.
  const route = await sendJson('GET', `${api.apiUrl}/accounting/purchase-orders/intake/emails`, tokens.sam);
  expect(route.status).toBe(403);
});

test('the mail catcher refuses a bad email with a clear message and keeps nothing', async () => {
  const before = (await catcherMessages()).length;
  const response = await sendForm({ from: 'buyer@hilltop.test', to: 'not an address', subject: 'x' });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain('To must be an email address.');
  const injected = await sendForm({ from: 'buyer@hilltop.test', to: ADDRESS, subject: 'a\r\nBcc: x@y.z' });
  expect(injected.status).toBe(400);
  const raw = await sendRaw('Subject: no addresses\r\n\r\nhello');
  expect(raw).toMatchObject({ status: 400, body: { message: 'The email needs a From and a To address.' } });
  expect((await catcherMessages()).length).toBe(before);
});

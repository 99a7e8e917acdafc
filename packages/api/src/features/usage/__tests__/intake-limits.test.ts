// The intake documents and Storage limits at the doors orders come in by, on PGlite and PostgreSQL: an upload
// counts one document per order it writes and is refused whole (429 quota_exceeded, nothing written) when it
// would pass the month's documents or the Storage limit; an email to the intake mailbox past the limit is
// recorded as failed with the same message, and no order is written.
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import {
  CONTOSO_INTAKE_ADDRESS as ADDRESS,
  corpusBytes,
} from '../../../../tests/support/purchase-order-fixtures.js';
import { ORG } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { signInOperator } from '../../platform/__tests__/platform-backend.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const INTAKE = '/accounting/purchase-orders/intake';
const MONTH = new Date().toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long' });

describe.each(apiBackends)('intake limits on %s', (name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy']);

  const upload = async (...files: string[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([await corpusBytes(file)]), file);
    const response = await fetch(`${api.apiUrl}${INTAKE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.ivy}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const usage = async () =>
    (await sendJson('GET', `${api.apiUrl}/api/usage`, tokens.ivy)).body as {
      intake_documents: number;
      purchase_orders: number;
      storage_bytes: number;
    };
  let operator = '';
  beforeAll(async () => {
    operator = await signInOperator(api);
  }, 60_000);
  /** What an operator sets in the console: one of Contoso's limits, over its plan's default (null: back to it). */
  const setLimit = async (limit: string, value: number | null) => {
    const url = `${api.apiUrl}/platform/organizations/${ORG.contoso}/limits`;
    expect((await sendJson('PATCH', url, operator, { [limit]: value })).status).toBe(200);
  };

  it('counts one document per order written and refuses an upload past the limit whole', async () => {
    const before = await usage();
    await setLimit('intake_documents_per_month', before.intake_documents + 2);
    expect((await upload('classic-1.pdf')).status).toBe(200);
    expect((await usage()).intake_documents).toBe(before.intake_documents + 1);

    // Two documents with one left: the request is refused before anything is written.
    const refused = await upload('classic-2.pdf', 'classic-4.pdf');
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: 'quota_exceeded',
        message: `Your organization has read its ${before.intake_documents + 2} order documents for ${MONTH}. An owner can see usage under Usage.`,
        metric: 'intake_documents',
        limit: before.intake_documents + 2,
        used: before.intake_documents + 1,
        resets_at: expect.any(String),
      },
    });
    expect((await usage()).purchase_orders).toBe(before.purchase_orders + 1);

    // The same file again is a duplicate, not a document read: it does not count.
    expect((await upload('classic-1.pdf')).body).toMatchObject({ results: [{ status: 'duplicate' }] });
    expect((await upload('classic-2.pdf')).status).toBe(200);
    expect((await upload('classic-4.pdf')).status).toBe(429);
    expect(await usage()).toMatchObject({
      intake_documents: before.intake_documents + 2,
      purchase_orders: before.purchase_orders + 2,
    });
    await setLimit('intake_documents_per_month', null);
  });

  it('refuses an original that would pass the Storage limit, storing nothing', async () => {
    const before = await usage();
    await setLimit('storage_bytes', before.storage_bytes + 100);
    const refused = await upload('classic-5.pdf');
    expect(refused).toMatchObject({
      status: 429,
      body: { error: 'quota_exceeded', metric: 'storage_bytes', limit: before.storage_bytes + 100 },
    });
    expect(String(refused.body.message)).toMatch(/^Your organization has used its .* of storage/);
    expect(await usage()).toMatchObject({
      storage_bytes: before.storage_bytes,
      purchase_orders: before.purchase_orders,
      intake_documents: before.intake_documents,
    });
    await setLimit('storage_bytes', null);
    expect((await upload('classic-5.pdf')).status).toBe(200);
  });

  // The mail catcher is the embedded backend's.
  (name === 'PGlite' ? it : it.skip)('records an email past the limit as failed, with no order', async () => {
    const before = await usage();
    await setLimit('intake_documents_per_month', before.intake_documents);
    const form = new FormData();
    for (const [field, value] of Object.entries({
      from: 'buyer@limits.test',
      to: ADDRESS,
      subject: 'Order past the limit',
      text: 'Please see attached.',
    }))
      form.append(field, value);
    form.append(
      'attachments',
      new Blob([await corpusBytes('classic-6.pdf')], { type: 'application/pdf' }),
      'order.pdf',
    );
    const sent = await fetch(`${api.supabaseUrl}/mail`, { method: 'POST', body: form, redirect: 'manual' });
    expect(sent.status).toBe(303);
    interface IntakeEmail {
      subject: string | null;
      status: string;
      detail: string | null;
      purchase_order_id: string | null;
    }
    let email: IntakeEmail | undefined;
    for (let waited = 0; waited < 20_000 && !email; waited += 200) {
      const { body } = await sendJson('GET', `${api.apiUrl}${INTAKE}/emails`, tokens.ivy);
      email = (body as { emails: IntakeEmail[] }).emails.find(
        (each) => each.subject === 'Order past the limit',
      );
      if (!email) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(email).toMatchObject({
      status: 'failed',
      purchase_order_id: null,
      detail: `Your organization has read its ${before.intake_documents} order documents for ${MONTH}. An owner can see usage under Usage.`,
    });
    expect(await usage()).toMatchObject({
      purchase_orders: before.purchase_orders,
      storage_bytes: before.storage_bytes,
    });
    await setLimit('intake_documents_per_month', null);
  });
});

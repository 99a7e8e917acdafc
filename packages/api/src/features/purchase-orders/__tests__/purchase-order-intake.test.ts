// POST /accounting/purchase-orders/intake over HTTP with real tokens, on PGlite and PostgreSQL: documents from
// the corpus become pending orders with their original in Storage; duplicates, bad and too large files are
// refused with nothing written.
import { MAX_DOCUMENT_BYTES } from '../intake/intake-documents.js';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { corpusBytes, corpusText } from '../../../../tests/support/purchase-order-fixtures.js';
import { ORG } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const INTAKE = '/accounting/purchase-orders/intake';

interface Result {
  file: string;
  status: 'created' | 'duplicate';
  matched_by?: string;
  message?: string;
  existing_order?: { id: string; po_number: string };
  order?: {
    id: string;
    po_number: string;
    status: string;
    source: string;
    needs_manual_entry: boolean;
    extraction_confidence: number;
    lines: unknown[];
    score_reasons: { key: string }[];
    events: { action: string }[];
    source_document: { bucket: string; path: string; signed_url: string | null } | null;
  };
}

describe.each(apiBackends)('Purchase-order intake on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy', 'sam']);

  const upload = async (parts: [name: string, bytes: Uint8Array | string][], token = tokens.ivy) => {
    const form = new FormData();
    for (const [name, content] of parts)
      if (typeof content === 'string' && !name) form.append('text', content);
      else form.append('files', new Blob([content]), name);
    const response = await fetch(`${api.apiUrl}${INTAKE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { results: Result[]; message?: string },
    };
  };
  const corpus = corpusBytes;
  const orderCount = async () => {
    const response = await sendJson(
      'GET',
      `${api.apiUrl}/accounting/purchase-orders?page_size=1`,
      tokens.ivy,
    );
    return (response.body as { total: number }).total;
  };

  test('a PDF becomes a pending order with its original stored and a signed URL to it', async () => {
    const { status, body } = await upload([['classic-1.pdf', await corpus('classic-1.pdf')]]);
    expect(status).toBe(200);
    const [result] = body.results;
    expect(result).toMatchObject({ file: 'classic-1.pdf', status: 'created' });
    const order = result!.order!;
    expect(order).toMatchObject({ po_number: 'PO-202601037', source: 'upload', needs_manual_entry: false });
    expect(order.lines).toHaveLength(5);
    expect(order.score_reasons.map((reason) => reason.key)).toContain('extraction_confidence');
    expect(order.events[0]?.action).toBe('received');
    expect(order.source_document?.bucket).toBe('purchase-orders');
    expect(order.source_document?.path.startsWith(`${ORG.contoso}/`)).toBe(true);

    const detail = await sendJson('GET', `${api.apiUrl}/accounting/purchase-orders/${order.id}`, tokens.ivy);
    const signedUrl = (detail.body as Result['order'])!.source_document!.signed_url!;
    const original = await fetch(signedUrl);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer())).toEqual(Buffer.from(await corpus('classic-1.pdf')));
  });

  test('the same file again, or another with the same PO number, is recognised and not duplicated', async () => {
    const before = await orderCount();
    const again = await upload([['copy.pdf', await corpus('classic-1.pdf')]]);
    expect(again.body.results[0]).toMatchObject({ status: 'duplicate', matched_by: 'file_hash' });
    expect(again.body.results[0]?.existing_order?.po_number).toBe('PO-202601037');
    const csv = (await corpusText('erp-export-1.csv')).replace(/PO-\d+/g, 'PO-202601037');
    const samePo = await upload([['renamed.csv', new TextEncoder().encode(csv)]]);
    expect(samePo.body.results[0]).toMatchObject({ status: 'duplicate', matched_by: 'po_number' });
    expect(await orderCount()).toBe(before);
  });

  test('CSV, .eml with a PDF attached and pasted email text in one request', async () => {
    const pasted = await corpusText('pasted-1.txt');
    const { status, body } = await upload([
      ['erp-export-2.csv', await corpus('erp-export-2.csv')],
      ['email-attachment-1.eml', await corpus('email-attachment-1.eml')],
      ['', pasted],
    ]);
    expect(status).toBe(200);
    expect(body.results.map((result) => [result.status, result.order?.source])).toEqual([
      ['created', 'upload'],
      ['created', 'email'],
      ['created', 'email'],
    ]);
  });

  test('a scanned PDF is received as needing manual entry, never auto-approved', async () => {
    const { body } = await upload([['scan.pdf', await corpus('scanned-1.pdf')]]);
    expect(body.results[0]?.order).toMatchObject({ status: 'pending', needs_manual_entry: true, lines: [] });
  });

  test('a bad file or a too large one: a clear 4xx and nothing written', async () => {
    const before = await orderCount();
    const image = await upload([
      ['classic-2.pdf', await corpus('classic-2.pdf')],
      ['photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])],
    ]);
    expect(image.status).toBe(415);
    expect(image.body.message).toMatch(/photo\.png is not a PDF, CSV, XLSX/);
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1).fill(0x20);
    big.set(new TextEncoder().encode('%PDF-'));
    const tooBig = await upload([['huge.pdf', big]]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/at most 10 MB/);
    expect(await orderCount()).toBe(before);
  });

  test('a member of another organization cannot open the original', async () => {
    const { body } = await upload([['british-1.pdf', await corpus('british-1.pdf')]]);
    const id = body.results[0]!.order!.id;
    const other = await sendJson('GET', `${api.apiUrl}/accounting/purchase-orders/${id}`, tokens.sam);
    expect(other.status).toBeGreaterThanOrEqual(403);
  });
});

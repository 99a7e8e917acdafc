// The reconciliation routes over HTTP with real tokens, on PGlite and on real PostgreSQL, against the Contoso
// seed (125 approved orders; the ERP side has a missing invoice every 10th order, a sales order without its
// last line every 23rd, a 0.5 % price difference every 7th invoice, one unit short every 9th). Cases run in
// order on one backend: the resolutions written by the later cases build on each other.
import type { ReconciliationSummary } from '../reconcile-orders.js';
import type { ReconciledOrder, ReconciliationLine, Tolerances } from '../reconciliation-types.js';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Reconciliation {
  tolerances: Tolerances;
  summary: ReconciliationSummary;
  items: ReconciledOrder[];
  total: number;
  page: number;
  page_size: number;
}

interface Page<T> {
  items: T[];
  total: number;
}

const APPROVED_ORDERS = 125;

describe.each(apiBackends)('Reconciliation API on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy', 'sam', 'stranger']);

  const get = (token: string, path: string) => sendJson('GET', `${api.apiUrl}${path}`, token);
  const post = (token: string, path: string, body: unknown) =>
    sendJson('POST', `${api.apiUrl}${path}`, token, body);
  const reconciliation = async (query = '') => {
    const response = await get(tokens.ivy, `/accounting/reconciliation${query}`);
    expect(response.status).toBe(200);
    return response.body as Reconciliation;
  };
  const exceptions = async (query = '') => {
    const response = await get(tokens.ivy, `/accounting/reconciliation/exceptions${query}`);
    expect(response.status).toBe(200);
    return response.body as Page<ReconciliationLine>;
  };
  const order = async (poNumber: string, tolerances = '') => {
    const { items } = await reconciliation(`?search=${poNumber}${tolerances}`);
    expect(items).toHaveLength(1);
    return items[0]!;
  };
  const resolve = (body: Record<string, unknown>) =>
    post(tokens.ivy, '/accounting/reconciliation/exceptions/resolve', body);
  /** Resolves the invoice line `line_ref` of an order with a note. */
  const resolveInvoiceLine = (purchase_order_id: string, line_ref: string | undefined, note: string) =>
    resolve({ purchase_order_id, document_kind: 'invoice', line_ref, note });
  const withTolerances = (price: number, quantity: number) =>
    reconciliation(`?price_tolerance_percent=${price}&quantity_tolerance_percent=${quantity}`);
  const exportCsv = (token: string, query = '') =>
    fetch(`${api.apiUrl}/accounting/reconciliation/export${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  describe('the reconciled orders', () => {
    it('summarizes the seed with every status, under the default tolerances', async () => {
      const body = await reconciliation();
      expect(body.tolerances).toEqual({ price_tolerance_percent: 1, quantity_tolerance_percent: 5 });
      const { summary } = body;
      expect(summary.orders).toBe(APPROVED_ORDERS);
      expect(body.total).toBe(APPROVED_ORDERS);
      for (const status of ['matched', 'within_tolerance', 'mismatch', 'missing'] as const) {
        expect({ status, count: summary[status] }).toEqual({ status, count: expect.any(Number) });
        expect(summary[status]).toBeGreaterThan(0);
      }
      expect(summary.matched + summary.within_tolerance + summary.mismatch + summary.missing).toBe(
        APPROVED_ORDERS,
      );
      expect(summary.resolved_exceptions).toBe(0);
      expect(body.items).toHaveLength(20);
      // Newest orders first by default.
      const dates = body.items.map((item) => item.order_date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('explains each seeded difference on its line', async () => {
      // PO-24010: no invoice yet.
      const noInvoice = await order('PO-24010');
      expect(noInvoice.status).toBe('missing');
      expect(noInvoice.lines.filter((line) => line.document_kind === 'invoice')).toEqual([
        expect.objectContaining({
          line_ref: '',
          document_number: null,
          status: 'missing',
          differences: ['document'],
        }),
      ]);
      // PO-24007: the invoice's first price is 0.5 % higher, within the default 1 %.
      const priced = await order('PO-24007');
      const firstInvoiceLine = priced.lines.find((line) => line.document_kind === 'invoice');
      expect(firstInvoiceLine).toMatchObject({
        document_number: 'INV-88007',
        status: 'within_tolerance',
        differences: ['price'],
      });
      expect(firstInvoiceLine?.price_difference_percent).toBeCloseTo(0.5, 0);
      // PO-24009: the invoice ships one unit less on its first line.
      const short = await order('PO-24009');
      expect(short.lines.find((line) => line.document_kind === 'invoice')).toMatchObject({
        differences: ['quantity'],
        quantity_difference: -1,
      });
    });

    it('moves lines between within_tolerance and mismatch as the tolerances change', async () => {
      const { summary: usual } = await reconciliation();
      const { summary: tight } = await withTolerances(0, 0);
      expect(tight).toMatchObject({
        within_tolerance: 0,
        mismatch: usual.mismatch + usual.within_tolerance,
        missing: usual.missing,
        matched: usual.matched,
      });
      const { summary: loose } = await withTolerances(100, 100);
      expect(loose).toMatchObject({
        mismatch: 0,
        within_tolerance: usual.within_tolerance + usual.mismatch,
        missing: usual.missing,
      });
      const strictPrice = await order('PO-24007', '&price_tolerance_percent=0.1');
      expect(strictPrice.lines.find((line) => line.document_kind === 'invoice')?.status).toBe('mismatch');
    });

    it('filters by order status, searches and pages, with the summary ignoring the status filter', async () => {
      const missing = await reconciliation('?status=missing&page_size=100');
      expect(missing.total).toBe(missing.summary.missing);
      expect(missing.items.every((item) => item.status === 'missing')).toBe(true);
      expect(missing.summary.orders).toBe(APPROVED_ORDERS);

      const second = await reconciliation('?page=2&page_size=50&sort=po_number');
      expect(second.page).toBe(2);
      expect(second.items).toHaveLength(50);
      expect(second.items[0]?.po_number).toBe(
        (await reconciliation('?page_size=100&sort=po_number')).items[50]?.po_number,
      );

      const acme = await reconciliation('?search=acme%20MANUF');
      expect(acme.total).toBeGreaterThan(0);
      expect(acme.summary.orders).toBe(acme.total);
      expect(acme.items.every((item) => item.lines[0]?.po_number.startsWith('PO-'))).toBe(true);
      expect((await reconciliation('?search=100%25')).total).toBe(0); // % is literal
    });

    it.each([
      '?price_tolerance_percent=101',
      '?quantity_tolerance_percent=-1',
      '?price_tolerance_percent=abc',
      '?status=open',
    ])('refuses %s (tolerances outside 0–100, unknown statuses) with a readable message', async (query) => {
      const response = await get(tokens.ivy, `/accounting/reconciliation${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    });
  });

  describe('exceptions', () => {
    it('queues the open mismatch and missing lines', async () => {
      const { summary } = await reconciliation();
      const queue = await exceptions('?page_size=100');
      expect(queue.total).toBe(summary.open_exceptions);
      expect(queue.total).toBeGreaterThan(5);
      expect(queue.items).toHaveLength(queue.total);
      expect(
        queue.items.every((line) => ['mismatch', 'missing'].includes(line.status) && !line.resolution),
      ).toBe(true);
      expect(queue.items[0]).toMatchObject({
        po_number: expect.any(String),
        customer_name: expect.any(String),
      });
    });

    it('resolves an exception with a note: it leaves the open queue and shows with include_resolved', async () => {
      const before = (await exceptions()).total;
      const noInvoice = await order('PO-24010');
      const response = await resolveInvoiceLine(
        noInvoice.purchase_order_id,
        '',
        ' Invoice follows with the next batch. ',
      );
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        resolution: {
          id: expect.any(String),
          purchase_order_id: noInvoice.purchase_order_id,
          document_kind: 'invoice',
          line_ref: '',
          note: 'Invoice follows with the next batch.',
          resolved_by_label: 'Ivy Chen',
          resolved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });

      expect((await exceptions()).total).toBe(before - 1);
      const all = await exceptions('?include_resolved=true&page_size=100');
      expect(all.total).toBe(before);
      const resolved = all.items.filter((line) => line.resolution);
      expect(resolved).toEqual([
        expect.objectContaining({
          po_number: 'PO-24010',
          line_ref: '',
          resolution: expect.objectContaining({ note: 'Invoice follows with the next batch.' }),
        }),
      ]);
      const after = await order('PO-24010');
      expect(after.status).toBe('missing'); // resolving explains a difference, it does not remove it
      expect(after.open_exceptions).toBe(noInvoice.open_exceptions - 1);
      expect((await reconciliation()).summary.resolved_exceptions).toBe(1);
      const searched = await exceptions('?search=po-24010&include_resolved=true');
      expect(searched.items.map((line) => line.po_number)).toEqual(Array(searched.total).fill('PO-24010'));
      expect(searched.total).toBeGreaterThan(0);
    });

    it('refuses a second resolution of the same line with 409', async () => {
      const { purchase_order_id } = await order('PO-24010');
      const response = await resolveInvoiceLine(purchase_order_id, '', 'Again');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: 'already_resolved',
        message: 'This exception was already resolved by Ivy Chen.',
      });
    });

    it('refuses an empty or too long note with 400', async () => {
      const { purchase_order_id } = await order('PO-24009');
      for (const note of ['', '   ', 'x'.repeat(1001)]) {
        const response = await resolveInvoiceLine(purchase_order_id, 'CT-001', note);
        expect({ length: note.length, status: response.status }).toEqual({
          length: note.length,
          status: 400,
        });
        expect(response.body).toMatchObject({ error: 'invalid_request' });
      }
      const missingNote = await resolve({ purchase_order_id, document_kind: 'invoice', line_ref: 'x' });
      expect(missingNote.body).toEqual({ error: 'invalid_request', message: 'The note field is required.' });
    });

    it('answers 404 for an order that is not an approved order of the organization, or a line it lacks', async () => {
      const unknown = await resolveInvoiceLine('00000000-0000-4000-8000-000000000000', '', 'n');
      expect(unknown.status).toBe(404);
      // PO-24011 was rejected: it is not reconciled.
      const rejected = await resolveInvoiceLine('63000000-0000-4000-8000-000000000011', '', 'n');
      expect(rejected).toMatchObject({ status: 404, body: { error: 'not_found' } });
      const { purchase_order_id } = await order('PO-24009');
      const noLine = await resolveInvoiceLine(purchase_order_id, 'NOPE', 'n');
      expect(noLine).toMatchObject({ status: 404, body: { error: 'line_not_found' } });
    });
  });

  describe('CSV export', () => {
    it('exports one row per line with the header and the attachment name', async () => {
      const search = '?search=PO-2401';
      const { items } = await reconciliation(`${search}&page_size=100`);
      const response = await exportCsv(tokens.ivy, search);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="reconciliation-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = (await response.text()).trimEnd().split('\n');
      expect(rows[0]).toBe(
        'po_number,customer_name,document_kind,document_number,sku,po_quantity,erp_quantity,po_unit_price,' +
          'erp_unit_price,quantity_difference,price_difference_percent,status,resolution_note',
      );
      const lineCount = items.reduce((sum, item) => sum + item.lines.length, 0);
      expect(rows).toHaveLength(1 + lineCount);
      expect(rows.find((row) => row.startsWith('PO-24010,') && row.includes(',invoice,,'))).toMatch(
        /,missing,Invoice follows with the next batch\.$/,
      );
    });

    it('exports every line of the filtered orders and neutralizes spreadsheet formulas', async () => {
      const { purchase_order_id, lines } = await order('PO-24009');
      const shortLine = lines.find((line) => line.document_kind === 'invoice' && line.status !== 'matched');
      expect(shortLine).toBeDefined();
      const resolved = await resolveInvoiceLine(
        purchase_order_id,
        shortLine?.line_ref,
        '=HYPERLINK("http://evil.test","credit")',
      );
      expect(resolved.status).toBe(201);
      const csv = await (await exportCsv(tokens.ivy, '?search=PO-24009')).text();
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""credit"")"`);
      expect(csv).not.toMatch(/,=HYPERLINK|,"=HYPERLINK/);

      const missingOnly = (await (await exportCsv(tokens.ivy, '?status=missing')).text())
        .trimEnd()
        .split('\n');
      const { items } = await reconciliation('?status=missing&page_size=100');
      expect(missingOnly).toHaveLength(1 + items.reduce((sum, item) => sum + item.lines.length, 0));
    });
  });

  it('lists every route in the OpenAPI document under the inbound tag, the export as text/csv', async () => {
    const response = await fetch(`${api.apiUrl}/api/openapi.json`);
    const document = (await response.json()) as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; responses: Record<string, { content?: object }> }>
      >;
    };
    const operations = [
      ['/accounting/reconciliation', 'get'],
      ['/accounting/reconciliation/exceptions', 'get'],
      ['/accounting/reconciliation/exceptions/resolve', 'post'],
      ['/accounting/reconciliation/export', 'get'],
    ] as const;
    for (const [path, method] of operations) {
      expect({ path, tags: document.paths[path]?.[method]?.tags }).toEqual({ path, tags: ['inbound'] });
    }
    expect(
      Object.keys(document.paths['/accounting/reconciliation/export']?.get?.responses['200']?.content ?? {}),
    ).toEqual(['text/csv']);
  });

  describe('access', () => {
    const routes = [
      ['GET', '/accounting/reconciliation'],
      ['GET', '/accounting/reconciliation/exceptions'],
      ['GET', '/accounting/reconciliation/export'],
      ['POST', '/accounting/reconciliation/exceptions/resolve'],
    ] as const;
    const body = {
      purchase_order_id: '63000000-0000-4000-8000-000000000010',
      document_kind: 'sales_order',
      line_ref: '',
      note: 'Not mine to resolve',
    };
    /** A route called by `token`'s holder (the POST with a resolution of another organization's line). */
    const call = (token: string, [method, path]: readonly [string, string]) =>
      sendJson(method, `${api.apiUrl}${path}`, token, method === 'POST' ? body : undefined);

    it('refuses every route to a member of an outbound-plan organization', async () => {
      for (const [method, path] of routes) {
        const response = await call(tokens.sam, [method, path]);
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 403,
          body: { error: 'forbidden', message: 'This feature is part of the inbound plan.' },
        });
      }
    });

    it('refuses every route to a user without an organization, and to a caller without a token', async () => {
      for (const [method, path] of routes) {
        const response = await call(tokens.stranger, [method, path]);
        expect({ path, status: response.status }).toEqual({ path, status: 403 });
        const anonymous = await fetch(`${api.apiUrl}${path}`, { method });
        expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      }
      // Nothing was written for either of them.
      expect(
        (await order('PO-24010')).lines.find((line) => line.document_kind === 'sales_order')?.resolution,
      ).toBeNull();
    });
  });
});

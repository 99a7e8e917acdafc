// The pure reconciliation matcher: pairing by SKU, statuses, tolerance boundaries, absent documents.
import { matchOrder, worstStatus } from '../match-order.js';
import type {
  DocumentKind,
  ErpDocumentInput,
  ItemLine,
  OrderInput,
  ReconciliationLine,
  Tolerances,
} from '../reconciliation-types.js';

const DEFAULTS: Tolerances = { price_tolerance_percent: 1, quantity_tolerance_percent: 5 };

const line = (line_no: number, sku: string, quantity: number, unit_price: number): ItemLine => ({
  line_no,
  sku,
  description: `Item ${sku}`,
  quantity,
  unit_price,
});

/** The order's header, which every reconciliation line repeats. */
const HEADER = { purchase_order_id: 'po-1', po_number: 'PO-1', customer_name: 'Acme' };

const order = (...lines: ItemLine[]): OrderInput => ({ ...HEADER, lines });

/** These fields of a reconciliation line, each null. */
const nullFields = (...fields: (keyof ReconciliationLine)[]) =>
  Object.fromEntries(fields.map((field) => [field, null]));

const doc = (kind: DocumentKind, document_number: string, ...lines: ItemLine[]): ErpDocumentInput => ({
  kind,
  document_number,
  lines,
});

/** Both documents with the same lines. */
const bothDocs = (...lines: ItemLine[]) => [
  doc('sales_order', 'SO-1', ...lines),
  doc('invoice', 'INV-1', ...lines),
];

/** The invoice's lines only, compared with a sales order that matches exactly. */
function invoiceLines(po: OrderInput, invoice: ItemLine[], tolerances = DEFAULTS) {
  const result = matchOrder(
    po,
    [doc('sales_order', 'SO-1', ...po.lines), doc('invoice', 'INV-1', ...invoice)],
    tolerances,
  );
  return result.lines.filter((l) => l.document_kind === 'invoice');
}

describe('matchOrder', () => {
  it('matches identical documents line by line: sales order lines first, then the invoice', () => {
    const po = order(line(1, 'A', 10, 5), line(2, 'B', 3, 12.5));
    const result = matchOrder(po, bothDocs(...po.lines), DEFAULTS);
    expect(result.status).toBe('matched');
    expect(result.lines.map((l) => [l.document_kind, l.document_number, l.line_ref, l.status])).toEqual([
      ['sales_order', 'SO-1', 'A', 'matched'],
      ['sales_order', 'SO-1', 'B', 'matched'],
      ['invoice', 'INV-1', 'A', 'matched'],
      ['invoice', 'INV-1', 'B', 'matched'],
    ]);
    expect(result.lines[0]).toEqual({
      ...HEADER,
      document_kind: 'sales_order',
      document_number: 'SO-1',
      line_ref: 'A',
      sku: 'A',
      description: 'Item A',
      po_quantity: 10,
      erp_quantity: 10,
      po_unit_price: 5,
      erp_unit_price: 5,
      quantity_difference: 0,
      price_difference_percent: 0,
      status: 'matched',
      differences: [],
      resolution: null,
    });
  });

  it('pairs by SKU whatever the line order on the ERP side', () => {
    const po = order(line(1, 'A', 10, 5), line(2, 'B', 3, 12.5));
    const [a, b] = invoiceLines(po, [line(1, 'B', 3, 12.5), line(2, 'A', 10, 5)]);
    expect([a?.sku, a?.status, b?.sku, b?.status]).toEqual(['A', 'matched', 'B', 'matched']);
  });

  describe('price tolerance (relative to the PO price)', () => {
    const po = order(line(1, 'A', 10, 100));

    it('is within tolerance exactly at the tolerance', () => {
      const [invoice] = invoiceLines(po, [line(1, 'A', 10, 101)]);
      expect(invoice).toMatchObject({
        status: 'within_tolerance',
        differences: ['price'],
        price_difference_percent: 1,
        quantity_difference: 0,
      });
    });

    it('is a mismatch one cent beyond the tolerance, both above and below', () => {
      expect(invoiceLines(po, [line(1, 'A', 10, 101.01)])[0]).toMatchObject({
        status: 'mismatch',
        price_difference_percent: 1.01,
      });
      expect(invoiceLines(po, [line(1, 'A', 10, 98.99)])[0]).toMatchObject({
        status: 'mismatch',
        price_difference_percent: -1.01,
      });
    });

    it('is exact in hundredths where floating point is not (0.1 + 0.2 style prices)', () => {
      const cheap = order(line(1, 'A', 1, 0.3));
      expect(invoiceLines(cheap, [line(1, 'A', 1, 0.1 + 0.2)])[0]?.status).toBe('matched');
      const tight = order(line(1, 'A', 1, 10.1));
      const [atBoundary] = invoiceLines(tight, [line(1, 'A', 1, 10.201)], DEFAULTS);
      expect(atBoundary?.status).toBe('within_tolerance'); // 10.20 is 0.99 % over 10.10
    });

    it('follows the tolerance it is given: 0 makes every difference a mismatch, 100 almost none', () => {
      const invoice = [line(1, 'A', 10, 100.5)];
      expect(invoiceLines(po, invoice, { ...DEFAULTS, price_tolerance_percent: 0 })[0]?.status).toBe(
        'mismatch',
      );
      expect(invoiceLines(po, invoice, { ...DEFAULTS, price_tolerance_percent: 0.5 })[0]?.status).toBe(
        'within_tolerance',
      );
      expect(
        invoiceLines(po, [line(1, 'A', 10, 200)], { ...DEFAULTS, price_tolerance_percent: 100 })[0]?.status,
      ).toBe('within_tolerance');
    });
  });

  describe('quantity tolerance (relative to the PO quantity)', () => {
    const po = order(line(1, 'A', 20, 4));

    it('is within tolerance exactly at the tolerance and reports the signed difference', () => {
      expect(invoiceLines(po, [line(1, 'A', 19, 4)])[0]).toMatchObject({
        status: 'within_tolerance',
        differences: ['quantity'],
        quantity_difference: -1,
        price_difference_percent: 0,
      });
      expect(invoiceLines(po, [line(1, 'A', 21, 4)])[0]?.quantity_difference).toBe(1);
    });

    it('is a mismatch beyond the tolerance', () => {
      expect(invoiceLines(po, [line(1, 'A', 18.99, 4)])[0]).toMatchObject({
        status: 'mismatch',
        quantity_difference: -1.01,
      });
      expect(invoiceLines(po, [line(1, 'A', 0, 4)])[0]?.status).toBe('mismatch');
    });

    it('needs both differences within their tolerances', () => {
      const [both] = invoiceLines(po, [line(1, 'A', 19, 4.04)]);
      expect(both).toMatchObject({ status: 'within_tolerance', differences: ['quantity', 'price'] });
      const [priceOff] = invoiceLines(po, [line(1, 'A', 19, 4.2)]);
      expect(priceOff).toMatchObject({ status: 'mismatch', differences: ['quantity', 'price'] });
    });
  });

  describe('zero prices', () => {
    it('matches a free line the ERP also gives away', () => {
      const po = order(line(1, 'FREE', 2, 0));
      expect(invoiceLines(po, [line(1, 'FREE', 2, 0)])[0]).toMatchObject({
        status: 'matched',
        price_difference_percent: 0,
      });
    });

    it('calls a price on a free line a mismatch at any tolerance, with no percentage', () => {
      const po = order(line(1, 'FREE', 2, 0));
      const [charged] = invoiceLines(po, [line(1, 'FREE', 2, 0.01)], {
        price_tolerance_percent: 100,
        quantity_tolerance_percent: 100,
      });
      expect(charged).toMatchObject({
        status: 'mismatch',
        differences: ['price'],
        price_difference_percent: null,
      });
    });

    it('reports -100 % when the ERP bills nothing for a priced line', () => {
      const po = order(line(1, 'A', 2, 9.99));
      expect(invoiceLines(po, [line(1, 'A', 2, 0)])[0]).toMatchObject({
        status: 'mismatch',
        price_difference_percent: -100,
      });
    });
  });

  describe('lines on one side only', () => {
    it('marks a PO line the ERP lacks as missing, with the document number and no ERP values', () => {
      const po = order(line(1, 'A', 1, 1), line(2, 'B', 2, 2));
      const [, b] = invoiceLines(po, [line(1, 'A', 1, 1)]);
      expect(b).toMatchObject({
        document_number: 'INV-1',
        line_ref: 'B',
        sku: 'B',
        po_quantity: 2,
        erp_quantity: null,
        po_unit_price: 2,
        erp_unit_price: null,
        quantity_difference: null,
        price_difference_percent: null,
        status: 'missing',
        differences: ['line'],
      });
    });

    it('lists a line only the ERP has after the PO lines, missing with no PO values', () => {
      const po = order(line(1, 'A', 1, 1));
      const lines = invoiceLines(po, [line(1, 'Z', 4, 3), line(2, 'A', 1, 1)]);
      expect(lines.map((l) => l.line_ref)).toEqual(['A', 'Z']);
      expect(lines[1]).toMatchObject({
        sku: 'Z',
        description: 'Item Z',
        po_quantity: null,
        po_unit_price: null,
        erp_quantity: 4,
        erp_unit_price: 3,
        status: 'missing',
        differences: ['line'],
      });
    });
  });

  describe('duplicate SKUs', () => {
    it('pairs them in line order and numbers their references', () => {
      const po = order(line(1, 'A', 10, 1), line(2, 'B', 1, 1), line(3, 'A', 20, 1));
      const lines = invoiceLines(po, [line(1, 'A', 10, 1), line(2, 'B', 1, 1), line(3, 'A', 15, 1)]);
      expect(lines.map((l) => [l.line_ref, l.po_quantity, l.erp_quantity, l.status])).toEqual([
        ['A', 10, 10, 'matched'],
        ['B', 1, 1, 'matched'],
        ['A#2', 20, 15, 'mismatch'],
      ]);
    });

    it('reports the extra occurrence on either side as a missing line', () => {
      const po = order(line(1, 'A', 10, 1), line(2, 'A', 5, 1));
      const poExtra = invoiceLines(po, [line(1, 'A', 10, 1)]);
      expect(poExtra.map((l) => [l.line_ref, l.status])).toEqual([
        ['A', 'matched'],
        ['A#2', 'missing'],
      ]);
      const erpExtra = invoiceLines(order(line(1, 'A', 10, 1)), [line(1, 'A', 10, 1), line(2, 'A', 3, 1)]);
      expect(erpExtra.map((l) => [l.line_ref, l.po_quantity, l.erp_quantity, l.status])).toEqual([
        ['A', 10, 10, 'matched'],
        ['A#2', null, 3, 'missing'],
      ]);
    });
  });

  describe('absent documents', () => {
    const po = order(line(1, 'A', 1, 1), line(2, 'B', 1, 1));

    it('gives one missing line with an empty line_ref per absent document', () => {
      const result = matchOrder(po, [doc('sales_order', 'SO-1', ...po.lines)], DEFAULTS);
      expect(result.status).toBe('missing');
      const invoice = result.lines.filter((l) => l.document_kind === 'invoice');
      expect(invoice).toEqual([
        {
          ...HEADER,
          document_kind: 'invoice',
          line_ref: '',
          status: 'missing',
          differences: ['document'],
          // No document, no line of it, nothing to compare, nothing resolved.
          ...nullFields('document_number', 'sku', 'description'),
          ...nullFields('po_quantity', 'erp_quantity', 'po_unit_price', 'erp_unit_price'),
          ...nullFields('quantity_difference', 'price_difference_percent', 'resolution'),
        },
      ]);
    });

    it('gives two missing lines when the ERP has neither document', () => {
      const result = matchOrder(po, [], DEFAULTS);
      expect(result.lines.map((l) => [l.document_kind, l.line_ref, l.differences])).toEqual([
        ['sales_order', '', ['document']],
        ['invoice', '', ['document']],
      ]);
    });

    it('reads several documents of one kind together (partial invoices)', () => {
      const result = matchOrder(
        po,
        [
          doc('sales_order', 'SO-1', ...po.lines),
          doc('invoice', 'INV-1', line(1, 'A', 1, 1)),
          doc('invoice', 'INV-2', line(1, 'B', 1, 1)),
        ],
        DEFAULTS,
      );
      expect(result.status).toBe('matched');
      expect(result.lines.filter((l) => l.document_kind === 'invoice').map((l) => l.document_number)).toEqual(
        ['INV-1', 'INV-2'],
      );
    });
  });

  describe('order status', () => {
    it('is the worst line over both documents', () => {
      const po = order(line(1, 'A', 100, 1), line(2, 'B', 100, 1));
      const within = matchOrder(
        po,
        [
          doc('sales_order', 'SO-1', ...po.lines),
          doc('invoice', 'INV-1', line(1, 'A', 99, 1), line(2, 'B', 100, 1)),
        ],
        DEFAULTS,
      );
      expect(within.status).toBe('within_tolerance');
      const mismatch = matchOrder(
        po,
        [
          doc('sales_order', 'SO-1', line(1, 'A', 50, 1), line(2, 'B', 100, 1)),
          doc('invoice', 'INV-1', line(1, 'A', 99, 1), line(2, 'B', 100, 1)),
        ],
        DEFAULTS,
      );
      expect(mismatch.status).toBe('mismatch');
    });

    it('ranks missing over mismatch over within_tolerance over matched', () => {
      expect(worstStatus([])).toBe('matched');
      expect(worstStatus(['matched', 'within_tolerance'])).toBe('within_tolerance');
      expect(worstStatus(['within_tolerance', 'mismatch', 'matched'])).toBe('mismatch');
      expect(worstStatus(['mismatch', 'missing', 'within_tolerance'])).toBe('missing');
    });
  });
});

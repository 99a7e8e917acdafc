import {
  DOCUMENT_KINDS,
  type Difference,
  type DocumentKind,
  type ErpDocumentInput,
  type ItemLine,
  type LineStatus,
  type OrderInput,
  type ReconciliationLine,
  type Tolerances,
} from './reconciliation-types.js';

/** Worst first is last: an order's status is its worst line. */
const SEVERITY: Record<LineStatus, number> = { matched: 0, within_tolerance: 1, mismatch: 2, missing: 3 };

export function worstStatus(statuses: Iterable<LineStatus>): LineStatus {
  let worst: LineStatus = 'matched';
  for (const status of statuses) if (SEVERITY[status] > SEVERITY[worst]) worst = status;
  return worst;
}

// Quantities and prices are numeric(12, 2): compare them in hundredths so 0.1 + 0.2 never differs from 0.3.
export const hundredths = (value: number) => Math.round(value * 100);
const round2 = (value: number) => hundredths(value) / 100;

/**
 * Whether `actual` lies within `percent` % of `expected` (at the boundary counts as within). Integer
 * hundredths keep "exactly 1 %" exact; nothing but 0 is within any tolerance of 0.
 */
function withinPercent(expected: number, actual: number, percent: number): boolean {
  const difference = Math.abs(hundredths(actual) - hundredths(expected));
  return difference * 100 <= percent * Math.abs(hundredths(expected)) + 1e-9;
}

/** The ERP price's difference from the PO price in % of the PO price; null when the PO price is 0. */
function pricePercent(poPrice: number, erpPrice: number): number | null {
  if (hundredths(poPrice) === 0) return hundredths(erpPrice) === 0 ? 0 : null;
  return round2(((hundredths(erpPrice) - hundredths(poPrice)) / hundredths(poPrice)) * 100);
}

interface ErpItemLine extends ItemLine {
  document_number: string;
}

type Pair = { ref: string; po?: ItemLine; erp?: ErpItemLine };

/** `SKU` for a SKU's first line on a side, `SKU#2`, `SKU#3` … for the next ones (the resolution key). */
const lineRef = (sku: string, occurrence: number) => (occurrence === 1 ? sku : `${sku}#${occurrence}`);

/**
 * Pairs lines by SKU, the n-th line of a SKU on one side with the n-th on the other. Order: the PO's lines
 * as numbered, then the lines only the ERP has.
 */
function pairBySku(poLines: ItemLine[], erpLines: ErpItemLine[]): Pair[] {
  const erpBySku = new Map<string, ErpItemLine[]>();
  for (const line of erpLines) {
    const lines = erpBySku.get(line.sku);
    if (lines) lines.push(line);
    else erpBySku.set(line.sku, [line]);
  }
  const seen = new Map<string, number>();
  const pairs: Pair[] = [];
  for (const po of [...poLines].sort((a, b) => a.line_no - b.line_no)) {
    const occurrence = (seen.get(po.sku) ?? 0) + 1;
    seen.set(po.sku, occurrence);
    pairs.push({ ref: lineRef(po.sku, occurrence), po, erp: erpBySku.get(po.sku)?.[occurrence - 1] });
  }
  for (const [sku, lines] of erpBySku) {
    const paired = seen.get(sku) ?? 0;
    lines.slice(paired).forEach((erp, index) => {
      pairs.push({ ref: lineRef(sku, paired + index + 1), erp });
    });
  }
  return pairs;
}

type Header = Pick<ReconciliationLine, 'purchase_order_id' | 'po_number' | 'customer_name' | 'document_kind'>;

function compareLines(
  header: Header,
  pair: Pair,
  documentNumber: string,
  tolerances: Tolerances,
): ReconciliationLine {
  const { po, erp } = pair;
  const both = po && erp ? { po, erp } : null;
  const differences: Difference[] = [];
  let status: LineStatus = 'missing';
  if (!both) {
    differences.push('line');
  } else {
    if (hundredths(both.po.quantity) !== hundredths(both.erp.quantity)) differences.push('quantity');
    if (hundredths(both.po.unit_price) !== hundredths(both.erp.unit_price)) differences.push('price');
    const within =
      withinPercent(both.po.quantity, both.erp.quantity, tolerances.quantity_tolerance_percent) &&
      withinPercent(both.po.unit_price, both.erp.unit_price, tolerances.price_tolerance_percent);
    status = differences.length === 0 ? 'matched' : within ? 'within_tolerance' : 'mismatch';
  }
  const item = po ?? erp;
  return {
    purchase_order_id: header.purchase_order_id,
    po_number: header.po_number,
    customer_name: header.customer_name,
    document_kind: header.document_kind,
    document_number: erp?.document_number ?? documentNumber,
    line_ref: pair.ref,
    sku: item?.sku ?? null,
    description: item?.description ?? null,
    po_quantity: po ? round2(po.quantity) : null,
    erp_quantity: erp ? round2(erp.quantity) : null,
    po_unit_price: po ? round2(po.unit_price) : null,
    erp_unit_price: erp ? round2(erp.unit_price) : null,
    quantity_difference: both ? round2(both.erp.quantity - both.po.quantity) : null,
    price_difference_percent: both ? pricePercent(both.po.unit_price, both.erp.unit_price) : null,
    status,
    differences,
    resolution: null,
  };
}

function matchDocumentKind(
  order: OrderInput,
  kind: DocumentKind,
  documents: ErpDocumentInput[],
  tolerances: Tolerances,
): ReconciliationLine[] {
  const header: Header = {
    purchase_order_id: order.purchase_order_id,
    po_number: order.po_number,
    customer_name: order.customer_name,
    document_kind: kind,
  };
  const first = documents[0];
  if (!first) {
    return [
      {
        ...header,
        document_number: null,
        line_ref: '',
        sku: null,
        description: null,
        po_quantity: null,
        erp_quantity: null,
        po_unit_price: null,
        erp_unit_price: null,
        quantity_difference: null,
        price_difference_percent: null,
        status: 'missing',
        differences: ['document'],
        resolution: null,
      },
    ];
  }
  // Several documents of one kind (e.g. partial invoices) together cover the order.
  const erpLines = documents.flatMap((document) =>
    [...document.lines]
      .sort((a, b) => a.line_no - b.line_no)
      .map((line) => ({
        line_no: line.line_no,
        sku: line.sku,
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unit_price,
        document_number: document.document_number,
      })),
  );
  return pairBySku(order.lines, erpLines).map((pair) =>
    compareLines(header, pair, first.document_number, tolerances),
  );
}

/**
 * Reconciles one approved purchase order with the ERP documents that reference its PO number: the sales
 * order's lines, then the invoice's, each line with its status; the order's status is its worst line.
 * Pure: the caller loads the rows and attaches resolutions.
 */
export function matchOrder(
  order: OrderInput,
  documents: ErpDocumentInput[],
  tolerances: Tolerances,
): { status: LineStatus; lines: ReconciliationLine[] } {
  const lines = DOCUMENT_KINDS.flatMap((kind) =>
    matchDocumentKind(
      order,
      kind,
      documents.filter((document) => document.kind === kind),
      tolerances,
    ),
  );
  return { status: worstStatus(lines.map((line) => line.status)), lines };
}

/** The reconciliation shapes of docs/inbound-api.md "Reconciliation". */
export const DOCUMENT_KINDS = ['sales_order', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const LINE_STATUSES = ['matched', 'within_tolerance', 'mismatch', 'missing'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export type Difference = 'quantity' | 'price' | 'document' | 'line';

export interface Tolerances {
  price_tolerance_percent: number;
  quantity_tolerance_percent: number;
}

export const DEFAULT_TOLERANCES: Tolerances = { price_tolerance_percent: 1, quantity_tolerance_percent: 5 };

export interface Resolution {
  note: string;
  resolved_by_label: string;
  resolved_at: string;
}

export interface ReconciliationLine {
  purchase_order_id: string;
  po_number: string;
  customer_name: string;
  document_kind: DocumentKind;
  document_number: string | null;
  line_ref: string;
  sku: string | null;
  description: string | null;
  po_quantity: number | null;
  erp_quantity: number | null;
  po_unit_price: number | null;
  erp_unit_price: number | null;
  quantity_difference: number | null;
  price_difference_percent: number | null;
  status: LineStatus;
  differences: Difference[];
  resolution: Resolution | null;
}

export interface ReconciledOrder {
  purchase_order_id: string;
  po_number: string;
  customer_name: string;
  order_date: string;
  total: number;
  currency: string;
  status: LineStatus;
  open_exceptions: number;
  lines: ReconciliationLine[];
}

/** A line of either side as the matcher needs it (quantities and prices already numbers). */
export interface ItemLine {
  line_no: number;
  sku: string;
  description: string;
  quantity: number;
  unit_price: number;
}

export interface OrderInput {
  purchase_order_id: string;
  po_number: string;
  customer_name: string;
  lines: ItemLine[];
}

export interface ErpDocumentInput {
  kind: DocumentKind;
  document_number: string;
  lines: ItemLine[];
}

/** Exceptions are the lines someone has to look at. */
export const isException = (line: Pick<ReconciliationLine, 'status'>): boolean =>
  line.status === 'mismatch' || line.status === 'missing';

import { useLocation } from 'react-router-dom';
import { fixture } from '@aide/shared-auth/testing';
import type {
  ReconciledOrder,
  ReconciliationLine,
  ReconciliationResult,
  ReconciliationSummary,
} from '../api/reconciliation-api';

export const API = 'http://api.test/accounting/reconciliation';

export const line = fixture<ReconciliationLine>({
  purchase_order_id: 'po-1',
  po_number: 'PO-24001',
  customer_name: 'Fabrikam',
  document_kind: 'invoice',
  document_number: 'INV-9001',
  line_ref: 'CT-001',
  sku: 'CT-001',
  description: 'Copper tape',
  po_quantity: 10,
  erp_quantity: 10,
  po_unit_price: 12.5,
  erp_unit_price: 12.5,
  quantity_difference: 0,
  price_difference_percent: 0,
  status: 'matched',
  differences: [],
  resolution: null,
});

/** A quantity and a price beyond tolerance on invoice INV-9001. */
export const MISMATCH = line({
  erp_quantity: 12,
  erp_unit_price: 13.75,
  quantity_difference: 2,
  price_difference_percent: 10,
  status: 'mismatch',
  differences: ['quantity', 'price'],
});

/** PO-24002 has no sales order in the ERP at all. */
export const MISSING_DOCUMENT = line({
  purchase_order_id: 'po-2',
  po_number: 'PO-24002',
  customer_name: 'Tailspin Toys',
  document_kind: 'sales_order',
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
});

export const RESOLVED = line({
  purchase_order_id: 'po-3',
  po_number: 'PO-24003',
  line_ref: 'CT-007',
  sku: 'CT-007',
  erp_unit_price: 14,
  price_difference_percent: 12,
  status: 'mismatch',
  differences: ['price'],
  resolution: {
    note: 'Price rise agreed by phone',
    resolved_by_label: 'Ivy Chen',
    resolved_at: '2026-11-20T15:05:00Z',
  },
});

export const SUMMARY: ReconciliationSummary = {
  orders: 125,
  matched: 101,
  within_tolerance: 11,
  mismatch: 8,
  missing: 5,
  open_exceptions: 17,
  resolved_exceptions: 2,
};

export const order = fixture<ReconciledOrder>({
  purchase_order_id: 'po-1',
  po_number: 'PO-24001',
  customer_name: 'Fabrikam',
  order_date: '2026-11-02',
  total: 1250,
  currency: 'USD',
  status: 'mismatch',
  open_exceptions: 1,
  lines: [line({ document_kind: 'sales_order', document_number: 'SO-5001' }), MISMATCH],
});

export const reconciliation = fixture<ReconciliationResult>({
  tolerances: { price_tolerance_percent: 1, quantity_tolerance_percent: 5 },
  summary: SUMMARY,
  items: [order()],
  total: 1,
  page: 1,
  page_size: 20,
});

export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, page_size: 20 };
}

/** The router's current address, for assertions on what the tab writes to the URL. */
export function ShowLocation() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** The query of the address shown by ShowLocation. */
export function locationParams(element: HTMLElement): URLSearchParams {
  return new URLSearchParams((element.textContent ?? '').split('?')[1] ?? '');
}

import { matchOrder } from './match-order.js';
import { sortKey } from './sort-key.js';
import { resolutionKey, type LoadedReconciliation } from './load-reconciliation.js';
import {
  isException,
  type LineStatus,
  type ReconciledOrder,
  type Tolerances,
} from './reconciliation-types.js';

export const RECONCILIATION_SORT_FIELDS = ['order_date', 'po_number', 'customer_name'] as const;
export type ReconciliationSort = (typeof RECONCILIATION_SORT_FIELDS)[number];

export interface ReconciliationSummary {
  orders: number;
  matched: number;
  within_tolerance: number;
  mismatch: number;
  missing: number;
  open_exceptions: number;
  resolved_exceptions: number;
}

/** Matches every loaded order and attaches the resolutions of its exceptions. */
export function reconcileOrders(loaded: LoadedReconciliation, tolerances: Tolerances): ReconciledOrder[] {
  return loaded.orders.map((order) => {
    const { status, lines } = matchOrder(order, loaded.documentsByPo.get(order.po_number) ?? [], tolerances);
    // The lines are new objects: attach resolutions in place (spreading 17-field objects 60,000 times is slow).
    let open = 0;
    for (const line of lines) {
      line.resolution =
        loaded.resolutions.get(resolutionKey(line.purchase_order_id, line.document_kind, line.line_ref)) ??
        null;
      if (isException(line) && !line.resolution) open += 1;
    }
    return {
      purchase_order_id: order.purchase_order_id,
      po_number: order.po_number,
      customer_name: order.customer_name,
      order_date: order.order_date,
      total: order.total,
      currency: order.currency,
      status,
      open_exceptions: open,
      lines,
    };
  });
}

/**
 * Sorts like the list routes' `sort` (`field` or `-field`, default newest orders first), PO number to break ties,
 * texts by sortKey: the order the database gives the kept facts (query-order-facts.ts).
 */
export function sortOrders(orders: ReconciledOrder[], sort: string | undefined): ReconciledOrder[] {
  const value = sort ?? '-order_date';
  const descending = value.startsWith('-');
  const field = (descending ? value.slice(1) : value) as ReconciliationSort;
  const keyed = orders.map((order) => ({
    order,
    po: sortKey(order.po_number),
    key: field === 'order_date' ? order.order_date : sortKey(order[field]),
  }));
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const direction = descending ? -1 : 1;
  keyed.sort((a, b) => direction * (compare(a.key, b.key) || compare(a.po, b.po)));
  return keyed.map(({ order }) => order);
}

export function filterByStatus(orders: ReconciledOrder[], status: LineStatus | undefined): ReconciledOrder[] {
  return status ? orders.filter((order) => order.status === status) : orders;
}

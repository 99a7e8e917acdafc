import type { LoadedReconciliation } from './load-reconciliation.js';
import { hundredths, matchOrder } from './match-order.js';
import { DEFAULT_TOLERANCES, type DocumentKind } from './reconciliation-types.js';
import { sortKey } from './sort-key.js';

/**
 * What the reconciliation of an approved order is, independent of the tolerances asked for: its header and,
 * per matched line, how far the ERP side is from the PO in hundredths. Kept in aide_private.reconciliation_*
 * (migration 20261129000100) so a page of a large organization's reconciliation is counted, filtered and
 * sorted in the database instead of matching every order again (query-order-facts.ts).
 */
export interface OrderFacts {
  purchase_order_id: string;
  po_number: string;
  customer_name: string;
  order_date: string;
  po_sort: string;
  customer_sort: string;
  lines: LineFacts[];
}

/**
 * A line that is missing or differs (a line equal on both sides is matched under any tolerances, so it is not
 * kept: an order without kept lines is matched). Its status under tolerances (quantity q %, price p %) follows
 * from these as matchOrder decides it: missing; matched when both changes are 0; within tolerance when
 * change × 100 ≤ tolerance × base for both; otherwise a mismatch. The base is the PO's value (nothing but 0 is
 * within any tolerance of 0).
 */
export interface LineFacts {
  position: number;
  document_kind: DocumentKind;
  line_ref: string;
  missing: boolean;
  quantity_change: number;
  quantity_base: number;
  price_change: number;
  price_base: number;
}

export function orderFacts(loaded: LoadedReconciliation): OrderFacts[] {
  return loaded.orders.map((order) => {
    const { lines } = matchOrder(order, loaded.documentsByPo.get(order.po_number) ?? [], DEFAULT_TOLERANCES);
    return {
      purchase_order_id: order.purchase_order_id,
      po_number: order.po_number,
      customer_name: order.customer_name,
      order_date: order.order_date,
      po_sort: sortKey(order.po_number),
      customer_sort: sortKey(order.customer_name),
      lines: lines.flatMap((line, position) => {
        const facts: LineFacts = {
          position,
          document_kind: line.document_kind,
          line_ref: line.line_ref,
          missing: line.status === 'missing',
          quantity_change: Math.abs(hundredths(line.erp_quantity ?? 0) - hundredths(line.po_quantity ?? 0)),
          quantity_base: Math.abs(hundredths(line.po_quantity ?? 0)),
          price_change: Math.abs(hundredths(line.erp_unit_price ?? 0) - hundredths(line.po_unit_price ?? 0)),
          price_base: Math.abs(hundredths(line.po_unit_price ?? 0)),
        };
        return facts.missing || facts.quantity_change !== 0 || facts.price_change !== 0 ? [facts] : [];
      }),
    };
  });
}

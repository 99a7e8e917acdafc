import type { Queryable } from '../../db/db.js';
import { pageWindow, type PagingQuery } from '../../workspace/paging.js';
import { loadReconciliation, resolutionKey } from './load-reconciliation.js';
import { reconcileOrders, type ReconciliationSort, type ReconciliationSummary } from './reconcile-orders.js';
import {
  LINE_STATUSES,
  type DocumentKind,
  type LineStatus,
  type ReconciledOrder,
  type ReconciliationLine,
  type Tolerances,
} from './reconciliation-types.js';

// Pages of the reconciliation from the kept order facts (order-facts.ts, refreshed by refresh-order-facts.ts):
// the database counts, filters, sorts and pages the orders under the tolerances asked for, and only the page's
// orders are loaded and matched in full. Every statement runs as the API's role and filters by organization.

/** A line's severity (its index in LINE_STATUSES, as matchOrder ranks them) under tolerances $q and $p. */
const severity = (line: string, q: string, p: string) =>
  `case when ${line}.missing then 3
        when ${line}.quantity_change = 0 and ${line}.price_change = 0 then 0
        when ${line}.quantity_change * 100 <= ${q}::float8 * ${line}.quantity_base + 1e-9
         and ${line}.price_change * 100 <= ${p}::float8 * ${line}.price_base + 1e-9 then 1
        else 2 end`;

const resolved = (line: string) =>
  `exists (select 1 from public.aide_reconciliation_resolutions r
            where r.organization_id = $1 and r.purchase_order_id = ${line}.purchase_order_id
              and r.document_kind = ${line}.document_kind and r.line_ref = ${line}.line_ref)`;

const SORT_COLUMNS: Record<ReconciliationSort, string[]> = {
  order_date: ['order_date', 'po_sort'],
  po_number: ['po_sort'],
  customer_name: ['customer_sort', 'po_sort'],
};

/** `ORDER BY` for a validated sort (`field` or `-field`, default newest first), as sortOrders orders. */
function factsOrderBy(sort: string | undefined): string {
  const value = sort ?? '-order_date';
  const descending = value.startsWith('-');
  const field = (descending ? value.slice(1) : value) as ReconciliationSort;
  const direction = descending ? 'desc' : 'asc';
  return [...SORT_COLUMNS[field].map((column) => `${column} ${direction}`), 'purchase_order_id'].join(', ');
}

export interface FactsQuery extends PagingQuery {
  /** An ILIKE pattern on PO number or customer (searchPattern), or null. */
  pattern: string | null;
  status?: LineStatus;
  sort?: string;
}

/** The page's orders fully matched, in the order of `ids`. */
async function matchedOrders(
  tx: Queryable,
  organizationId: string,
  ids: string[],
  tolerances: Tolerances,
): Promise<ReconciledOrder[]> {
  if (ids.length === 0) return [];
  const loaded = await loadReconciliation(tx, organizationId, { search: null, purchaseOrderIds: ids });
  const byId = new Map(reconcileOrders(loaded, tolerances).map((order) => [order.purchase_order_id, order]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The summary (search applied, status filter not) and a page of orders, as GET /accounting/reconciliation. */
export async function reconciliationPage(
  tx: Queryable,
  organizationId: string,
  query: FactsQuery,
  tolerances: Tolerances,
) {
  const { page, pageSize, offset } = pageWindow(query);
  const { rows } = await tx.query<ReconciliationSummary & { total: number; ids: string[] }>(
    `with orders as (
       select o.purchase_order_id, o.order_date, o.po_sort, o.customer_sort
         from aide_private.reconciliation_orders o
        where o.organization_id = $1
          and ($2::text is null or o.po_number ilike $2 or o.customer_name ilike $2)
     ), lines as (
       select l.purchase_order_id, ${severity('l', '$4', '$3')} as severity, l.document_kind, l.line_ref
         from aide_private.reconciliation_lines l
        where l.organization_id = $1
          and ($2::text is null or l.purchase_order_id in (select purchase_order_id from orders))
     ), exceptions as (
       select ${resolved('l')} as resolved from lines l where l.severity >= 2
     ), statuses as (
       -- An order without kept lines is matched (order-facts.ts).
       select o.*, coalesce(w.severity, 0) as severity
         from orders o
         left join (select purchase_order_id, max(severity) as severity from lines group by purchase_order_id) w
           on w.purchase_order_id = o.purchase_order_id
     ), shown as (
       select * from statuses where $5::int is null or severity = $5
     )
     select count(*)::int as orders,
            count(*) filter (where severity = 0)::int as matched,
            count(*) filter (where severity = 1)::int as within_tolerance,
            count(*) filter (where severity = 2)::int as mismatch,
            count(*) filter (where severity = 3)::int as missing,
            (select count(*) from exceptions where not resolved)::int as open_exceptions,
            (select count(*) from exceptions where resolved)::int as resolved_exceptions,
            (select count(*) from shown)::int as total,
            (select coalesce(json_agg(p.purchase_order_id order by p.place), '[]'::json)
               from (select purchase_order_id, row_number() over (order by ${factsOrderBy(query.sort)}) as place
                       from shown order by place limit $6 offset $7) p) as ids
       from statuses`,
    [
      organizationId,
      query.pattern,
      tolerances.price_tolerance_percent,
      tolerances.quantity_tolerance_percent,
      query.status ? LINE_STATUSES.indexOf(query.status) : null,
      pageSize,
      offset,
    ],
  );
  const { ids, total, ...summary } = rows[0]!;
  return {
    summary,
    items: await matchedOrders(tx, organizationId, ids, tolerances),
    total,
    page,
    page_size: pageSize,
  };
}

/**
 * A page of the exceptions (mismatched and missing lines; open ones only unless `includeResolved`), newest
 * orders first and each order's lines in their order, as GET /accounting/reconciliation/exceptions.
 */
export async function exceptionsPage(
  tx: Queryable,
  organizationId: string,
  query: PagingQuery & { pattern: string | null; includeResolved: boolean },
  tolerances: Tolerances,
) {
  const { page, pageSize, offset } = pageWindow(query);
  const { rows } = await tx.query<{
    total: number;
    lines: [purchaseOrderId: string, kind: DocumentKind, lineRef: string][];
  }>(
    `with exceptions as (
       select l.purchase_order_id, l.position, l.document_kind, l.line_ref, o.order_date, o.po_sort
         from aide_private.reconciliation_lines l
         join aide_private.reconciliation_orders o
           on o.organization_id = l.organization_id and o.purchase_order_id = l.purchase_order_id
        where l.organization_id = $1
          and ($2::text is null or o.po_number ilike $2 or o.customer_name ilike $2)
          and ${severity('l', '$4', '$3')} >= 2
          and ($5::boolean or not ${resolved('l')})
     )
     select (select count(*) from exceptions)::int as total,
            (select coalesce(json_agg(json_build_array(p.purchase_order_id, p.document_kind, p.line_ref)
                                      order by p.place), '[]'::json)
               from (select purchase_order_id, document_kind, line_ref,
                            row_number() over (order by ${factsOrderBy(undefined)}, position) as place
                       from exceptions order by place limit $6 offset $7) p) as lines`,
    [
      organizationId,
      query.pattern,
      tolerances.price_tolerance_percent,
      tolerances.quantity_tolerance_percent,
      query.includeResolved,
      pageSize,
      offset,
    ],
  );
  const { total, lines } = rows[0]!;
  const orders = await matchedOrders(tx, organizationId, [...new Set(lines.map(([id]) => id))], tolerances);
  const byKey = new Map<string, ReconciliationLine>();
  for (const order of orders) {
    for (const line of order.lines) {
      byKey.set(resolutionKey(line.purchase_order_id, line.document_kind, line.line_ref), line);
    }
  }
  return {
    items: lines.flatMap(([id, kind, ref]) => byKey.get(resolutionKey(id, kind, ref)) ?? []),
    total,
    page,
    page_size: pageSize,
  };
}

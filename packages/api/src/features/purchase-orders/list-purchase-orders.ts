import type { Queryable } from '../../db/db.js';
import { pageWindow, searchPattern, type PagingQuery } from '../../workspace/paging.js';

export const PURCHASE_ORDER_SORT_FIELDS = [
  'order_date',
  'po_number',
  'customer_name',
  'total',
  'ai_score',
  'status',
] as const;

export interface PurchaseOrdersQuery extends PagingQuery {
  status?: 'pending' | 'approved' | 'rejected' | 'all';
  customer?: string;
  min_total?: number;
  max_total?: number;
  min_score?: number;
  max_score?: number;
  from?: string;
  to?: string;
}

/** ISO 8601 in UTC from SQL, so both databases and every driver give the same text. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The PurchaseOrderSummary columns of `po` (line_count comes from the caller's join). */
export const summaryColumns = `po.id, po.po_number, po.customer_name, po.order_date::text as order_date,
  po.requested_delivery_date::text as requested_delivery_date, po.currency, po.total::float8 as total,
  po.status, coalesce(po.ai_score, 0) as ai_score, po.source, po.decided_by_label,
  ${isoTimestamp('po.decided_at')} as decided_at, ${isoTimestamp('po.received_at')} as received_at`;

const SORT_COLUMNS: Record<(typeof PURCHASE_ORDER_SORT_FIELDS)[number], string> = {
  order_date: 'po.order_date',
  po_number: 'po.po_number',
  customer_name: 'lower(po.customer_name)',
  total: 'po.total',
  ai_score: 'po.ai_score',
  status: 'po.status',
};

/** ORDER BY for a validated sort; ties by receipt then number in the same direction, so pages are stable. */
function orderClause(sort: string | undefined): string {
  const value = sort ?? '-order_date';
  const direction = value.startsWith('-') ? 'desc' : 'asc';
  const field = value.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? SORT_COLUMNS.order_date;
  return `${column} ${direction} nulls last, po.received_at ${direction}, po.po_number ${direction}, po.id`;
}

/**
 * One page of the organization's orders with counts per status. Filters become one WHERE clause on
 * aide_purchase_orders (served by its organization/date and organization/status indexes); line counts are a
 * grouped join over the page's ids only, never a per-row subquery over all orders.
 */
export async function listPurchaseOrders(tx: Queryable, organizationId: string, query: PurchaseOrdersQuery) {
  const { page, pageSize, offset } = pageWindow(query);
  const params: unknown[] = [organizationId];
  const conditions = ['po.organization_id = $1'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const pattern = searchPattern(query.search);
  if (pattern) add((p) => `(po.po_number ilike ${p} or po.customer_name ilike ${p})`, pattern);
  if (query.customer?.trim()) add((p) => `lower(trim(po.customer_name)) = lower(trim(${p}))`, query.customer);
  if (query.min_total !== undefined) add((p) => `po.total >= ${p}`, query.min_total);
  if (query.max_total !== undefined) add((p) => `po.total <= ${p}`, query.max_total);
  if (query.min_score !== undefined) add((p) => `po.ai_score >= ${p}`, query.min_score);
  if (query.max_score !== undefined) add((p) => `po.ai_score <= ${p}`, query.max_score);
  if (query.from) add((p) => `po.order_date >= ${p}::date`, query.from);
  if (query.to) add((p) => `po.order_date <= ${p}::date`, query.to);
  const where = conditions.join(' and ');

  // Counts ignore the status filter (they label the status tabs); the total respects it.
  const { rows: countRows } = await tx.query<{ status: string; count: number }>(
    `select po.status, count(*)::int as count from public.aide_purchase_orders po where ${where}
      group by po.status`,
    params,
  );
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of countRows) counts[row.status as keyof typeof counts] = row.count;
  const status = query.status && query.status !== 'all' ? query.status : null;
  const total = status ? counts[status] : counts.pending + counts.approved + counts.rejected;

  const pageParams = [...params, pageSize, offset];
  const statusCondition = status ? ` and po.status = $${pageParams.push(status)}` : '';
  const order = orderClause(query.sort);
  const { rows: items } = await tx.query(
    `with page as (
       select po.* from public.aide_purchase_orders po
        where ${where}${statusCondition}
        order by ${order}
        limit $${params.length + 1} offset $${params.length + 2}
     ), counted as (
       select l.purchase_order_id, count(*)::int as line_count
         from public.aide_purchase_order_lines l
        where l.organization_id = $1 and l.purchase_order_id in (select id from page)
        group by l.purchase_order_id
     )
     select ${summaryColumns}, coalesce(c.line_count, 0) as line_count
       from page po
       left join counted c on c.purchase_order_id = po.id
      order by ${order}`,
    pageParams,
  );
  return { items, total, page, page_size: pageSize, counts };
}

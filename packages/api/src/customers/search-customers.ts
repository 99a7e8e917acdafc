// GET /api/customers_search: filters and sorts on the statistics stored on the customer row
// (aide_private.refresh_customer_stats), so a page is an index scan even at 100,000 customers.
import type { Queryable } from '../db/db.js';
import { orderBy, pageWindow, searchPattern, type PagingQuery } from '../workspace/paging.js';
import { todayUtc } from '../workspace/today.js';
import type { Workspace } from '../workspace/with-workspace.js';
import { customerItemColumns } from './customer-item.js';

export const SEARCH_SORT_FIELDS = [
  'name',
  'last_order_on',
  'revenue_12m',
  'order_count',
  'created_at',
] as const;
export const LAST_ORDER_FILTERS = ['30d', '90d', '365d', 'over_90d', 'never'] as const;
export type LastOrderFilter = (typeof LAST_ORDER_FILTERS)[number];

export interface CustomersSearchQuery extends PagingQuery {
  segment?: string;
  last_order?: LastOrderFilter;
  at_risk?: boolean;
}

// $3 is today; "within 30 days" includes the day 30 days ago.
const LAST_ORDER_CONDITIONS: Record<LastOrderFilter, string> = {
  '30d': 'c.last_order_on >= $3::date - 30',
  '90d': 'c.last_order_on >= $3::date - 90',
  '365d': 'c.last_order_on >= $3::date - 365',
  over_90d: 'c.last_order_on < $3::date - 90',
  never: 'c.last_order_on is null',
};

export async function searchCustomers(tx: Queryable, ws: Workspace, query: CustomersSearchQuery) {
  const { page, pageSize, offset } = pageWindow(query);
  const conditions = [
    'c.organization_id = $1',
    '($2::text is null or c.id in (select aide_private.search_customer_ids($1, $2)))',
    '($4::text is null or c.segment = $4)',
  ];
  if (query.last_order) conditions.push(LAST_ORDER_CONDITIONS[query.last_order]);
  if (query.at_risk !== undefined) {
    const atRisk =
      'aide_private.customer_at_risk(c.last_order_on, c.order_count, c.average_gap_days, $3::date)';
    conditions.push(query.at_risk ? atRisk : `not ${atRisk}`);
  }
  const where = conditions.join(' and ');
  const params = [ws.organizationId, searchPattern(query.search), todayUtc(), query.segment?.trim() || null];
  const { rows: totals } = await tx.query<{ total: number }>(
    `select count(*)::int as total from public.aide_client_customers c where ${where}`,
    params,
  );
  const order = orderBy(
    query.sort,
    {
      name: 'lower(c.name)',
      last_order_on: 'c.last_order_on',
      revenue_12m: 'c.revenue_12m',
      order_count: 'c.order_count',
      created_at: 'c.created_at',
    },
    'name',
  );
  const { rows: items } = await tx.query(
    `select ${customerItemColumns('$3')} from public.aide_client_customers c
      where ${where} order by ${order} limit $5 offset $6`,
    [...params, pageSize, offset],
  );
  return { items, total: totals[0]?.total ?? 0, page, page_size: pageSize };
}

// GET /api/customers_search: filters and sorts on the statistics stored on the customer row
// (aide_private.refresh_customer_stats), so a page is an index scan even at 100,000 customers.
import type { Queryable } from '../../db/db.js';
import { listPage, orderBy, pageWindow, searchPattern, type PagingQuery } from '../../workspace/paging.js';
import { todayUtc } from '../../workspace/today.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { customerItemColumns, type CustomerItem } from './customer-item.js';
import { CUSTOMER_SEARCH_TEXT } from './customer-search-text.js';
import { firstByName } from './list-customers.js';

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

// "Within 30 days" includes the day 30 days ago; `today` is today's SQL date literal.
const LAST_ORDER_CONDITIONS: Record<LastOrderFilter, (today: string) => string> = {
  '30d': (today) => `c.last_order_on >= ${today}::date - 30`,
  '90d': (today) => `c.last_order_on >= ${today}::date - 90`,
  '365d': (today) => `c.last_order_on >= ${today}::date - 365`,
  over_90d: (today) => `c.last_order_on < ${today}::date - 90`,
  never: () => 'c.last_order_on is null',
};

/**
 * aide_private.customer_at_risk for alias `c`, written out: a function with its own search_path is never
 * inlined, and as a filter it runs once per customer of the organization (0.67 s of a 100,000-customer
 * organization under load, 0.1 s written out; pnpm bench --only scale).
 */
const atRiskCondition = (today: string) =>
  `coalesce(c.order_count >= 3 and c.last_order_on < ${today}::date
              - greatest(45, ceil(2 * coalesce(c.average_gap_days, 0)))::integer, false)`;

/** Runs as the API's role, organization first, for the trigram index (see listCustomers). */
export async function searchCustomers(
  tx: Queryable,
  ws: Workspace,
  query: CustomersSearchQuery,
  /** The day the at-risk and last-order conditions count from (YYYY-MM-DD). */
  day = todayUtc(),
) {
  const { page, pageSize, offset } = pageWindow(query);
  // Only the parameters a filter uses are sent: PostgreSQL cannot type a parameter the statement leaves out.
  const params: unknown[] = [ws.organizationId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['c.organization_id = $1'];
  const pattern = searchPattern(query.search);
  if (pattern) conditions.push(`${CUSTOMER_SEARCH_TEXT('c')} ilike ${param(pattern)}`);
  const segment = query.segment?.trim();
  if (segment) conditions.push(`c.segment = ${param(segment)}`);
  // Today is ours, not the caller's (YYYY-MM-DD), so it is inlined: the count query then needs no date parameter.
  const today = `'${day}'`;
  if (query.last_order) conditions.push(LAST_ORDER_CONDITIONS[query.last_order](today));
  if (query.at_risk !== undefined) {
    const atRisk = atRiskCondition(today);
    conditions.push(query.at_risk ? atRisk : `not ${atRisk}`);
  }
  const where = conditions.join(' and ');
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
  const sort = query.sort ?? 'name';
  const result = await listPage<CustomerItem>(
    tx,
    {
      columns: customerItemColumns(today),
      table: 'public.aide_client_customers c',
      alias: 'c',
      where,
      order,
      params,
      pageSize,
      offset,
      firstRows: sort === 'name' ? firstByName('c') : undefined,
    },
    pattern !== null,
  );
  return { ...result, page, page_size: pageSize };
}

import type { Queryable } from '../../db/db.js';
import type { ReplyOf } from '../../http/api-instance.js';
import {
  countsOf,
  dateTimeString,
  integer,
  nullableNumber,
  objectOf,
  uuidString,
} from '../../http/schema-fragments.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import {
  bucketTrend,
  changePercent,
  periodRanges,
  round2,
  type DashboardPeriod,
} from './dashboard-period.js';

const TOP_PRODUCTS = 5;
const AT_RISK_LISTED = 10;
const ACTIVITY_ITEMS = 10;

const range = objectOf({ from: { type: 'string' }, to: { type: 'string' } });
const money = { type: 'number' } as const;

export const dashboardSchema = objectOf({
  has_data: { type: 'boolean', description: 'False until the organization has any sales line' },
  period: range,
  previous: range,
  revenue: objectOf({ current: money, previous: money, change_percent: nullableNumber }),
  customers: countsOf('total', 'active', 'at_risk'),
  top_products: {
    type: 'array',
    items: objectOf({
      sku: { type: 'string' },
      name: { type: 'string' },
      quantity: integer,
      revenue: money,
    }),
  },
  trend: { type: 'array', items: objectOf({ bucket: { type: 'string' }, revenue: money }) },
  at_risk_customers: {
    type: 'array',
    items: objectOf({
      id: uuidString,
      name: { type: 'string' },
      last_order_on: { type: 'string' },
      previous_revenue: money,
    }),
  },
  recent_activity: {
    type: 'array',
    items: objectOf({
      kind: { type: 'string', enum: ['import', 'offer', 'sale'] },
      at: dateTimeString,
      text: { type: 'string' },
    }),
  },
});

/** The rows of the dashboard's lists, as its schema writes them. */
type Row<K extends 'top_products' | 'at_risk_customers' | 'recent_activity'> = ReplyOf<
  typeof dashboardSchema
>[K][number];

interface Totals {
  has_data: boolean;
  current_revenue: number;
  previous_revenue: number;
  total_customers: number;
  active: number;
  at_risk: number;
}

export async function loadDashboard(tx: Queryable, ws: Workspace, period: DashboardPeriod, today: string) {
  const ranges = periodRanges(period, today);
  // $1 organization, $2..$3 this period, $4..$5 the previous one.
  const params = [
    ws.organizationId,
    ranges.period.from,
    ranges.period.to,
    ranges.previous.from,
    ranges.previous.to,
  ];
  const inPeriod = `sold_at between $2::date and $3::date`;
  const inPrevious = `sold_at between $4::date and $5::date`;

  // Totals and the at-risk list come from one pass over both periods' lines, one row per customer (at 2
  // million lines an organization, each further pass over them cost as much again: pnpm bench --only scale).
  const { rows: totalsRows } = await tx.query<
    Totals & { at_risk_customers: Row<'at_risk_customers'>[] | null }
  >(
    `with buyers as (
       select customer_id,
              sum(quantity * unit_price) filter (where ${inPeriod}) as current_revenue,
              sum(quantity * unit_price) filter (where ${inPrevious}) as previous_revenue,
              max(sold_at) filter (where ${inPrevious}) as last_previous,
              bool_or(${inPeriod}) as now, bool_or(${inPrevious}) as before
         from public.aide_sales_transactions
        where organization_id = $1 and sold_at between $4::date and $3::date
        group by customer_id
     ), lapsed as (
       -- Only the customers that can be listed (their ties at the last place included) have their names read:
       -- joining all of a large organization's lapsed buyers to their names cost 0.1 s (pnpm bench --only scale).
       select b.customer_id, b.last_previous, round(b.previous_revenue, 2) as previous_revenue,
              rank() over (order by round(b.previous_revenue, 2) desc nulls last) as place
         from buyers b
        where b.before and not b.now and b.customer_id is not null
     ), at_risk as (
       select l.customer_id as id,
              (select c.name from public.aide_client_customers c
                where c.id = l.customer_id and c.organization_id = $1) as name,
              to_char(l.last_previous, 'YYYY-MM-DD') as last_order_on,
              l.previous_revenue::float8 as previous_revenue
         from lapsed l
        where l.place <= ${AT_RISK_LISTED}
        order by l.previous_revenue desc nulls last, name
        limit ${AT_RISK_LISTED}
     )
     -- The counts the row triggers keep (usage limits): not 100,000 customers counted again, nor a scan for a
     -- first sales line (with the organization's lines clustered late in the table, the planner's "exists"
     -- read millions of other organizations' lines first: pnpm bench --only scale-load).
     select coalesce((select c.row_count > 0 from aide_private.organization_row_counts c
                       where c.organization_id = $1 and c.table_name = 'aide_sales_transactions'), false)
              as has_data,
            coalesce((select sum(current_revenue) from buyers), 0)::float8 as current_revenue,
            coalesce((select sum(previous_revenue) from buyers), 0)::float8 as previous_revenue,
            coalesce((select c.row_count from aide_private.organization_row_counts c
                       where c.organization_id = $1 and c.table_name = 'aide_client_customers'), 0)::int
              as total_customers,
            (select count(*) from buyers where customer_id is not null and now)::int as active,
            (select count(*) from buyers where customer_id is not null and before and not now)::int as at_risk,
            (select json_agg(a order by a.previous_revenue desc nulls last, a.name) from at_risk a)
              as at_risk_customers`,
    params,
  );
  const totals = totalsRows[0]!;

  const { rows: daily } = await tx.query<{ day: string; revenue: number }>(
    `select to_char(sold_at, 'YYYY-MM-DD') as day, sum(quantity * unit_price)::float8 as revenue
       from public.aide_sales_transactions
      where organization_id = $1 and ${inPeriod}
      group by sold_at`,
    params.slice(0, 3),
  );

  const { rows: topProducts } = await tx.query<Row<'top_products'>>(
    `select t.sku, coalesce(max(i.name), t.sku) as name, sum(t.quantity)::int as quantity,
            round(sum(t.quantity * t.unit_price), 2)::float8 as revenue
       from public.aide_sales_transactions t
       left join public.aide_inventory_items i on i.organization_id = t.organization_id and i.sku = t.sku
      where t.organization_id = $1 and t.sold_at between $2::date and $3::date and t.sku is not null
      group by t.sku
      order by revenue desc nulls last, t.sku
      limit ${TOP_PRODUCTS}`,
    params.slice(0, 3),
  );

  const { rows: activity } = await tx.query<Row<'recent_activity'>>(
    `(select 'import' as kind, created_at as at,
             'Imported ' || file_name || ': ' || inserted || ' new, ' || updated || ' updated' as text
        from public.aide_imports where organization_id = $1 order by created_at desc limit ${ACTIVITY_ITEMS})
     union all
     (select 'offer', created_at, 'Offer "' || title || '" created (' || discount_percent::float8 || '% off ' ||
             target_value || ')'
        from public.aide_offers where organization_id = $1 order by created_at desc limit ${ACTIVITY_ITEMS})
     union all
     (select 'sale', max(sold_at)::timestamp at time zone 'UTC',
             customer_name || ' ordered ' || count(*) || case when count(*) = 1 then ' item' else ' items' end
               || ' (' || to_char(round(sum(quantity * unit_price), 2), 'FM999G999G990D00') || ')'
        from public.aide_sales_transactions where organization_id = $1
       group by sold_at, customer_name, order_ref
       order by sold_at desc, customer_name limit ${ACTIVITY_ITEMS})
     order by at desc
     limit ${ACTIVITY_ITEMS}`,
    params.slice(0, 1),
  );

  return {
    has_data: totals.has_data,
    period: ranges.period,
    previous: ranges.previous,
    revenue: {
      current: round2(totals.current_revenue),
      previous: round2(totals.previous_revenue),
      change_percent: changePercent(round2(totals.current_revenue), round2(totals.previous_revenue)),
    },
    customers: { total: totals.total_customers, active: totals.active, at_risk: totals.at_risk },
    top_products: topProducts,
    trend: bucketTrend(period, ranges.period, daily),
    at_risk_customers: totals.at_risk_customers ?? [],
    recent_activity: activity,
  };
}

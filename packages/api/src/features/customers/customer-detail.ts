// GET /api/customers/:id: the record, purchase totals computed live from the sales lines (one customer is
// cheap, and the page should not wait for the next import), a 12-month trend and the latest orders.
import type { Queryable } from '../../db/db.js';
import { nullableNumber, nullableString, objectOf } from '../../http/schema-fragments.js';
import { todayUtc } from '../../workspace/today.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { customerRecordSchema, loadCustomerRecord } from './customer-item.js';

const ORDER_LIMIT = 50;

export const customerDetailSchema = objectOf({
  customer: customerRecordSchema,
  totals: {
    type: 'object',
    properties: {
      lifetime_revenue: { type: 'number' },
      revenue_12m: { type: 'number' },
      revenue_prev_12m: { type: 'number' },
      trend_percent: nullableNumber,
      order_count: { type: 'integer' },
      average_order_value: nullableNumber,
      first_order_on: nullableString,
      last_order_on: nullableString,
      average_gap_days: nullableNumber,
      at_risk: { type: 'boolean' },
    },
  },
  trend: {
    type: 'array',
    items: { type: 'object', properties: { month: { type: 'string' }, revenue: { type: 'number' } } },
  },
  orders: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        order_ref: nullableString,
        sold_on: { type: 'string' },
        total: { type: 'number' },
        lines: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              product_id: nullableString,
              sku: nullableString,
              name: { type: 'string' },
              quantity: { type: 'integer' },
              unit_price: nullableNumber,
              amount: { type: 'number' },
            },
          },
        },
      },
    },
  },
});

// An order is one (day, order reference) of the customer, as in aide_private.refresh_customer_stats.
const ORDERS_CTE = `orders as (
  select sold_at, order_ref, sum(quantity * coalesce(unit_price, 0)) as amount
    from public.aide_sales_transactions
   where organization_id = $1 and customer_id = $2
   group by sold_at, order_ref)`;

interface Totals {
  lifetime_revenue: number;
  revenue_12m: number;
  revenue_prev_12m: number;
  order_count: number;
  first_order_on: string | null;
  last_order_on: string | null;
  average_gap_days: number | null;
  at_risk: boolean;
}

export async function loadCustomerDetail(tx: Queryable, ws: Workspace, customerId: string) {
  const customer = await loadCustomerRecord(tx, ws, customerId);
  const today = todayUtc();
  const params = [ws.organizationId, customerId, today];
  const { rows: totalRows } = await tx.query<Totals>(
    `with ${ORDERS_CTE}, stats as (
       select coalesce(sum(amount), 0) as lifetime_revenue,
              coalesce(sum(amount) filter (where sold_at > $3::date - 365), 0) as revenue_12m,
              coalesce(sum(amount) filter (where sold_at > $3::date - 730 and sold_at <= $3::date - 365), 0)
                as revenue_prev_12m,
              count(*)::int as order_count, min(sold_at) as first_order_on, max(sold_at) as last_order_on,
              case when count(distinct sold_at) >= 2
                   then (max(sold_at) - min(sold_at))::numeric / (count(distinct sold_at) - 1) end as average_gap_days
         from orders)
     select lifetime_revenue::float8 as lifetime_revenue, revenue_12m::float8 as revenue_12m,
            revenue_prev_12m::float8 as revenue_prev_12m, order_count,
            to_char(first_order_on, 'YYYY-MM-DD') as first_order_on,
            to_char(last_order_on, 'YYYY-MM-DD') as last_order_on,
            round(average_gap_days, 1)::float8 as average_gap_days,
            aide_private.customer_at_risk(last_order_on, order_count, average_gap_days, $3::date) as at_risk
       from stats`,
    params,
  );
  const totals = totalRows[0]!;
  const { rows: trend } = await tx.query<{ month: string; revenue: number }>(
    `select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(t.quantity * t.unit_price), 0)::float8 as revenue
       from generate_series(date_trunc('month', $3::date) - interval '11 months', date_trunc('month', $3::date),
                            interval '1 month') as m (month)
       left join public.aide_sales_transactions t
         on t.organization_id = $1 and t.customer_id = $2 and date_trunc('month', t.sold_at) = m.month
      group by m.month order by m.month`,
    params,
  );
  const { rows: orders } = await tx.query(
    `with recent as (
       select coalesce(order_ref, to_char(sold_at, 'YYYY-MM-DD')) as order_key, order_ref, max(sold_at) as sold_at
         from public.aide_sales_transactions
        where organization_id = $1 and customer_id = $2
        group by coalesce(order_ref, to_char(sold_at, 'YYYY-MM-DD')), order_ref
        order by max(sold_at) desc, order_ref desc nulls last
        limit ${ORDER_LIMIT})
     select r.order_ref, to_char(r.sold_at, 'YYYY-MM-DD') as sold_on,
            coalesce(sum(t.quantity * coalesce(t.unit_price, 0)), 0)::float8 as total,
            json_agg(json_build_object(
              'product_id', i.id, 'sku', t.sku, 'name', coalesce(i.name, t.sku, 'Unknown product'),
              'quantity', t.quantity, 'unit_price', t.unit_price::float8,
              'amount', (t.quantity * coalesce(t.unit_price, 0))::float8) order by t.sku) as lines
       from recent r
       join public.aide_sales_transactions t
         on t.organization_id = $1 and t.customer_id = $2
        and coalesce(t.order_ref, to_char(t.sold_at, 'YYYY-MM-DD')) = r.order_key
        and t.order_ref is not distinct from r.order_ref
       left join public.aide_inventory_items i on i.organization_id = $1 and i.sku = t.sku
      group by r.order_key, r.order_ref, r.sold_at
      order by r.sold_at desc, r.order_ref desc nulls last`,
    params.slice(0, 2),
  );
  const { revenue_12m: current, revenue_prev_12m: previous, lifetime_revenue, order_count } = totals;
  return {
    customer,
    totals: {
      ...totals,
      trend_percent: previous > 0 ? Math.round(((current - previous) / previous) * 1000) / 10 : null,
      average_order_value: order_count > 0 ? Math.round((lifetime_revenue / order_count) * 100) / 100 : null,
    },
    trend,
    orders,
  };
}

import type { Citation, ToolDefinition } from '../chat-types.js';
import { customerCitation, productCitation } from '../citations.js';
import { atRiskSql } from './customer-columns.js';
import {
  addDays,
  MAX_TOOL_ROWS,
  optionalBoolean,
  optionalDate,
  optionalEnum,
  optionalInteger,
  rejectUnknown,
  ToolArgumentError,
} from './tool-args.js';

const GROUPS = ['none', 'customer', 'product', 'brand', 'category', 'month'] as const;
type Group = (typeof GROUPS)[number];

/** The sales lines of the period ($1 organization, $2 from, $3 to). Revenue is quantity × unit price. */
const PERIOD_LINES = `select s.* from public.aide_sales_transactions s
  where s.organization_id = $1 and s.sold_at between $2::date and $3::date`;

const TOTALS_SQL = `with lines as (${PERIOD_LINES})
  select round(coalesce(sum(quantity * coalesce(unit_price, 0)), 0), 2)::float8 as revenue,
         coalesce(sum(quantity), 0)::int as quantity, count(*)::int as lines,
         count(distinct (coalesce(customer_id::text, lower(customer_name)), sold_at, order_ref))::int as orders,
         count(distinct customer_id)::int as customers,
         (select count(*)::int from public.aide_client_customers c
           where c.organization_id = $1 and c.first_order_on between $2::date and $3::date) as new_customers
    from lines`;

/** Each grouping returns key, label, revenue, quantity (+ extra columns) and is ordered by the metric. */
const GROUP_SQL: Record<Exclude<Group, 'none'>, string> = {
  customer: `with sold as (
      select customer_id, sum(quantity * coalesce(unit_price, 0)) as revenue, sum(quantity) as quantity,
             count(distinct (sold_at, order_ref)) as orders
        from (${PERIOD_LINES}) l where customer_id is not null group by customer_id)
    select c.id as key, c.name as label, c.company,
           round(coalesce(sold.revenue, 0), 2)::float8 as revenue, coalesce(sold.quantity, 0)::int as quantity,
           coalesce(sold.orders, 0)::int as orders, to_char(c.last_order_on, 'YYYY-MM-DD') as last_order_on,
           c.order_count, c.average_gap_days::float8 as average_gap_days, ${atRiskSql('$4')} as at_risk
      from public.aide_client_customers c left join sold on sold.customer_id = c.id
     where c.organization_id = $1
       and (case when $5::boolean then ${atRiskSql('$4')} else sold.customer_id is not null end)`,
  product: `with sold as (
      select sku, sum(quantity * coalesce(unit_price, 0)) as revenue, sum(quantity) as quantity
        from (${PERIOD_LINES}) l group by sku)
    select p.id as key, p.name as label, p.sku, p.brand, p.category, p.quantity_on_hand,
           round(coalesce(sold.revenue, 0), 2)::float8 as revenue, coalesce(sold.quantity, 0)::int as quantity
      from public.aide_inventory_items p left join sold on sold.sku = p.sku
     where p.organization_id = $1`,
  brand: `select coalesce(p.brand, 'No brand') as key, coalesce(p.brand, 'No brand') as label,
           round(sum(l.quantity * coalesce(l.unit_price, 0)), 2)::float8 as revenue, sum(l.quantity)::int as quantity
      from (${PERIOD_LINES}) l
      left join public.aide_inventory_items p on p.organization_id = l.organization_id and p.sku = l.sku
     group by 1`,
  category: `select coalesce(p.category, 'No category') as key, coalesce(p.category, 'No category') as label,
           round(sum(l.quantity * coalesce(l.unit_price, 0)), 2)::float8 as revenue, sum(l.quantity)::int as quantity
      from (${PERIOD_LINES}) l
      left join public.aide_inventory_items p on p.organization_id = l.organization_id and p.sku = l.sku
     group by 1`,
  month: `select to_char(l.sold_at, 'YYYY-MM') as key, to_char(l.sold_at, 'YYYY-MM') as label,
           round(sum(l.quantity * coalesce(l.unit_price, 0)), 2)::float8 as revenue, sum(l.quantity)::int as quantity
      from (${PERIOD_LINES}) l group by 1`,
};

export interface SummaryGroup {
  key: string;
  label: string;
  revenue: number;
  quantity: number;
  [column: string]: unknown;
}

export const salesSummary: ToolDefinition = {
  name: 'sales_summary',
  description:
    'Sales of a period (from/to inclusive, default the last 365 days): totals (revenue, quantity, orders, ' +
    'customers, new customers) and, with group_by, the top or bottom groups by revenue or quantity (months: ' +
    'every month of the period, oldest first). ' +
    'group_by customer with at_risk true lists the customers who stopped ordering.',
  parameters: {
    type: 'object',
    properties: {
      from: { type: 'string', format: 'date', description: 'YYYY-MM-DD, first day' },
      to: { type: 'string', format: 'date', description: 'YYYY-MM-DD, last day' },
      group_by: { type: 'string', enum: [...GROUPS], description: 'Default none (totals only)' },
      metric: { type: 'string', enum: ['revenue', 'quantity'], description: 'Default revenue' },
      order: { type: 'string', enum: ['desc', 'asc'], description: 'desc = top first (default)' },
      limit: { type: 'integer', minimum: 1, maximum: MAX_TOOL_ROWS, description: 'Default 10' },
      at_risk: {
        type: 'boolean',
        description: 'With group_by customer: only customers who stopped ordering',
      },
    },
    additionalProperties: false,
  },
  async run({ tx, workspace, today }, args) {
    rejectUnknown(args, ['from', 'to', 'group_by', 'metric', 'order', 'limit', 'at_risk']);
    const to = optionalDate(args, 'to') ?? today;
    const from = optionalDate(args, 'from') ?? addDays(to, -364);
    if (from > to) throw new ToolArgumentError('from must be on or before to.');
    const groupBy = optionalEnum(args, 'group_by', GROUPS) ?? 'none';
    const metric = optionalEnum(args, 'metric', ['revenue', 'quantity'] as const) ?? 'revenue';
    const order = optionalEnum(args, 'order', ['desc', 'asc'] as const) ?? 'desc';
    const limit = optionalInteger(args, 'limit', { min: 1, max: MAX_TOOL_ROWS }) ?? 10;
    const atRisk = optionalBoolean(args, 'at_risk') ?? false;
    if (atRisk && groupBy !== 'customer') throw new ToolArgumentError('at_risk needs group_by customer.');

    const period = [workspace.organizationId, from, to];
    const { rows: totals } = await tx.query(TOTALS_SQL, period);
    if (groupBy === 'none') return { data: { from, to, totals: totals[0] }, citations: [] };

    const sql = GROUP_SQL[groupBy];
    const params = groupBy === 'customer' ? [...period, today, atRisk] : period;
    const sortOrder =
      groupBy === 'month'
        ? 'key asc'
        : `${metric} ${order}, ${order === 'desc' ? 'revenue desc' : 'revenue asc'}, label, key`;
    const { rows: counted } = await tx.query<{ total: number }>(
      `select count(*)::int as total from (${sql}) g`,
      params,
    );
    const { rows: groups } = await tx.query<SummaryGroup>(
      `select * from (${sql}) g order by ${sortOrder} limit ${groupBy === 'month' ? MAX_TOOL_ROWS : limit}`,
      params,
    );
    const citations: Citation[] = groups.flatMap((group): Citation[] => {
      if (groupBy === 'customer') return [customerCitation(group.key, group.label)];
      if (groupBy === 'product') return [productCitation(group.key, String(group.sku), group.label)];
      return [];
    });
    return {
      data: {
        from,
        to,
        group_by: groupBy,
        metric,
        order,
        totals: totals[0],
        groups,
        groups_total: counted[0]?.total ?? 0,
      },
      citations,
    };
  },
};

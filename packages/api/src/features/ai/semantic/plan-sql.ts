// The query planner: one QueryPlan → parameterised SQL. Every statement is bound to the caller's organization
// ($1, on every table it reads) and runs in the caller's transaction, so row-level security applies as well.
// Values from the question (dates, filter values, limits) are always parameters, never SQL text.
import { DIMENSIONS, FILTER_COLUMNS, METRICS, type DimensionId } from './model.js';
import { MAX_RANK_LIMIT, type QueryPlan } from './query-plan.js';

export interface Sql {
  text: string;
  values: unknown[];
}

export interface PlannedQuery {
  /** One row per group (key, label, value, previous?, groups_total, extra columns); absent without grouping. */
  rows: Sql | null;
  /** The metric over everything the plan selects (value, previous?). */
  totals: Sql;
}

/** A plan the layer cannot compute (margin without costs, a grouping the metric does not have). */
export class PlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanError';
  }
}

/** Rows of a time grouping (a trend is listed whole: 400 days, 57 weeks …). */
export const MAX_TIME_ROWS = 400;
const CUSTOMER_LIST_DIMENSIONS: DimensionId[] = ['segment', 'city', 'company'];

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `column = $n`, compared lower-case, or as a uuid for ids. */
function filterCondition(column: string, byId: boolean | undefined, value: string, params: Params): string {
  return byId
    ? `${column} = ${params.add(value)}::uuid`
    : `lower(${column}) = ${params.add(value.toLowerCase())}`;
}

const between = (column: string, [from, to]: [string, string]) =>
  `${column} between ${from}::date and ${to}::date`;

/** The sales lines of the plan's period(s) with their customer's and product's columns, filters applied. */
function linesCte(plan: QueryPlan, params: Params, windows: [string, string][]): string {
  const conditions = [
    `(${windows.map((window) => between('s.sold_at', window)).join(' or ')})`,
    ...plan.filters.map((filter) => {
      const { column, byId } = FILTER_COLUMNS[filter.dimension];
      return filterCondition(column, byId, filter.value, params);
    }),
  ];
  return `with lines as (
  select s.sold_at, s.quantity, s.unit_price, s.customer_id, s.customer_name, s.order_ref, s.sku,
         c.name as customer, c.company, c.segment, c.city, c.first_order_on,
         p.id as product_id, p.name as product, p.brand, p.category
    from public.aide_sales_transactions s
    left join public.aide_client_customers c on c.organization_id = s.organization_id and c.id = s.customer_id
    left join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku
   where s.organization_id = $1${conditions.map((condition) => `\n     and ${condition}`).join('')}
)`;
}

/** The plan's SQL for the organization `organizationId` (bound as $1). */
export function planSql(plan: QueryPlan, organizationId: string): PlannedQuery {
  const metric = METRICS[plan.metric];
  if (!metric.sql) throw new PlanError(metric.unavailable ?? `${metric.label} cannot be computed.`);
  if (plan.metric === 'customer_count') return customerListSql(plan, organizationId);
  if (plan.change && !(plan.compare && plan.groupBy))
    throw new PlanError('Who grew or shrank needs a comparison and a grouping (by customer, product …).');

  const params = new Params();
  params.add(organizationId);
  const windows: [string, string][] = [[params.add(plan.period.from), params.add(plan.period.to)]];
  if (plan.compare) windows.push([params.add(plan.compare.period.from), params.add(plan.compare.period.to)]);
  const current = between('l.sold_at', windows[0]!);
  const previous = windows[1] ? between('l.sold_at', windows[1]) : null;
  const cte = linesCte(plan, params, windows);
  const measures = [
    `${metric.sql(current)} as value`,
    ...(previous ? [`${metric.sql(previous)} as previous`] : []),
  ];
  const totals: Sql = {
    text: `${cte}\nselect ${measures.join(', ')} from lines l`,
    values: [...params.values],
  };
  if (!plan.groupBy) return { rows: null, totals };

  const dimension = DIMENSIONS[plan.groupBy];
  const limit = dimension.time ? MAX_TIME_ROWS : Math.min(plan.rank?.limit ?? MAX_RANK_LIMIT, MAX_RANK_LIMIT);
  const order = plan.rank?.order ?? 'desc';
  const having =
    !plan.change || !previous
      ? ''
      : `\nhaving ${metric.sql(current)} ${plan.change === 'grew' ? '>' : '<'} ${metric.sql(previous)}`;
  const ordering = dimension.time
    ? 'key asc'
    : plan.change
      ? `value - previous ${plan.change === 'grew' ? 'desc' : 'asc'}, label, key`
      : `value ${order}, label, key`;

  // Least-sold products include those that sold nothing at all: they are read from the inventory.
  if ((plan.groupBy === 'product' || plan.groupBy === 'sku') && order === 'asc' && !plan.change) {
    const productFilters = plan.filters
      .filter((filter) => filter.dimension === 'brand' || filter.dimension === 'category')
      .map((filter) => filterCondition(`p.${filter.dimension}`, false, filter.value, params));
    return {
      totals,
      rows: {
        text: `${cte}
select * from (
  select p.id::text as key, ${plan.groupBy === 'sku' ? 'p.sku' : 'p.name'} as label, p.sku, p.brand,
         p.quantity_on_hand, ${measures.join(', ')}, (count(*) over ())::int as groups_total
    from public.aide_inventory_items p left join lines l on l.product_id = p.id
   where p.organization_id = $1${productFilters.map((condition) => ` and ${condition}`).join('')}
   group by p.id, p.name, p.sku, p.brand, p.quantity_on_hand) g
 order by ${ordering} limit ${params.add(limit)}`,
        values: params.values,
      },
    };
  }

  const extras = Object.entries(dimension.extra ?? {}).map(([name, sql]) => `, max(${sql}) as ${name}`);
  return {
    totals,
    rows: {
      text: `${cte}
select * from (
  select ${dimension.key} as key, ${dimension.name} as label${extras.join('')}, ${measures.join(', ')},
         (count(*) over ())::int as groups_total
    from lines l${plan.groupBy === 'customer' ? '\n   where l.customer_id is not null' : ''}
   group by 1, 2${having}) g
 order by ${ordering} limit ${params.add(limit)}`,
      values: params.values,
    },
  };
}

/** customer_count counts the customer list itself (every customer, whether they ordered or not). */
function customerListSql(plan: QueryPlan, organizationId: string): PlannedQuery {
  if (plan.compare)
    throw new PlanError('The number of customers on your list has no history to compare with.');
  if (plan.groupBy && !CUSTOMER_LIST_DIMENSIONS.includes(plan.groupBy))
    throw new PlanError('Customers on your list can be counted by segment, city or company.');
  const params = new Params();
  params.add(organizationId);
  const conditions = plan.filters.map((filter) => {
    const { onCustomerList, byId } = FILTER_COLUMNS[filter.dimension];
    if (!onCustomerList)
      throw new PlanError(`Customers on your list cannot be filtered by ${filter.dimension}.`);
    return filterCondition(onCustomerList, byId, filter.value, params);
  });
  const where = `c.organization_id = $1${conditions.map((condition) => ` and ${condition}`).join('')}`;
  const totals: Sql = {
    text: `select count(*)::int as value from public.aide_client_customers c where ${where}`,
    values: [...params.values],
  };
  if (!plan.groupBy) return { rows: null, totals };
  const column = DIMENSIONS[plan.groupBy].customerColumn!;
  const order = plan.rank?.order ?? 'desc';
  return {
    totals,
    rows: {
      text: `select ${column} as key, ${column} as label, count(*)::int as value, (count(*) over ())::int as groups_total
  from public.aide_client_customers c where ${where}
 group by 1, 2 order by value ${order}, label limit ${params.add(Math.min(plan.rank?.limit ?? MAX_RANK_LIMIT, MAX_RANK_LIMIT))}`,
      values: params.values,
    },
  };
}

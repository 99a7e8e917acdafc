// The query planner: one QueryPlan → parameterised SQL. Every statement is bound to the caller's organization
// ($1, on every table it reads) and runs in the caller's transaction, so row-level security applies as well.
// Values from the question (dates, filter values, limits) are always parameters, never SQL text.
import { customerListSql } from './customer-list-sql.js';
import { DIMENSIONS, METRICS } from './model.js';
import {
  between,
  filterConditions,
  LINE_COLUMNS,
  linesCte,
  Params,
  PlanError,
  type Sql,
} from './plan-sql-parts.js';
import { MAX_RANK_LIMIT, type QueryPlan } from './query-plan.js';

export { PlanError, type Sql } from './plan-sql-parts.js';

export interface PlannedQuery {
  /** One row per group (key, label, value, previous?, groups_total, extra columns); absent without grouping. */
  rows: Sql | null;
  /** The metric over everything the plan selects (value, previous?, whole? for a share). */
  totals: Sql;
}

/** Rows of a time grouping (a trend is listed whole: 400 days, 57 weeks …). */
export const MAX_TIME_ROWS = 400;
/** A group ranked by its growth in percent needs this share of the earlier period's total. */
const MIN_BASE_SHARE = 0.01;

function checkPlan(plan: QueryPlan) {
  const metric = METRICS[plan.metric];
  if (!metric.sql) throw new PlanError(metric.unavailable ?? `${metric.label} cannot be computed.`);
  if (plan.change && !(plan.compare && plan.groupBy))
    throw new PlanError('Who grew or shrank needs a comparison and a grouping (by customer, product …).');
  if (metric.ungrouped && plan.groupBy)
    throw new PlanError(
      `The ${metric.label} is computed over all the sales, not by ${DIMENSIONS[plan.groupBy].label}.`,
    );
  if (plan.absent && plan.compare) throw new PlanError('Groups with no sale cannot also be compared.');
}

/** The plan's SQL for the organization `organizationId` (bound as $1). */
export function planSql(plan: QueryPlan, organizationId: string): PlannedQuery {
  if (plan.metric === 'customer_count') return customerListSql(plan, organizationId);
  checkPlan(plan);
  const metric = METRICS[plan.metric];
  const measure = metric.sql!;
  const params = new Params();
  params.add(organizationId);
  const windows: [string, string][] = [[params.add(plan.period.from), params.add(plan.period.to)]];
  if (plan.compare) windows.push([params.add(plan.compare.period.from), params.add(plan.compare.period.to)]);
  if (plan.absent) windows.push([params.add(plan.absent.from), params.add(plan.absent.to)]);
  const current = between('l.sold_at', windows[0]!);
  const previous = plan.compare ? between('l.sold_at', windows[1]!) : null;
  const absent = plan.absent ? between('l.sold_at', windows.at(-1)!) : null;
  const cte = linesCte(plan, params, windows);
  const part = plan.share?.part.length
    ? filterConditions(plan.share.part, params, (dimension) => LINE_COLUMNS[dimension]).join(' and ')
    : null;
  const measures = [
    `${measure(part ? `${current} and ${part}` : current)} as value`,
    ...(previous ? [`${measure(previous)} as previous`] : []),
    ...(part ? [`${measure(current)} as whole`] : []),
  ];
  const totals: Sql = {
    text: `${cte}\nselect ${measures.join(', ')} from lines l`,
    values: [...params.values],
  };
  if (!plan.groupBy) return { rows: null, totals };

  const dimension = DIMENSIONS[plan.groupBy];
  const ranked = !!plan.rank || !dimension.time;
  const limit =
    dimension.time && !plan.rank
      ? MAX_TIME_ROWS
      : Math.min(plan.rank?.limit ?? MAX_RANK_LIMIT, MAX_RANK_LIMIT);
  const order = plan.rank?.order ?? 'desc';
  const having = [
    ...(plan.change && previous
      ? [`${measure(current)} ${plan.change === 'grew' ? '>' : '<'} ${measure(previous)}`]
      : []),
    ...(absent ? [`count(*) filter (where ${current}) > 0`, `count(*) filter (where ${absent}) = 0`] : []),
    // "Who bought for the first time": only the customers whose first order fell in the period.
    ...(plan.metric === 'new_customers' && plan.groupBy === 'customer' ? [`${measure(current)} > 0`] : []),
  ];
  const growth = '(value - previous) / nullif(previous, 0)';
  const ordering = dimension.newestFirst
    ? 'sold_on desc, label, key'
    : !ranked
      ? 'key asc'
      : plan.change
        ? plan.changeBy === 'percent'
          ? `${growth} ${plan.change === 'grew' ? 'desc' : 'asc'}, label, key`
          : `value - previous ${plan.change === 'grew' ? 'desc' : 'asc'}, label, key`
        : `value ${order}, label, key`;
  const minBase =
    plan.changeBy === 'percent' && previous
      ? `\n where g.previous >= ${MIN_BASE_SHARE} * (select ${measure(previous)} from lines l) and g.previous > 0`
      : '';

  // Least-sold products include those that sold nothing at all: they are read from the inventory.
  if ((plan.groupBy === 'product' || plan.groupBy === 'sku') && order === 'asc' && !plan.change && !absent) {
    const productFilters = filterConditions(
      plan.filters.filter((filter) => filter.dimension === 'brand' || filter.dimension === 'category'),
      params,
      (dimension) => `p.${dimension}`,
    );
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

  const extras = Object.entries(dimension.extra ?? {}).map(([name, sql]) => `, ${sql} as ${name}`);
  const grouped = `select ${dimension.key} as key, ${dimension.name} as label${extras.join('')}, ${measures.join(', ')},
         (count(*) over ())::int as groups_total
    from lines l${plan.groupBy === 'customer' ? '\n   where l.customer_id is not null' : ''}
   group by ${dimension.group ?? '1, 2'}${having.length ? `\nhaving ${having.join(' and ')}` : ''}`;
  const rows: Sql = {
    text: `${cte}\nselect * from (\n  ${grouped}) g${minBase}\n order by ${ordering} limit ${params.add(limit)}`,
    values: params.values,
  };
  // Groups with no sale: the total is how many there are.
  if (absent)
    return {
      totals: {
        text: `${cte}\nselect count(*)::int as value from (\n  ${grouped}) g`,
        values: params.values.slice(0, -1),
      },
      rows,
    };
  return { totals, rows };
}

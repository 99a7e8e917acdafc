// customer_count counts the customer list itself (every customer, whether they ordered or not), bound to the
// caller's organization ($1).
import type { DimensionId } from './model.js';
import { DIMENSIONS, FILTER_COLUMNS } from './model.js';
import { filterConditions, Params, PlanError, type Sql } from './plan-sql-parts.js';
import { MAX_RANK_LIMIT, type QueryPlan } from './query-plan.js';

const CUSTOMER_LIST_DIMENSIONS: DimensionId[] = ['segment', 'city', 'company'];

export function customerListSql(plan: QueryPlan, organizationId: string): { rows: Sql | null; totals: Sql } {
  if (plan.compare)
    throw new PlanError('The number of customers on your list has no history to compare with.');
  if (plan.groupBy && !CUSTOMER_LIST_DIMENSIONS.includes(plan.groupBy))
    throw new PlanError('Customers on your list can be counted by segment, city or company.');
  const params = new Params();
  params.add(organizationId);
  const conditions = filterConditions(plan.filters, params, (dimension) => {
    const column = FILTER_COLUMNS[dimension].onCustomerList;
    if (!column) throw new PlanError(`Customers on your list cannot be filtered by ${dimension}.`);
    return column;
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

// The pieces every planned statement is made of: parameters, filter conditions and the `lines` CTE (one row per
// sales line of the plan's periods, with its customer's and product's columns, the organization bound as $1 on
// every table it reads).
import { FILTER_COLUMNS, type FilterDimension } from './model.js';
import type { PlanFilter, QueryPlan } from './query-plan.js';

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Sql {
  text: string;
  values: unknown[];
}

/** A plan the layer cannot compute (margin without costs, a grouping the metric does not have). */
export class PlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanError';
  }
}

/** `column = $n` (or `in (…)` for several values), compared lower-case, or as uuids for ids. */
function valuesCondition(column: string, byId: boolean | undefined, values: string[], params: Params) {
  const placeholders = values.map((value) =>
    byId ? `${params.add(value)}::uuid` : params.add(value.toLowerCase()),
  );
  const left = byId ? column : `lower(${column})`;
  return placeholders.length === 1
    ? `${left} = ${placeholders[0]}`
    : `${left} in (${placeholders.join(', ')})`;
}

/**
 * The conditions of some filters on the columns `columnOf` gives: the values of one dimension are any of them;
 * excluded values are left out (a line without that column is kept).
 */
export function filterConditions(
  filters: PlanFilter[],
  params: Params,
  columnOf: (dimension: FilterDimension) => string | undefined,
): string[] {
  const groups = new Map<string, PlanFilter[]>();
  for (const filter of filters) {
    const key = `${filter.dimension}:${filter.exclude ? 'out' : 'in'}`;
    groups.set(key, [...(groups.get(key) ?? []), filter]);
  }
  return [...groups.values()].map((group) => {
    const { dimension, exclude } = group[0]!;
    const column = columnOf(dimension);
    if (!column) throw new PlanError(`This figure cannot be narrowed by ${dimension}.`);
    const { byId, condition: own } = FILTER_COLUMNS[dimension];
    const values = group.map((filter) => filter.value);
    const condition =
      own && column === FILTER_COLUMNS[dimension].column
        ? values.map((value) => own(params.add(value))).join(' or ')
        : valuesCondition(column, byId, values, params);
    return exclude ? `not coalesce(${condition}, false)` : condition;
  });
}

/** The lines CTE's own columns a filter reads (alias l), for conditions inside the measures. */
export const LINE_COLUMNS: Partial<Record<FilterDimension, string>> = {
  segment: 'l.segment',
  city: 'l.city',
  company: 'l.company',
  brand: 'l.brand',
  category: 'l.category',
  customer: 'l.customer_id',
  product: 'l.product_id',
};

export const between = (column: string, [from, to]: [string, string]) =>
  `${column} between ${from}::date and ${to}::date`;

// One customer's (day, order reference): how orders are counted (model.ts).
const ORDER_KEY = 'coalesce(s.customer_id::text, lower(s.customer_name)), s.sold_at, s.order_ref';

/** The sales lines of the plan's windows with their customer's and product's columns, filters applied. */
export function linesCte(plan: QueryPlan, params: Params, windows: [string, string][]): string {
  const conditions = [
    `(${windows.map((window) => between('s.sold_at', window)).join(' or ')})`,
    ...filterConditions(plan.filters, params, (dimension) => FILTER_COLUMNS[dimension].column),
  ];
  // Each order's total on its first line, for the median order value only (a window over every line).
  const orders =
    plan.metric === 'median_order_value'
      ? `,
         sum(s.quantity * coalesce(s.unit_price, 0)) over (partition by ${ORDER_KEY}) as order_total,
         row_number() over (partition by ${ORDER_KEY}) = 1 as order_first`
      : '';
  return `with lines as (
  select s.sold_at, s.quantity, s.unit_price, s.customer_id, s.customer_name, s.order_ref, s.sku,
         c.name as customer, c.company, c.segment, c.city, c.first_order_on,
         p.id as product_id, p.name as product, p.brand, p.category, p.quantity_on_hand${orders}
    from public.aide_sales_transactions s
    left join public.aide_client_customers c on c.organization_id = s.organization_id and c.id = s.customer_id
    left join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku
   where s.organization_id = $1${conditions.map((condition) => `\n     and ${condition}`).join('')}
)`;
}

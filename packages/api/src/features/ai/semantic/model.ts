// The semantic layer over an organization's sales (the way Cube, dbt MetricFlow or LookML model one): named
// metrics and dimensions with their SQL, so every question — the built-in analyst's or a model's — is answered
// by the same definitions. Expressions read the `lines` CTE of plan-sql.ts (one row per sales line, with its
// customer's and product's columns), aliased `l`.

/** The ids of a record of definitions, in the order it lists them: each id is written once, as its key. */
const idsOf = <K extends string>(definitions: Record<K, unknown>): readonly K[] =>
  Object.keys(definitions) as K[];

export type MetricFormat = 'money' | 'count' | 'date' | 'days' | 'percent';

export interface MetricDefinition {
  /** How an answer names it: "revenue", "average order value". */
  label: string;
  format: MetricFormat;
  /** Computed over every line of the plan at once: not by group. */
  ungrouped?: true;
  /** The aggregate over the lines matching `window` (a boolean SQL condition), or null when it cannot be computed. */
  sql: ((window: string) => string) | null;
  /** Why it cannot be computed, when `sql` is null: said to the user instead of a guess. */
  unavailable?: string;
}

const amount = 'l.quantity * coalesce(l.unit_price, 0)';
// An order is one customer's (day, order reference), as in the customer's history.
const order = '(coalesce(l.customer_id::text, lower(l.customer_name)), l.sold_at, l.order_ref)';

const metrics = {
  revenue: {
    label: 'revenue',
    format: 'money',
    sql: (w) => `round(coalesce(sum(${amount}) filter (where ${w}), 0), 2)::float8`,
  },
  orders: {
    label: 'orders',
    format: 'count',
    sql: (w) => `(count(distinct ${order}) filter (where ${w}))::int`,
  },
  units: {
    label: 'units sold',
    format: 'count',
    sql: (w) => `coalesce(sum(l.quantity) filter (where ${w}), 0)::int`,
  },
  average_order_value: {
    label: 'average order value',
    format: 'money',
    sql: (w) =>
      `round(coalesce(sum(${amount}) filter (where ${w}) / nullif(count(distinct ${order}) filter (where ${w}), 0), 0), 2)::float8`,
  },
  buying_customers: {
    label: 'customers who ordered',
    format: 'count',
    sql: (w) => `(count(distinct l.customer_id) filter (where ${w}))::int`,
  },
  // First order ever inside the window: the window's own dates bound first_order_on (see plan-sql.ts).
  new_customers: {
    label: 'new customers',
    format: 'count',
    sql: (w) => `(count(distinct l.customer_id) filter (where ${w} and l.first_order_on = l.sold_at))::int`,
  },
  revenue_per_customer: {
    label: 'revenue per ordering customer',
    format: 'money',
    sql: (w) =>
      `round(coalesce(sum(${amount}) filter (where ${w}) / nullif(count(distinct l.customer_id) filter (where ${w}), 0), 0), 2)::float8`,
  },
  // Each order's total is on its first line (plan-sql.ts: order_total, order_first).
  median_order_value: {
    label: 'median order value',
    format: 'money',
    sql: (w) =>
      `round(coalesce(percentile_cont(0.5) within group (order by l.order_total) filter (where ${w} and l.order_first), 0)::numeric, 2)::float8`,
  },
  distinct_products: {
    label: 'different products',
    format: 'count',
    sql: (w) => `(count(distinct coalesce(l.product_id::text, l.sku)) filter (where ${w}))::int`,
  },
  average_price: {
    label: 'average price',
    format: 'money',
    sql: (w) =>
      `round(coalesce(sum(${amount}) filter (where ${w}) / nullif(sum(l.quantity) filter (where ${w}), 0), 0), 2)::float8`,
  },
  last_order_date: {
    label: 'last order',
    format: 'date',
    sql: (w) => `to_char(max(l.sold_at) filter (where ${w}), 'YYYY-MM-DD')`,
  },
  // Days from the first to the last order, over the gaps between them.
  order_interval: {
    label: 'days between orders',
    format: 'days',
    sql: (w) =>
      `round(((max(l.sold_at) filter (where ${w}) - min(l.sold_at) filter (where ${w}))::numeric / nullif(count(distinct ${order}) filter (where ${w}) - 1, 0)), 1)::float8`,
  },
  repeat_share: {
    label: 'share of repeat buyers',
    format: 'percent',
    ungrouped: true,
    sql: (w) =>
      `(select round(100.0 * count(*) filter (where r.orders >= 2) / nullif(count(*), 0), 1)::float8
          from (select count(distinct ${order}) as orders from lines l where ${w} and l.customer_id is not null
                 group by l.customer_id) r)`,
  },
  // Customers on the list (not sales): plan-sql.ts counts the customer table itself.
  customer_count: { label: 'customers', format: 'count', sql: () => 'count(*)::int' },
  margin: {
    label: 'margin',
    format: 'money',
    sql: null,
    unavailable:
      'Margin needs what each product cost you, and your inventory records only sale prices, so I cannot compute it. Revenue and units are available.',
  },
} satisfies Record<string, MetricDefinition>;

export type MetricId = keyof typeof metrics;
export const METRICS: Record<MetricId, MetricDefinition> = metrics;
export const METRIC_IDS = idsOf(METRICS);

export interface DimensionDefinition {
  label: string;
  /** Key and label expressions over the lines (`l`). */
  key: string;
  name: string;
  /**
   * What the lines are grouped by when key and name are functions of something cheaper per line: a date's text is
   * then formatted once per group, not once per line (a year of a large organization's 1.2 million lines: 0.70
   * → 0.32 s by day, 0.50 s by month; pnpm bench --only scale). Absent: grouped by key and name.
   */
  group?: string;
  /** Extra columns shown beside the label: aggregates over the group's lines. */
  extra?: Record<string, string>;
  /** Time dimensions are listed in order (a trend), not ranked, unless the plan ranks them. */
  time?: boolean;
  /** Listed newest first (orders). */
  newestFirst?: boolean;
  /** The customer table's column (customer_count groups the list itself, alias `c`). */
  customerColumn?: string;
}

const dimensions = {
  customer: {
    label: 'customer',
    key: 'l.customer_id::text',
    name: 'l.customer',
    extra: { company: 'max(l.company)', last_order: "to_char(max(l.sold_at), 'YYYY-MM-DD')" },
  },
  company: {
    label: 'company',
    key: "coalesce(l.company, 'No company')",
    name: "coalesce(l.company, 'No company')",
    customerColumn: "coalesce(c.company, 'No company')",
  },
  segment: {
    label: 'segment',
    key: "coalesce(l.segment, 'No segment')",
    name: "coalesce(l.segment, 'No segment')",
    customerColumn: "coalesce(c.segment, 'No segment')",
  },
  city: {
    label: 'city',
    key: "coalesce(l.city, 'No city')",
    name: "coalesce(l.city, 'No city')",
    customerColumn: "coalesce(c.city, 'No city')",
  },
  product: {
    label: 'product',
    key: 'coalesce(l.product_id::text, l.sku)',
    name: "coalesce(l.product, l.sku, 'Unknown product')",
    extra: { sku: 'max(l.sku)', brand: 'max(l.brand)', quantity_on_hand: 'max(l.quantity_on_hand)' },
  },
  sku: { label: 'SKU', key: "coalesce(l.sku, 'No SKU')", name: "coalesce(l.sku, 'No SKU')" },
  brand: { label: 'brand', key: "coalesce(l.brand, 'No brand')", name: "coalesce(l.brand, 'No brand')" },
  category: {
    label: 'category',
    key: "coalesce(l.category, 'No category')",
    name: "coalesce(l.category, 'No category')",
  },
  day: {
    label: 'day',
    group: 'l.sold_at',
    key: "to_char(l.sold_at, 'YYYY-MM-DD')",
    name: "to_char(l.sold_at, 'YYYY-MM-DD')",
    time: true,
  },
  week: {
    label: 'week',
    group: "date_trunc('week', l.sold_at::timestamp)",
    key: "to_char(date_trunc('week', l.sold_at::timestamp), 'YYYY-MM-DD')",
    name: "'Week of ' || to_char(date_trunc('week', l.sold_at::timestamp), 'YYYY-MM-DD')",
    time: true,
  },
  month: {
    label: 'month',
    group: "date_trunc('month', l.sold_at::timestamp)",
    key: "to_char(date_trunc('month', l.sold_at::timestamp), 'YYYY-MM')",
    name: "to_char(date_trunc('month', l.sold_at::timestamp), 'YYYY-MM')",
    time: true,
  },
  quarter: {
    label: 'quarter',
    group: "date_trunc('quarter', l.sold_at::timestamp)",
    key: "to_char(date_trunc('quarter', l.sold_at::timestamp), 'YYYY-\"Q\"Q')",
    name: "to_char(date_trunc('quarter', l.sold_at::timestamp), 'YYYY-\"Q\"Q')",
    time: true,
  },
  year: {
    label: 'year',
    group: "date_trunc('year', l.sold_at::timestamp)",
    key: "to_char(date_trunc('year', l.sold_at::timestamp), 'YYYY')",
    name: "to_char(date_trunc('year', l.sold_at::timestamp), 'YYYY')",
    time: true,
  },
  weekday: {
    label: 'weekday',
    key: "to_char(l.sold_at, 'ID')",
    name: "to_char(l.sold_at, 'FMDay')",
    time: true,
  },
  // One customer's (day, order reference), as the metrics count orders.
  order: {
    label: 'order',
    key: `${order}::text`,
    name: "coalesce(l.order_ref, to_char(l.sold_at, 'YYYY-MM-DD'))",
    extra: {
      sold_on: "to_char(max(l.sold_at), 'YYYY-MM-DD')",
      customer: 'max(l.customer)',
      customer_id: 'max(l.customer_id::text)',
      company: 'max(l.company)',
      items: "string_agg(l.quantity || ' × ' || coalesce(l.product, l.sku), ', ' order by l.product)",
    },
    newestFirst: true,
  },
} satisfies Record<string, DimensionDefinition>;

export type DimensionId = keyof typeof dimensions;
export const DIMENSIONS: Record<DimensionId, DimensionDefinition> = dimensions;
export const DIMENSION_IDS = idsOf(DIMENSIONS);

interface FilterColumn {
  column: string;
  onCustomerList?: string;
  byId?: boolean;
  /** A condition of its own on the lines CTE's query (the value's placeholder given), instead of `column = value`. */
  condition?: (value: string) => string;
}

/**
 * A filter's column in the lines CTE's own query (aliases s = sales line, c = its customer, p = its product) and,
 * for customer attributes, in the customer list (alias c). Text is compared lower-case; ids as uuids.
 */
const filterColumns = {
  segment: { column: 'c.segment', onCustomerList: 'c.segment' },
  city: { column: 'c.city', onCustomerList: 'c.city' },
  company: { column: 'c.company', onCustomerList: 'c.company' },
  brand: { column: 'p.brand' },
  category: { column: 'p.category' },
  customer: { column: 's.customer_id', onCustomerList: 'c.id', byId: true },
  product: { column: 'p.id', byId: true },
  // Products with fewer units on hand ("sells well but low in stock").
  stock_below: { column: 'p.quantity_on_hand', condition: (value) => `p.quantity_on_hand < ${value}::int` },
  // The other lines of the orders that hold this product ("what sells with Golden Toffee"). The orders are
  // collected once (an init plan) and each line is looked up in them: a correlated EXISTS was planned as a
  // nested loop over every sale of the organization per line, minutes on the embedded database.
  bought_with: {
    column: 'p.id',
    byId: true,
    condition: (value) => `(p.id is distinct from ${value}::uuid and
       format('%s|%s|%s', s.customer_id, s.sold_at, s.order_ref) = any (array(
         select format('%s|%s|%s', s2.customer_id, s2.sold_at, s2.order_ref)
           from public.aide_sales_transactions s2
           join public.aide_inventory_items p2 on p2.organization_id = $1 and p2.sku = s2.sku
          where s2.organization_id = $1 and p2.id = ${value}::uuid)))`,
  },
} satisfies Record<string, FilterColumn>;

export type FilterDimension = keyof typeof filterColumns;
export const FILTER_COLUMNS: Record<FilterDimension, FilterColumn> = filterColumns;
export const FILTER_DIMENSIONS = idsOf(FILTER_COLUMNS);

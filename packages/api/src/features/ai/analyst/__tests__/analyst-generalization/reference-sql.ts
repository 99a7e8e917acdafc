// The figures of figure-spec.ts computed with SQL of its own on the seed (never through the semantic layer or
// the AI tools): the sales lines of a scope joined to their customer and product, and the metric over them.
import type { Queryable } from '../../../../../db/db.js';
import type { Dimension, FigureSpec, Metric, Names, Range, Scope } from './figure-spec.js';

export const NORTHWIND = '10000000-0000-4000-8000-000000000001';

const ORDER = '(coalesce(s.customer_id::text, lower(s.customer_name)), s.sold_at, s.order_ref)';
const AMOUNT = 's.quantity * coalesce(s.unit_price, 0)';

const METRIC_SQL: Record<Metric, string> = {
  revenue: `round(coalesce(sum(${AMOUNT}), 0), 2)::float8`,
  orders: `count(distinct ${ORDER})::float8`,
  units: 'coalesce(sum(s.quantity), 0)::float8',
  buying_customers: 'count(distinct s.customer_id)::float8',
  new_customers: 'count(distinct s.customer_id) filter (where s.sold_at = c.first_order_on)::float8',
  average_order_value: `round(coalesce(sum(${AMOUNT}) / nullif(count(distinct ${ORDER}), 0), 0), 2)::float8`,
  revenue_per_customer: `round(coalesce(sum(${AMOUNT}) / nullif(count(distinct s.customer_id), 0), 0), 2)::float8`,
  median_order_value: '0', // computed over order totals, below
  distinct_products: 'count(distinct s.sku)::float8',
  average_price: `round(coalesce(sum(${AMOUNT}) / nullif(sum(s.quantity), 0), 0), 2)::float8`,
};

export const MONEY_METRICS = new Set<Metric>([
  'revenue',
  'average_order_value',
  'revenue_per_customer',
  'median_order_value',
  'average_price',
]);

const GROUP_SQL: Record<Dimension, string> = {
  customer: 'c.name',
  company: "coalesce(c.company, 'No company')",
  segment: "coalesce(c.segment, 'No segment')",
  city: "coalesce(c.city, 'No city')",
  product: "coalesce(p.name, s.sku, 'Unknown product')",
  brand: "coalesce(p.brand, 'No brand')",
  category: "coalesce(p.category, 'No category')",
  month: "to_char(s.sold_at, 'YYYY-MM')",
  weekday: "to_char(s.sold_at, 'FMDay')",
};

const NAME_SQL: Record<keyof Names, (param: string) => string> = {
  boughtWith: (p) => `not coalesce(lower(p.name) like lower(${p}) || '%', false) and exists (
    select 1 from public.aide_sales_transactions s2 join public.aide_inventory_items p2
      on p2.organization_id = s2.organization_id and p2.sku = s2.sku
     where s2.organization_id = s.organization_id and lower(p2.name) like lower(${p}) || '%' and s2.sold_at = s.sold_at
       and s2.customer_id is not distinct from s.customer_id and s2.order_ref is not distinct from s.order_ref)`,
  stockBelow: (p) => `p.quantity_on_hand < ${p}::int`,
  company: (p) => `lower(c.company) = lower(${p})`,
  customer: (p) => `lower(c.name) = lower(${p})`,
  product: (p) => `lower(p.name) like lower(${p}) || '%'`,
  sku: (p) => `lower(s.sku) = lower(${p})`,
  brand: (p) => `lower(p.brand) = lower(${p})`,
  category: (p) => `lower(p.category) = lower(${p})`,
  city: (p) => `lower(c.city) = lower(${p})`,
  segment: (p) => `lower(c.segment) = lower(${p})`,
};

class Params {
  readonly values: unknown[] = [NORTHWIND];
  add(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function nameConditions(names: Names, params: Params, negate = false): string[] {
  return (Object.entries(names) as [keyof Names, string | undefined][])
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const condition = NAME_SQL[key](params.add(value));
      return negate ? `not coalesce(${condition}, false)` : condition;
    });
}

const FROM = `from public.aide_sales_transactions s
  left join public.aide_client_customers c on c.organization_id = s.organization_id and c.id = s.customer_id
  left join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku`;

function scopeWhere(scope: Scope, params: Params, extra: Names = {}): string {
  const { period, exclude, ...names } = scope;
  const conditions = [
    's.organization_id = $1',
    `s.sold_at between ${params.add(period[0])}::date and ${params.add(period[1])}::date`,
    ...nameConditions({ ...names, ...extra }, params),
    ...nameConditions(exclude ?? {}, params, true),
  ];
  return `where ${conditions.join(' and ')}`;
}

interface Row {
  label: string | null;
  value: number;
}

async function metricRows(db: Queryable, metric: Metric, scope: Scope, group?: Dimension, extra?: Names) {
  const params = new Params();
  const where = scopeWhere(scope, params, extra);
  if (metric === 'median_order_value') {
    const { rows } = await db.query<Row>(
      `select null as label, round(coalesce(percentile_cont(0.5) within group (order by total), 0)::numeric, 2)::float8 as value
         from (select sum(${AMOUNT}) as total ${FROM} ${where} group by ${ORDER}) o`,
      params.values,
    );
    return rows;
  }
  // Customers and products are told apart by id (two of them may share a name).
  const key =
    group === 'customer'
      ? 'c.id::text'
      : group === 'product'
        ? 'coalesce(p.id::text, s.sku)'
        : group
          ? GROUP_SQL[group]
          : 'null';
  const label = group ? `min(${GROUP_SQL[group]})` : 'null';
  const { rows } = await db.query<Row>(
    `select ${key} as key, ${label} as label, ${METRIC_SQL[metric]} as value ${FROM} ${where}
       ${group === 'customer' ? 'and s.customer_id is not null' : ''} ${group ? 'group by 1' : ''}`,
    params.values,
  );
  return rows;
}

/** What the answer must contain: figures (already formatted by `format`) and names. */
export interface Required {
  /** Each entry: one of its alternatives must appear. */
  texts: string[][];
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const formatFigure = (metric: Metric, value: number) =>
  MONEY_METRICS.has(metric) ? money.format(value) : whole.format(value);
const percent = (part: number, total: number) => (total > 0 ? `${((100 * part) / total).toFixed(1)}%` : '–');
const customersText = (count: number) => [`${whole.format(count)} customer`];

const byValue = (order: 'asc' | 'desc') => (a: Row, b: Row) =>
  (order === 'asc' ? a.value - b.value : b.value - a.value) || String(a.label).localeCompare(String(b.label));

async function lapsedCount(db: Queryable, spec: Extract<FigureSpec, { kind: 'lapsed' }>): Promise<number> {
  const params = new Params();
  const names = nameConditions(spec.names ?? {}, params);
  const [from, to] = spec.noneIn;
  const ordered = spec.orderedIn
    ? `s.sold_at between ${params.add(spec.orderedIn[0])}::date and ${params.add(spec.orderedIn[1])}::date`
    : `s.sold_at < ${params.add(from)}::date`;
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.aide_client_customers c
      where c.organization_id = $1 ${names.map((condition) => `and ${condition}`).join(' ')}
        and exists (select 1 from public.aide_sales_transactions s where s.organization_id = $1
                     and s.customer_id = c.id and ${ordered})
        and not exists (select 1 from public.aide_sales_transactions s where s.organization_id = $1
                     and s.customer_id = c.id and s.sold_at between ${params.add(from)}::date and ${params.add(to)}::date)`,
    params.values,
  );
  return rows[0]!.n;
}

const ALL_TIME: Range = ['2000-01-01', '2100-01-01'];

/** The texts an answer to `spec` must contain. */
export async function requiredTexts(db: Queryable, spec: FigureSpec): Promise<string[][]> {
  switch (spec.kind) {
    case 'total': {
      const [row] = await metricRows(db, spec.metric, spec.scope);
      const value = row?.value ?? 0;
      const text = formatFigure(spec.metric, value);
      return [value === 0 ? [text, 'no sales', 'There were no'] : [text]];
    }
    case 'versus': {
      const [now] = await metricRows(db, spec.metric, spec.scope);
      const [before] = await metricRows(db, spec.metric, { ...spec.scope, period: spec.previous });
      return [[formatFigure(spec.metric, now?.value ?? 0)], [formatFigure(spec.metric, before?.value ?? 0)]];
    }
    case 'each': {
      const texts: string[][] = [];
      for (const value of spec.values) {
        const [row] = await metricRows(db, spec.metric, spec.scope, undefined, { [spec.dimension]: value });
        texts.push([formatFigure(spec.metric, row?.value ?? 0)]);
      }
      return texts;
    }
    case 'top': {
      const rows = (await metricRows(db, spec.metric, spec.scope, spec.dimension)).sort(
        byValue(spec.order ?? 'desc'),
      );
      const first = rows[0];
      if (!first) return [['no sales', 'There were no']];
      const tied = rows.filter((row) => row.value === first.value).map((row) => String(row.label));
      return [tied, [formatFigure(spec.metric, first.value)]];
    }
    case 'series':
      return (await metricRows(db, spec.metric, spec.scope, spec.dimension)).map((row) => [
        formatFigure(spec.metric, row.value),
      ]);
    case 'share': {
      const [whole] = await metricRows(db, spec.metric, spec.scope);
      const [part] = await metricRows(db, spec.metric, spec.scope, undefined, spec.part);
      return [[percent(part?.value ?? 0, whole?.value ?? 0)]];
    }
    case 'top_share': {
      const rows = (await metricRows(db, spec.metric, spec.scope, spec.dimension)).sort(byValue('desc'));
      const [total] = await metricRows(db, spec.metric, spec.scope);
      const top = rows.slice(0, spec.limit).reduce((sum, row) => sum + row.value, 0);
      return [[percent(top, total?.value ?? 0)]];
    }
    case 'lapsed':
      return [customersText(await lapsedCount(db, spec))];
    case 'last_order': {
      const params = new Params();
      const { rows } = await db.query<{ day: string | null }>(
        `select to_char(max(s.sold_at), 'YYYY-MM-DD') as day ${FROM} ${scopeWhere({ period: ALL_TIME, ...spec.names }, params)}`,
        params.values,
      );
      return [[rows[0]?.day ?? 'not ordered']];
    }
    case 'order_interval': {
      const params = new Params();
      const { rows } = await db.query<{ days: number | null }>(
        `select ((max(s.sold_at) - min(s.sold_at))::float8 / nullif(count(distinct ${ORDER}) - 1, 0)) as days
           ${FROM} ${scopeWhere({ period: ALL_TIME, ...spec.names }, params)}`,
        params.values,
      );
      const days = Math.round((rows[0]?.days ?? 0) * 10) / 10;
      return [[`${Math.round(days)} days`, `${days.toFixed(1)} days`]];
    }
    case 'order_lines': {
      const params = new Params();
      const { rows } = await db.query<{ name: string; quantity: number }>(
        `select coalesce(p.name, s.sku) as name, sum(s.quantity)::int as quantity
           ${FROM} ${scopeWhere({ period: [spec.day, spec.day], ...spec.names }, params)} group by 1`,
        params.values,
      );
      return rows.flatMap((row) => [[row.name], [whole.format(row.quantity)]]);
    }
    case 'fastest_growth': {
      const before = new Map(
        (await metricRows(db, spec.metric, { period: spec.from }, spec.dimension)).map((r) => [
          r.label,
          r.value,
        ]),
      );
      const growth = (await metricRows(db, spec.metric, { period: spec.to }, spec.dimension))
        .filter((row) => (before.get(row.label) ?? 0) > 0)
        .map((row) => ({ label: row.label, value: row.value / before.get(row.label)! - 1 }))
        .sort(byValue('desc'));
      return [[String(growth[0]?.label)]];
    }
    case 'customers_on_list': {
      const params = new Params();
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.aide_client_customers c where c.organization_id = $1
           ${nameConditions(spec.names, params)
             .map((condition) => `and ${condition}`)
             .join(' ')}`,
        params.values,
      );
      return [customersText(rows[0]!.n)];
    }
  }
}

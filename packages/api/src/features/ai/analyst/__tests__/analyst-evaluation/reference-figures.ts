// The figure an expected plan must show, computed here with plain SQL of its own (not through the semantic
// layer): a metric over Northwind's sales lines of a period, optionally for one group, and the group that
// ranks first.
import type { Queryable } from '../../../../../db/db.js';
import type { ExpectedPlan, Range } from './evaluation-set.js';

export const NORTHWIND = '10000000-0000-4000-8000-000000000001';

const METRIC_SQL: Record<string, string> = {
  revenue: 'round(coalesce(sum(s.quantity * coalesce(s.unit_price, 0)), 0), 2)::float8',
  units: 'coalesce(sum(s.quantity), 0)::float8',
  orders:
    'count(distinct (coalesce(s.customer_id::text, lower(s.customer_name)), s.sold_at, s.order_ref))::float8',
  average_order_value:
    'round(coalesce(sum(s.quantity * coalesce(s.unit_price, 0)) / nullif(count(distinct (coalesce(s.customer_id::text, lower(s.customer_name)), s.sold_at, s.order_ref)), 0), 0), 2)::float8',
  buying_customers: 'count(distinct s.customer_id)::float8',
  new_customers: 'count(distinct s.customer_id) filter (where s.sold_at = c.first_order_on)::float8',
};

const GROUP_SQL: Record<string, string> = {
  customer: 'c.name',
  company: "coalesce(c.company, 'No company')",
  segment: "coalesce(c.segment, 'No segment')",
  city: "coalesce(c.city, 'No city')",
  product: "coalesce(p.name, s.sku, 'Unknown product')",
  sku: "coalesce(s.sku, 'No SKU')",
  brand: "coalesce(p.brand, 'No brand')",
  category: "coalesce(p.category, 'No category')",
  day: "to_char(s.sold_at, 'YYYY-MM-DD')",
  week: "'Week of ' || to_char(date_trunc('week', s.sold_at), 'YYYY-MM-DD')",
  month: "to_char(s.sold_at, 'YYYY-MM')",
  quarter: 'to_char(s.sold_at, \'YYYY-"Q"Q\')',
  year: "to_char(s.sold_at, 'YYYY')",
};

const FILTER_SQL: Record<string, string> = {
  segment: 'lower(c.segment)',
  city: 'lower(c.city)',
  brand: 'lower(p.brand)',
  category: 'lower(p.category)',
};

export interface Figure {
  label: string | null;
  value: number;
  previous?: number;
}

function where(plan: ExpectedPlan, values: unknown[]): string {
  const conditions = Object.entries(plan.filters ?? {}).map(([dimension, value]) => {
    values.push(value.toLowerCase());
    return `${FILTER_SQL[dimension]} = $${values.length}`;
  });
  if (plan.customer) {
    values.push(plan.customer.toLowerCase());
    conditions.push(`lower(c.name) = $${values.length}`);
  }
  return conditions.map((condition) => ` and ${condition}`).join('');
}

async function metricOf(db: Queryable, plan: ExpectedPlan, [from, to]: Range, group?: string) {
  const values: unknown[] = [NORTHWIND, from, to];
  const filters = where(plan, values);
  // Customers and products are told apart by id (two customers may share a name).
  const key =
    group === 'customer'
      ? 'c.id::text'
      : group === 'product'
        ? 'coalesce(p.id::text, s.sku)'
        : group
          ? GROUP_SQL[group]
          : 'null';
  const label = group ? `min(${GROUP_SQL[group]})` : 'null';
  const { rows } = await db.query<{ label: string | null; value: number }>(
    `select ${key} as key, ${label} as label, ${METRIC_SQL[plan.metric]} as value
       from public.aide_sales_transactions s
       left join public.aide_client_customers c on c.id = s.customer_id
       left join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku
      where s.organization_id = $1 and s.sold_at between $2::date and $3::date${filters}
        ${group === 'customer' ? 'and s.customer_id is not null' : ''}
      ${group ? 'group by 1' : ''}`,
    values,
  );
  return rows;
}

/** The figure the answer must contain: the total, or the first row of the grouping as the plan orders it. */
export async function expectedFigure(db: Queryable, plan: ExpectedPlan): Promise<Figure | null> {
  if (plan.metric === 'customer_count') {
    const { rows } = await db.query<{ label: string | null; value: number }>(
      `select ${plan.group ? `coalesce(${plan.group}, 'No ${plan.group}')` : 'null'} as label, count(*)::float8 as value
         from public.aide_client_customers where organization_id = $1 ${plan.group ? 'group by 1 order by 2 desc, 1 limit 1' : ''}`,
      [NORTHWIND],
    );
    return rows[0] ?? null;
  }
  const current = await metricOf(db, plan, plan.period, plan.group);
  if (!plan.group) {
    const value = current[0]?.value ?? 0;
    if (!plan.compare) return { label: null, value };
    const [previous] = await metricOf(db, plan, plan.compare);
    return { label: null, value, previous: previous?.value ?? 0 };
  }
  const time = ['day', 'week', 'month', 'quarter', 'year'].includes(plan.group);
  if (time) return [...current].sort((a, b) => String(a.label).localeCompare(String(b.label)))[0] ?? null;
  if (plan.compare) {
    const before = new Map(
      (await metricOf(db, plan, plan.compare, plan.group)).map((row) => [row.label, row.value]),
    );
    const labels = new Set([...current.map((row) => row.label), ...before.keys()]);
    const now = new Map(current.map((row) => [row.label, row.value]));
    const rows = [...labels].map((label) => ({
      label,
      value: now.get(label) ?? 0,
      previous: before.get(label) ?? 0,
    }));
    const kept = rows.filter((row) =>
      plan.change === 'grew'
        ? row.value > row.previous
        : plan.change === 'shrank'
          ? row.value < row.previous
          : true,
    );
    const key = (row: { value: number; previous: number }) =>
      plan.change
        ? plan.change === 'grew'
          ? -(row.value - row.previous)
          : row.value - row.previous
        : -row.value;
    return kept.sort((a, b) => key(a) - key(b) || String(a.label).localeCompare(String(b.label)))[0] ?? null;
  }
  const sign = plan.order === 'asc' ? 1 : -1;
  const sorted = [...current].sort(
    (a, b) => sign * (a.value - b.value) || String(a.label).localeCompare(String(b.label)),
  );
  // Least-sold products include those that sold nothing: the first is any product at the lowest figure.
  return sorted[0] ?? null;
}

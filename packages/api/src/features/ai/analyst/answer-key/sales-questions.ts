// Questions about one period's sales: the top customer, product, brand or category, the total revenue, the
// monthly trend and the slowest movers.
import type { Queryable } from '../../../../db/db.js';
import { formatCount, formatMoney } from '../format.js';
import {
  cited,
  expectText,
  firstOf,
  NORTHWIND_ORGANIZATION_ID,
  revenueSql,
  type AnalystAnswer,
  type AnswerKeyQuestion,
} from './key-question.js';
import { previousQuarter, yearToDate, type Range, type RangeOf } from './periods.js';

/** Checks an answer about one period: the fact it must hold is computed for `period`. */
type PeriodCheck = (answer: AnalystAnswer, db: Queryable, period: Range) => Promise<string | null>;

/** A question about a period: `range` turns the day it is asked into the period `check` is run for. */
const aboutPeriod = (question: string, range: RangeOf, check: PeriodCheck): AnswerKeyQuestion => ({
  question,
  check: (answer, db, today) => check(answer, db, range(today)),
});

async function rankedCustomers(db: Queryable, [from, to]: Range) {
  const { rows } = await db.query<{ id: string; name: string; revenue: number }>(
    `select c.id, c.name, ${revenueSql} as revenue
       from public.aide_sales_transactions s join public.aide_client_customers c on c.id = s.customer_id
      where s.organization_id = $1 and s.sold_at between $2 and $3
      group by c.id, c.name order by revenue desc, c.name limit 1`,
    [NORTHWIND_ORGANIZATION_ID, from, to],
  );
  return rows;
}

export const topCustomer = (question: string, range: RangeOf): AnswerKeyQuestion =>
  aboutPeriod(question, range, async (answer, db, period) => {
    const [top] = await rankedCustomers(db, period);
    if (!top) return 'no sales in the period';
    const first = cited(answer, 'customer')[0];
    return firstOf(
      first === top.id ? null : `expected ${top.name} cited first`,
      expectText(answer, formatMoney(top.revenue), `${top.name}'s revenue`),
    );
  });

/**
 * The first group of the period's sales lines joined with their products, by `order`: `columns` and the
 * revenue, grouped by `groupBy`.
 */
async function topProductSales<Row>(
  db: Queryable,
  [from, to]: Range,
  columns: string,
  groupBy: string,
  order: string,
): Promise<(Row & { revenue: number }) | undefined> {
  const { rows } = await db.query<Row & { revenue: number }>(
    `select ${columns}, ${revenueSql} as revenue
       from public.aide_sales_transactions s
       join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku
      where s.organization_id = $1 and s.sold_at between $2 and $3
      group by ${groupBy} order by ${order} limit 1`,
    [NORTHWIND_ORGANIZATION_ID, from, to],
  );
  return rows[0];
}

export const topProduct = (
  question: string,
  range: RangeOf,
  metric: 'revenue' | 'quantity',
): AnswerKeyQuestion =>
  aboutPeriod(question, range, async (answer, db, period) => {
    const top = await topProductSales<{ id: string; name: string; quantity: number }>(
      db,
      period,
      'p.id, p.name, sum(s.quantity)::int as quantity',
      'p.id, p.name',
      `${metric} desc, ${metric === 'revenue' ? 'quantity' : 'revenue'} desc`,
    );
    if (!top) return 'no sales in the period';
    return firstOf(
      cited(answer, 'product')[0] === top.id ? null : `expected ${top.name} cited first`,
      metric === 'revenue'
        ? expectText(answer, formatMoney(top.revenue), 'its revenue')
        : expectText(answer, formatCount(top.quantity), 'its units'),
    );
  });

async function revenueOf(db: Queryable, [from, to]: Range): Promise<number> {
  const { rows } = await db.query<{ revenue: number | null }>(
    `select ${revenueSql} as revenue from public.aide_sales_transactions s
      where s.organization_id = $1 and s.sold_at between $2 and $3`,
    [NORTHWIND_ORGANIZATION_ID, from, to],
  );
  return rows[0]?.revenue ?? 0;
}

export const totalRevenue = (question: string, range: RangeOf): AnswerKeyQuestion =>
  aboutPeriod(question, range, async (answer, db, period) =>
    expectText(answer, formatMoney(await revenueOf(db, period)), 'the total revenue'),
  );

export const topGroup = (question: string, range: RangeOf, column: 'brand' | 'category'): AnswerKeyQuestion =>
  aboutPeriod(question, range, async (answer, db, period) => {
    const top = await topProductSales<{ label: string }>(
      db,
      period,
      `p.${column} as label`,
      `p.${column}`,
      'revenue desc',
    );
    if (!top) return 'no sales in the period';
    return firstOf(
      expectText(answer, top.label, `the top ${column}`),
      expectText(answer, formatMoney(top.revenue), `its revenue`),
    );
  });

/** Every month of this year with its revenue. */
export const monthlyTrend = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db, today) {
    const { rows } = await db.query<{ month: string; revenue: number }>(
      `select to_char(s.sold_at, 'YYYY-MM') as month, ${revenueSql} as revenue from public.aide_sales_transactions s
        where s.organization_id = $1 and s.sold_at between $2 and $3 group by 1 order by 1`,
      [NORTHWIND_ORGANIZATION_ID, ...yearToDate(today)],
    );
    if (!rows.length) return 'no sales this year';
    return firstOf(
      ...rows.map((row) => expectText(answer, `${row.month} | ${formatMoney(row.revenue)}`, 'a month')),
    );
  },
});

/** Last quarter's product with the fewest units sold, cited first. */
export const slowestMovers = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db, today) {
    const [from, to] = previousQuarter(today);
    const { rows } = await db.query<{ id: string; quantity: number }>(
      `select p.id, coalesce((select sum(s.quantity) from public.aide_sales_transactions s
                               where s.organization_id = p.organization_id and s.sku = p.sku
                                 and s.sold_at between $2 and $3), 0)::int as quantity
         from public.aide_inventory_items p where p.organization_id = $1`,
      [NORTHWIND_ORGANIZATION_ID, from, to],
    );
    const fewest = Math.min(...rows.map((row) => row.quantity));
    const first = rows.find((row) => row.id === cited(answer, 'product')[0]);
    return first && first.quantity === fewest
      ? null
      : `expected a product that sold ${fewest} units cited first`;
  },
});

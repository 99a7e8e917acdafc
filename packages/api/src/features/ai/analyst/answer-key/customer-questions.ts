// Questions about customers: who is at risk, one customer's last order and summary, how many customers there
// are and how many are new this year.
import type { Queryable } from '../../../../db/db.js';
import { formatCount, formatMoney } from '../format.js';
import {
  cited,
  expectText,
  firstOf,
  NORTHWIND_ORGANIZATION_ID,
  revenueSql,
  sameSet,
  type AnswerKeyQuestion,
} from './key-question.js';
import { yearToDate } from './periods.js';

async function atRiskIds(db: Queryable, today: string): Promise<string[]> {
  // The rule of the contract, written out: 3+ orders, last one more than max(45, 2 × usual gap) days ago.
  const { rows } = await db.query<{ id: string }>(
    `select id from public.aide_client_customers
      where organization_id = $1 and order_count >= 3
        and last_order_on < $2::date - greatest(45, ceil(2 * coalesce(average_gap_days, 0)))::int`,
    [NORTHWIND_ORGANIZATION_ID, today],
  );
  return rows.map((row) => row.id);
}

export const atRisk = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db, today) {
    const ids = await atRiskIds(db, today);
    return firstOf(
      expectText(answer, `${formatCount(ids.length)} customers`, 'the number of at-risk customers'),
      sameSet(cited(answer, 'customer'), ids.slice(0, 50), 'at-risk customers'),
    );
  },
});

async function customerNamed(db: Queryable, name: string) {
  const { rows } = await db.query<{ id: string; lifetime: number }>(
    `select c.id, (select ${revenueSql} from public.aide_sales_transactions s
                    where s.organization_id = c.organization_id and s.customer_id = c.id) as lifetime
       from public.aide_client_customers c where c.organization_id = $1 and lower(c.name) = lower($2)`,
    [NORTHWIND_ORGANIZATION_ID, name],
  );
  return rows.length === 1 ? rows[0] : undefined;
}

export const lastOrder = (question: string, name: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db) {
    const customer = await customerNamed(db, name);
    if (!customer) return `the key expects exactly one customer named ${name}`;
    const { rows } = await db.query<{ ref: string; total: number }>(
      `select coalesce(s.order_ref, to_char(s.sold_at, 'YYYY-MM-DD')) as ref, ${revenueSql} as total
         from public.aide_sales_transactions s where s.organization_id = $1 and s.customer_id = $2
        group by s.sold_at, s.order_ref order by s.sold_at desc, s.order_ref desc nulls last limit 1`,
      [NORTHWIND_ORGANIZATION_ID, customer.id],
    );
    const last = rows[0];
    if (!last) return `${name} has no orders`;
    return firstOf(
      cited(answer, 'customer')[0] === customer.id ? null : `expected ${name} cited first`,
      cited(answer, 'order').includes(`${customer.id}:${last.ref}`)
        ? null
        : `expected order ${last.ref} cited`,
      expectText(answer, formatMoney(last.total), 'the last order total'),
    );
  },
});

export const customerSummary = (question: string, name: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db) {
    const customer = await customerNamed(db, name);
    if (!customer) return `the key expects exactly one customer named ${name}`;
    return firstOf(
      cited(answer, 'customer')[0] === customer.id ? null : `expected ${name} cited first`,
      expectText(answer, formatMoney(customer.lifetime ?? 0), 'the lifetime revenue'),
    );
  },
});

/** How many customers the organization has. */
export const customerCount = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db) {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.aide_client_customers where organization_id = $1',
      [NORTHWIND_ORGANIZATION_ID],
    );
    return expectText(answer, `${formatCount(rows[0]?.n ?? 0)} customers`, 'the number of customers');
  },
});

/** Customers whose first purchase ever falls in this year. */
export const newCustomers = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db, today) {
    // New = first purchase ever inside the period, from the sales lines themselves.
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from (
         select customer_id from public.aide_sales_transactions
          where organization_id = $1 and customer_id is not null
          group by customer_id having min(sold_at) between $2 and $3) firsts`,
      [NORTHWIND_ORGANIZATION_ID, ...yearToDate(today)],
    );
    return expectText(answer, `${formatCount(rows[0]?.n ?? 0)} new customers`, 'the number of new customers');
  },
});

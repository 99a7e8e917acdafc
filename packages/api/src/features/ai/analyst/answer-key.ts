// A fixed set of 30 sales questions over Northwind's seed, each with a checker that computes the expected fact
// with its own SQL (never through the AI tools) and looks for it in the analyst's answer. `pnpm bench` and
// tests/analyst-answer-key.test.ts report the share answered correctly.
import type { Queryable } from '../../../db/db.js';
import type { Citation } from '../chat-types.js';
import { formatCount, formatMoney } from './format.js';

/** Northwind Traders, the seeded outbound organization the questions are about. */
export const NORTHWIND_ORGANIZATION_ID = '10000000-0000-4000-8000-000000000001';

export interface AnalystAnswer {
  text: string;
  citations: Citation[];
}

export interface AnswerKeyQuestion {
  question: string;
  /** null when the answer holds the expected fact; otherwise what is missing or wrong. */
  check(answer: AnalystAnswer, db: Queryable, today: string): Promise<string | null>;
}

export interface AnswerKeyResult {
  correct: number;
  total: number;
  results: { question: string; ok: boolean; reason: string | null }[];
}

type Range = [from: string, to: string];
/** The period a question asks about, from the day it is asked. */
type RangeOf = (today: string) => Range;

/** Checks an answer about one period: the fact it must hold is computed for `period`. */
type PeriodCheck = (answer: AnalystAnswer, db: Queryable, period: Range) => Promise<string | null>;

/** A question about a period: `range` turns the day it is asked into the period `check` is run for. */
const aboutPeriod = (question: string, range: RangeOf, check: PeriodCheck): AnswerKeyQuestion => ({
  question,
  check: (answer, db, today) => check(answer, db, range(today)),
});

// Periods, worked out here independently of the analyst's own period parser.
const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, monthIndex: number, day: number) => iso(new Date(Date.UTC(year, monthIndex, day)));
const parts = (today: string) => today.split('-').map(Number) as [number, number, number];
const previousMonth = (today: string): Range => {
  const [year, month] = parts(today);
  return [utc(year, month - 2, 1), utc(year, month - 1, 0)];
};
const previousQuarter = (today: string): Range => {
  const [year, month] = parts(today);
  const firstMonthOfQuarter = Math.floor((month - 1) / 3) * 3; // 0-based month index
  return [utc(year, firstMonthOfQuarter - 3, 1), utc(year, firstMonthOfQuarter, 0)];
};
const yearToDate = (today: string): Range => [`${today.slice(0, 4)}-01-01`, today];
const wholeYear = (year: number): Range => [`${year}-01-01`, `${year}-12-31`];
const lastDays = (today: string, days: number): Range => {
  const [year, month, day] = parts(today);
  return [utc(year, month - 1, day - days + 1), today];
};
const sinceMonth = (today: string, month: number): Range => {
  const [year, current] = parts(today);
  return [utc(current >= month ? year : year - 1, month - 1, 1), today];
};

/** The answer's text without Markdown escapes, so `NW\-CHAI` reads `NW-CHAI`. */
const plain = (text: string) => text.replace(/\\(.)/g, '$1');
const expectText = (answer: AnalystAnswer, fragment: string, what: string) =>
  plain(answer.text).includes(fragment) ? null : `expected ${what} "${fragment}" in the answer`;
const cited = (answer: AnalystAnswer, type: Citation['type']) =>
  answer.citations.filter((citation) => citation.type === type).map((citation) => citation.id);
const firstOf = (...reasons: (string | null)[]) => reasons.find((reason) => reason !== null) ?? null;

function sameSet(actual: string[], expected: string[], what: string): string | null {
  const missing = expected.filter((id) => !actual.includes(id));
  const extra = actual.filter((id) => !expected.includes(id));
  return missing.length || extra.length
    ? `${what}: ${missing.length} expected not cited, ${extra.length} cited but not expected`
    : null;
}

const revenueSql = 'round(sum(s.quantity * coalesce(s.unit_price, 0)), 2)::float8';

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

const topCustomer = (question: string, range: RangeOf): AnswerKeyQuestion =>
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

const topProduct = (question: string, range: RangeOf, metric: 'revenue' | 'quantity'): AnswerKeyQuestion =>
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

const totalRevenue = (question: string, range: RangeOf): AnswerKeyQuestion =>
  aboutPeriod(question, range, async (answer, db, period) =>
    expectText(answer, formatMoney(await revenueOf(db, period)), 'the total revenue'),
  );

const topGroup = (question: string, range: RangeOf, column: 'brand' | 'category'): AnswerKeyQuestion =>
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

const atRisk = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db, today) {
    const ids = await atRiskIds(db, today);
    return firstOf(
      expectText(answer, `${formatCount(ids.length)} customers`, 'the number of at-risk customers'),
      sameSet(cited(answer, 'customer'), ids.slice(0, 50), 'at-risk customers'),
    );
  },
});

const lowStock = (question: string, below: number): AnswerKeyQuestion => ({
  question,
  async check(answer, db) {
    const { rows } = await db.query<{ id: string }>(
      'select id from public.aide_inventory_items where organization_id = $1 and quantity_on_hand < $2',
      [NORTHWIND_ORGANIZATION_ID, below],
    );
    if (rows.length > 50) return 'the key expects at most 50 products';
    return sameSet(
      cited(answer, 'product'),
      rows.map((row) => row.id),
      'products',
    );
  },
});

const activeOffers = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db, today) {
    const { rows } = await db.query<{ title: string; active: boolean }>(
      `select title, $2::date between starts_on and ends_on as active from public.aide_offers where organization_id = $1`,
      [NORTHWIND_ORGANIZATION_ID, today],
    );
    const text = plain(answer.text);
    const missing = rows.filter((offer) => offer.active && !text.includes(offer.title));
    const stale = rows.filter((offer) => !offer.active && text.includes(offer.title));
    if (!rows.some((offer) => offer.active)) return 'no active offer in the seed';
    return missing.length || stale.length
      ? `offers missing: ${missing.map((o) => o.title).join(', ') || 'none'}; inactive shown: ${stale.map((o) => o.title).join(', ') || 'none'}`
      : null;
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

const lastOrder = (question: string, name: string): AnswerKeyQuestion => ({
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

const customerSummary = (question: string, name: string): AnswerKeyQuestion => ({
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

export const ANSWER_KEY: AnswerKeyQuestion[] = [
  topCustomer('Who were our top customers by revenue last quarter?', previousQuarter),
  topCustomer('Top 5 customers by revenue in October 2026', () => ['2026-10-01', '2026-10-31']),
  topCustomer('Who are our biggest customers this year?', yearToDate),
  topCustomer('Who spent the most in 2025?', () => wholeYear(2025)),
  topCustomer('Top 3 customers in the last 30 days', (today) => lastDays(today, 30)),
  atRisk('Which customers stopped ordering?'),
  atRisk('Show me the customers at risk of churning'),
  topProduct('What were our best sellers last month?', previousMonth, 'revenue'),
  topProduct('Best-selling products by units in 2025', () => wholeYear(2025), 'quantity'),
  topProduct(
    'Which products sold the most units in the last 90 days?',
    (today) => lastDays(today, 90),
    'quantity',
  ),
  topGroup('Revenue by brand last quarter', previousQuarter, 'brand'),
  topGroup('Sales by category in 2025', () => wholeYear(2025), 'category'),
  {
    question: 'Show the monthly revenue trend this year',
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
  },
  totalRevenue('What was our total revenue in October 2026?', () => ['2026-10-01', '2026-10-31']),
  totalRevenue('Total sales in 2025', () => wholeYear(2025)),
  totalRevenue('How much revenue did we make last month?', previousMonth),
  totalRevenue("What's our revenue year to date?", yearToDate),
  totalRevenue('Total revenue since March', (today) => sinceMonth(today, 3)),
  lowStock('Which products are below 10 units in stock?', 10),
  lowStock('What is out of stock?', 1),
  lowStock('Products with fewer than 5 units left', 5),
  activeOffers('What offers are running right now?'),
  activeOffers('Are there any promotions this week?'),
  lastOrder('Show me the last orders of Thomas Hardy', 'Thomas Hardy'),
  lastOrder('What did Liam Dubois order last?', 'Liam Dubois'),
  customerSummary('Tell me about Maria Anders', 'Maria Anders'),
  customerSummary('How is Nils Kowalski doing?', 'Nils Kowalski'),
  {
    question: 'How many customers do we have?',
    async check(answer, db) {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from public.aide_client_customers where organization_id = $1',
        [NORTHWIND_ORGANIZATION_ID],
      );
      return expectText(answer, `${formatCount(rows[0]?.n ?? 0)} customers`, 'the number of customers');
    },
  },
  {
    question: 'How many new customers did we get this year?',
    async check(answer, db, today) {
      // New = first purchase ever inside the period, from the sales lines themselves.
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from (
           select customer_id from public.aide_sales_transactions
            where organization_id = $1 and customer_id is not null
            group by customer_id having min(sold_at) between $2 and $3) firsts`,
        [NORTHWIND_ORGANIZATION_ID, ...yearToDate(today)],
      );
      return expectText(
        answer,
        `${formatCount(rows[0]?.n ?? 0)} new customers`,
        'the number of new customers',
      );
    },
  },
  {
    question: 'What were the slowest-moving products last quarter?',
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
  },
];

/** Runs every question of the key through `run` and checks each answer against the seeded database. */
export async function scoreAnswerKey(
  run: (question: string) => Promise<AnalystAnswer>,
  db: Queryable,
  today: string,
): Promise<AnswerKeyResult> {
  const results: AnswerKeyResult['results'] = [];
  for (const entry of ANSWER_KEY) {
    const { question } = entry;
    let reason: string | null;
    try {
      reason = await entry.check(await run(question), db, today);
    } catch (error) {
      reason = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    results.push({ question, ok: reason === null, reason });
  }
  return { correct: results.filter((result) => result.ok).length, total: results.length, results };
}

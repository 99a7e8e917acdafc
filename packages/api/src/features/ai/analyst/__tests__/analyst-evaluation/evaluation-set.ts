// The built-in analyst's evaluation set: questions written the way a sales team asks (several phrasings per
// family, misspellings, written-out numbers, follow-ups, ambiguous ones that must be asked back), each with the
// plan it must produce. The figures are computed by reference-figures.ts with SQL of its own on the seed.
// Today is 2026-11-21 (the seed's history ends the day before).

export type Range = [from: string, to: string];

export interface ExpectedPlan {
  metric: string;
  period: Range;
  group?: string;
  compare?: Range;
  change?: 'grew' | 'shrank';
  filters?: Record<string, string>;
  order?: 'asc' | 'desc';
  limit?: number;
  /** A customer filter, by name (resolved by the analyst to its id). */
  customer?: string;
}

export type Expected =
  | { kind: 'query'; plan: ExpectedPlan }
  | { kind: 'clarify' }
  /** `customer`: a customer's name, or 'biggest' (the biggest customer) or 'at_risk' (a customer at risk). */
  | { kind: 'pitch' | 'draft' | 'summary' | 'last_orders'; customer: string }
  | { kind: 'remind' }
  | { kind: 'at_risk' }
  | { kind: 'unavailable'; says: string }
  | { kind: 'offers' }
  | { kind: 'low_stock'; below: number };

export interface EvaluationCase {
  question: string;
  /** Questions asked before in the same conversation (their answers are the analyst's own). */
  before?: string[];
  expect: Expected;
}

export const LAST_MONTH: Range = ['2026-10-01', '2026-10-31'];
const MONTH_BEFORE: Range = ['2026-09-01', '2026-09-30'];
const AUGUST: Range = ['2026-08-01', '2026-08-31'];
const THIS_MONTH: Range = ['2026-11-01', '2026-11-21'];
const LAST_QUARTER: Range = ['2026-07-01', '2026-09-30'];
const Q2: Range = ['2026-04-01', '2026-06-30'];
const THIS_QUARTER: Range = ['2026-10-01', '2026-11-21'];
/** The same days of the quarter before: a quarter to date is compared like for like. */
const LAST_QUARTER_TO_DATE: Range = ['2026-07-01', '2026-08-21'];
const THIS_YEAR: Range = ['2026-01-01', '2026-11-21'];
const LAST_YEAR: Range = ['2025-01-01', '2025-12-31'];
const YEAR_BEFORE_LAST: Range = ['2024-01-01', '2024-12-31'];
const L12: Range = ['2025-11-22', '2026-11-21'];
const L30: Range = ['2026-10-23', '2026-11-21'];
const L90: Range = ['2026-08-24', '2026-11-21'];
const SINCE_MARCH: Range = ['2026-03-01', '2026-11-21'];
const OCT_2025: Range = ['2025-10-01', '2025-10-31'];

const query = (question: string, plan: ExpectedPlan, before?: string[]): EvaluationCase => ({
  question,
  ...(before ? { before } : {}),
  expect: { kind: 'query', plan },
});
const ask = (question: string, before?: string[]): EvaluationCase => ({
  question,
  ...(before ? { before } : {}),
  expect: { kind: 'clarify' },
});
const other = (question: string, expect: Expected, before?: string[]): EvaluationCase => ({
  question,
  ...(before ? { before } : {}),
  expect,
});

/** Several phrasings of one request, each asked on its own: all must give `expect`. */
const phrasings = (expect: Expected, ...questions: string[]): EvaluationCase[] =>
  questions.map((question) => other(question, expect));

const plan = (metric: string, period: Range, more: Partial<ExpectedPlan> = {}): ExpectedPlan => ({
  metric,
  period,
  ...more,
});
/** An action about one customer: by name, or the biggest or an at-risk one. */
const forCustomer =
  (kind: 'pitch' | 'draft' | 'summary' | 'last_orders') =>
  (question: string, customer: string, before?: string[]) =>
    other(question, { kind, customer }, before);
const pitch = forCustomer('pitch');
const draft = forCustomer('draft');
const summary = forCustomer('summary');
const lastOrders = forCustomer('last_orders');

const revenue = (period: Range, more: Partial<ExpectedPlan> = {}) => plan('revenue', period, more);

/** A ranking: the `limit` first (`top`, descending) or last (`bottom`, ascending) `group`s by `metric`. */
const ranking =
  (order: 'asc' | 'desc') =>
  (
    metric: string,
    period: Range,
    group: string,
    limit: number,
    more: Partial<ExpectedPlan> = {},
  ): ExpectedPlan => ({ metric, period, group, order, limit, ...more });
const top = ranking('desc');
const bottom = ranking('asc');

export const EVALUATION_SET: EvaluationCase[] = [
  // Totals of a period, phrased many ways.
  query('What was our revenue last month?', revenue(LAST_MONTH)),
  query('how much did we sell in October?', revenue(LAST_MONTH)),
  query('Total sales in 2025', revenue(LAST_YEAR)),
  query('revenue ytd', revenue(THIS_YEAR)),
  query("What's our turnover year to date?", revenue(THIS_YEAR)),
  query('How much money did we make this quarter?', revenue(THIS_QUARTER)),
  query('sales in the last thirty days', revenue(L30)),
  query('Revenue over the past 90 days', revenue(L90)),
  query('How much revenue since March?', revenue(SINCE_MARCH)),
  query('what did we bring in last quarter', revenue(LAST_QUARTER)),
  query('revnue last month', revenue(LAST_MONTH)),
  query('total salse this year', revenue(THIS_YEAR)),
  query('How did we do in October 2025?', revenue(OCT_2025)),
  query('Revenue in Q2', revenue(Q2)),
  query('revenue between 1 March and 31 March 2026', revenue(['2026-03-01', '2026-03-31'])),
  query('How much did we sell this month so far?', revenue(THIS_MONTH)),
  // Other metrics.
  query("What's our average order value?", plan('average_order_value', L12)),
  query('average basket size last quarter', plan('average_order_value', LAST_QUARTER)),
  query('AOV this year', plan('average_order_value', THIS_YEAR)),
  query('what is the typical order size in 2025', plan('average_order_value', LAST_YEAR)),
  query('avrage order value last month', plan('average_order_value', LAST_MONTH)),
  query('How many orders did we get last month?', plan('orders', LAST_MONTH)),
  query('number of orders this year', plan('orders', THIS_YEAR)),
  query('order count in Q2', plan('orders', Q2)),
  query('how many units did we sell last quarter', plan('units', LAST_QUARTER)),
  query('units sold in 2025', plan('units', LAST_YEAR)),
  query('What volume did we ship in the last 90 days?', plan('units', L90)),
  query('How many customers ordered last month?', plan('buying_customers', LAST_MONTH)),
  query('number of customers who bought something this year', plan('buying_customers', THIS_YEAR)),
  query('How many new customers did we win this year?', plan('new_customers', THIS_YEAR)),
  query('new clients last quarter', plan('new_customers', LAST_QUARTER)),
  query('how many first time buyers in 2025', plan('new_customers', LAST_YEAR)),
  query('How many customers do we have?', plan('customer_count', L12)),
  query('how many customers do we have in each segment?', plan('customer_count', L12, { group: 'segment' })),
  query('number of clients per city', plan('customer_count', L12, { group: 'city' })),
  query('how many accounts in each segment', plan('customer_count', L12, { group: 'segment' })),
  // Grouped.
  query('Revenue by brand last quarter', revenue(LAST_QUARTER, { group: 'brand' })),
  query('sales per category in 2025', revenue(LAST_YEAR, { group: 'category' })),
  query('revenue broken down by segment this year', revenue(THIS_YEAR, { group: 'segment' })),
  query('Sales by city last month', revenue(LAST_MONTH, { group: 'city' })),
  query('monthly revenue this year', revenue(THIS_YEAR, { group: 'month' })),
  query('show me the sales trend for 2025', revenue(LAST_YEAR, { group: 'month' })),
  query('weekly sales in the last 30 days', revenue(L30, { group: 'week' })),
  query('revenue by quarter in 2025', revenue(LAST_YEAR, { group: 'quarter' })),
  query('orders by segment last quarter', plan('orders', LAST_QUARTER, { group: 'segment' })),
  query('units by category this month', plan('units', THIS_MONTH, { group: 'category' })),
  query(
    'average order value per segment in 2025',
    plan('average_order_value', LAST_YEAR, { group: 'segment' }),
  ),
  query('revenue by compnay last quarter', revenue(LAST_QUARTER, { group: 'company' })),
  query('revenue by sku last month', revenue(LAST_MONTH, { group: 'sku' })),
  query('daily sales this month', revenue(THIS_MONTH, { group: 'day' })),
  query('new customers by segment this year', plan('new_customers', THIS_YEAR, { group: 'segment' })),
  query('Revenue by year since 2024', revenue(['2024-01-01', '2026-11-21'], { group: 'year' })),
  // Ranking.
  query('Who were our top customers by revenue last quarter?', top('revenue', LAST_QUARTER, 'customer', 10)),
  query('top 5 customers this year', top('revenue', THIS_YEAR, 'customer', 5)),
  query('Who is our biggest customer?', top('revenue', L12, 'customer', 1)),
  query('who spent the most last month', top('revenue', LAST_MONTH, 'customer', 10)),
  query('top three clients in 2025', top('revenue', LAST_YEAR, 'customer', 3)),
  query('our twenty biggest accounts this year', top('revenue', THIS_YEAR, 'customer', 20)),
  query('best sellers last month', top('revenue', LAST_MONTH, 'product', 10)),
  query('What was our best-selling product last quarter?', top('revenue', LAST_QUARTER, 'product', 1)),
  query('top 10 products by units in 2025', top('units', LAST_YEAR, 'product', 10)),
  query('which products sold the most units in the last 90 days', top('units', L90, 'product', 10)),
  query('slowest moving products this year', bottom('units', THIS_YEAR, 'product', 10)),
  query('what is not selling lately', bottom('units', L12, 'product', 10)),
  query('bottom 5 products last quarter', bottom('revenue', LAST_QUARTER, 'product', 5)),
  query('which brand sold best in 2025?', top('revenue', LAST_YEAR, 'brand', 1)),
  query('top categories this year', top('revenue', THIS_YEAR, 'category', 10)),
  query('Which segment brings in the most revenue?', top('revenue', L12, 'segment', 1)),
  query('top 5 cities by revenue last quarter', top('revenue', LAST_QUARTER, 'city', 5)),
  query('which customers placed the most orders this year', top('orders', THIS_YEAR, 'customer', 10)),
  query('top custmers last quarter', top('revenue', LAST_QUARTER, 'customer', 10)),
  query('best sellign products this year', top('revenue', THIS_YEAR, 'product', 10)),
  query('top fifteen customers since March', top('revenue', SINCE_MARCH, 'customer', 15)),
  // Comparisons.
  query(
    'How did we do last month compared to the month before?',
    revenue(LAST_MONTH, { compare: MONTH_BEFORE }),
  ),
  query('revenue last month vs the month before', revenue(LAST_MONTH, { compare: MONTH_BEFORE })),
  query(
    'How does this year compare to last year?',
    revenue(THIS_YEAR, { compare: ['2025-01-01', '2025-11-21'] }),
  ),
  query('sales this quarter versus last quarter', revenue(THIS_QUARTER, { compare: LAST_QUARTER_TO_DATE })),
  query('revenue growth last quarter', revenue(LAST_QUARTER, { compare: Q2 })),
  query('October revenue year over year', revenue(LAST_MONTH, { compare: OCT_2025 })),
  query(
    'revenue last month compared with the same period last year',
    revenue(LAST_MONTH, { compare: OCT_2025 }),
  ),
  query('orders in 2025 against 2024', plan('orders', LAST_YEAR, { compare: YEAR_BEFORE_LAST })),
  query('how did units change last month', plan('units', LAST_MONTH, { compare: MONTH_BEFORE })),
  query(
    'average order value last month vs the month before',
    plan('average_order_value', LAST_MONTH, { compare: MONTH_BEFORE }),
  ),
  query(
    'Which customers bought less this quarter than last quarter?',
    revenue(THIS_QUARTER, { group: 'customer', compare: LAST_QUARTER_TO_DATE, change: 'shrank' }),
  ),
  query(
    'which customers spent more last month than the month before',
    revenue(LAST_MONTH, { group: 'customer', compare: MONTH_BEFORE, change: 'grew' }),
  ),
  query(
    'which brands grew last quarter compared to the quarter before',
    revenue(LAST_QUARTER, { group: 'brand', compare: Q2, change: 'grew' }),
  ),
  query(
    'which categories declined this year vs last year',
    revenue(THIS_YEAR, { group: 'category', compare: ['2025-01-01', '2025-11-21'], change: 'shrank' }),
  ),
  query(
    'revenue by segment last month compared to the month before',
    revenue(LAST_MONTH, { group: 'segment', compare: MONTH_BEFORE }),
  ),
  query(
    'which products dropped in units last month vs the month before',
    plan('units', LAST_MONTH, { group: 'product', compare: MONTH_BEFORE, change: 'shrank' }),
  ),
  query(
    'how did we do last month compared to the previous month?',
    revenue(LAST_MONTH, { compare: MONTH_BEFORE }),
  ),
  query(
    'revenue last quarter compared to a year ago',
    revenue(LAST_QUARTER, { compare: ['2025-07-01', '2025-09-30'] }),
  ),
  // Filters.
  query(
    'Revenue from Enterprise customers last month',
    revenue(LAST_MONTH, { filters: { segment: 'Enterprise' } }),
  ),
  query('beverages sales this year', revenue(THIS_YEAR, { filters: { category: 'Beverages' } })),
  query(
    'How much Tokyo Traders did we sell last quarter?',
    revenue(LAST_QUARTER, { filters: { brand: 'Tokyo Traders' } }),
  ),
  query(
    'top 5 Seafood products in 2025',
    top('revenue', LAST_YEAR, 'product', 5, { filters: { category: 'Seafood' } }),
  ),
  query(
    'orders from small business customers this year',
    plan('orders', THIS_YEAR, { filters: { segment: 'Small business' } }),
  ),
  query(
    'mid-market revenue by month this year',
    revenue(THIS_YEAR, { group: 'month', filters: { segment: 'Mid-market' } }),
  ),
  query(
    'revenue of consumer customers by category last quarter',
    revenue(LAST_QUARTER, { group: 'category', filters: { segment: 'Consumer' } }),
  ),
  query('seafod revenue last month', revenue(LAST_MONTH, { filters: { category: 'Seafood' } })),
  query('Exotic Liquids units this year', plan('units', THIS_YEAR, { filters: { brand: 'Exotic Liquids' } })),
  query(
    'top enterprise customers last quarter',
    top('revenue', LAST_QUARTER, 'customer', 10, { filters: { segment: 'Enterprise' } }),
  ),
  query(
    'condiments by brand in 2025',
    revenue(LAST_YEAR, { group: 'brand', filters: { category: 'Condiments' } }),
  ),
  query('how much did Maria Anders spend this year?', revenue(THIS_YEAR, { customer: 'Maria Anders' })),
  query('revenue from Thomas Hardy in 2025', revenue(LAST_YEAR, { customer: 'Thomas Hardy' })),
  query('orders of Liam Dubois last quarter', plan('orders', LAST_QUARTER, { customer: 'Liam Dubois' })),
  // Follow-ups that change one part of the previous plan.
  query('and the month before?', revenue(MONTH_BEFORE), ['What was our revenue last month?']),
  query('what about the month before that?', revenue(AUGUST), [
    'What was our revenue last month?',
    'and the month before?',
  ]),
  query('only Enterprise', revenue(LAST_MONTH, { filters: { segment: 'Enterprise' } }), [
    'What was our revenue last month?',
  ]),
  query(
    'just small business',
    revenue(LAST_QUARTER, { group: 'brand', filters: { segment: 'Small business' } }),
    ['Revenue by brand last quarter'],
  ),
  query('by category instead', revenue(LAST_QUARTER, { group: 'category' }), [
    'Revenue by brand last quarter',
  ]),
  query('by segment instead', revenue(LAST_QUARTER, { group: 'segment' }), ['Revenue by brand last quarter']),
  query('and last year?', revenue(LAST_YEAR, { group: 'brand' }), ['Revenue by brand last quarter']),
  query('what about units?', plan('units', LAST_QUARTER, { group: 'brand' }), [
    'Revenue by brand last quarter',
  ]),
  query('top 3 only', top('revenue', LAST_QUARTER, 'customer', 3), [
    'Who were our top customers by revenue last quarter?',
  ]),
  query('and in 2025?', top('revenue', LAST_YEAR, 'customer', 10), [
    'Who were our top customers by revenue last quarter?',
  ]),
  query('same for Seafood', revenue(LAST_YEAR, { filters: { category: 'Seafood' } }), [
    'beverages sales this year',
    'and last year?',
  ]),
  query('how about the same period last year?', revenue(LAST_MONTH, { compare: OCT_2025 }), [
    'How did we do last month compared to the month before?',
  ]),
  query('and by brand?', revenue(LAST_MONTH, { group: 'brand', compare: MONTH_BEFORE }), [
    'How did we do last month compared to the month before?',
  ]),
  query('and the quarter before?', revenue(Q2, { group: 'category' }), ['sales by category last quarter']),
  query('now by month', revenue(THIS_YEAR, { group: 'month', filters: { segment: 'Enterprise' } }), [
    'Revenue from Enterprise customers this year',
  ]),
  query('and orders?', plan('orders', LAST_MONTH, { filters: { segment: 'Enterprise' } }), [
    'Revenue from Enterprise customers last month',
  ]),
  query('how much did they spend this year?', revenue(THIS_YEAR, { customer: 'Maria Anders' }), [
    'Tell me about Maria Anders',
  ]),
  query('only Beverages', top('revenue', THIS_YEAR, 'customer', 5, { filters: { category: 'Beverages' } }), [
    'top 5 customers this year',
  ]),
  // Ambiguous: must ask back.
  ask('show me the top 5 last month'),
  ask('whats the best this year?'),
  ask('how many sales did we make last month?'),
  ask('number of sales in 2025'),
  ask('how does October compare?'),
  ask('compare this quarter'),
  ask('revenue last month, compared'),
  ask('top 10 in 2025'),
  ask('show the worst 5 this quarter'),
  ask('how many sales this year by segment'),
  ask('biggest 3 since March'),
  ask('how did this month compare'),
  // Replies to a question back.
  query('products', top('revenue', LAST_MONTH, 'product', 5), ['show me the top 5 last month']),
  query('customers', top('revenue', LAST_MONTH, 'customer', 5), ['show me the top 5 last month']),
  query('units', plan('units', LAST_MONTH), ['how many sales did we make last month?']),
  query('orders please', plan('orders', LAST_MONTH), ['how many sales did we make last month?']),
  query('the same period last year', revenue(LAST_MONTH, { compare: OCT_2025 }), [
    'how does October compare?',
  ]),
  // Actions.
  pitch('What should I pitch to my biggest account?', 'biggest'),
  pitch('what could we sell to our top customer', 'biggest'),
  pitch('What should I offer Maria Anders?', 'Maria Anders'),
  pitch('recommendations for Thomas Hardy', 'Thomas Hardy'),
  pitch('what should I pitch to them?', 'Liam Dubois', ['Tell me about Liam Dubois']),
  draft('Draft a short email to win back a customer who stopped buying', 'at_risk'),
  draft('write an email to Maria Anders', 'Maria Anders'),
  draft('draft an email to my biggest account', 'biggest'),
  draft('compose a message to them', 'Thomas Hardy', ['Tell me about Thomas Hardy']),
  ...phrasings(
    { kind: 'remind' },
    'Remind me to call Maria Anders next week',
    'set a reminder for Friday',
    'can you notify me when Thomas Hardy orders again?',
  ),
  summary('Tell me about Ana Trujillo', 'Ana Trujillo'),
  lastOrders('what did Liam Dubois order last?', 'Liam Dubois'),
  lastOrders('and their last orders?', 'Maria Anders', ['Tell me about Maria Anders']),
  ...phrasings({ kind: 'at_risk' }, 'Which customers stopped ordering?', 'show churn risk'),
  other('What offers are running?', { kind: 'offers' }),
  other('which products are below 5 units in stock', { kind: 'low_stock', below: 5 }),
  // Honest refusals.
  ...phrasings(
    { kind: 'unavailable', says: 'Margin needs what each product cost you' },
    'What is our margin last quarter?',
    'profit by brand this year',
  ),
  other(
    'only wholesale',
    {
      kind: 'unavailable',
      says: 'I found no customer, company, product, brand, category, city or segment called “wholesale”',
    },
    ['What was our revenue last month?'],
  ),
];

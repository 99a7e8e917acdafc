// The held-out part of the generalization evaluation: questions written by hand, before the parser was changed,
// the way a new user phrases them, and never used to adjust the parser (a miss here is reported, not fixed by
// adding its words). Each says what the answer must contain (figure-spec.ts); today is 2026-11-21.
import type { Expectation, FigureSpec, GeneralizationCase, Range } from './figure-spec.js';

const Q2: Range = ['2026-04-01', '2026-06-30'];
const Q3: Range = ['2026-07-01', '2026-09-30'];
const SEPTEMBER: Range = ['2026-09-01', '2026-09-30'];
const OCTOBER: Range = ['2026-10-01', '2026-10-31'];
const THIS_MONTH: Range = ['2026-11-01', '2026-11-21'];
const THIS_QUARTER: Range = ['2026-10-01', '2026-11-21'];
const THIS_YEAR: Range = ['2026-01-01', '2026-11-21'];
const YEAR_2025: Range = ['2025-01-01', '2025-12-31'];
const LAST_12_MONTHS: Range = ['2025-11-22', '2026-11-21'];

const figures = (spec: FigureSpec): Expectation => ({ kind: 'figures', spec });
const held = (kind: string, question: string, expect: Expectation, before?: string[]): GeneralizationCase => ({
  kind,
  question,
  expect,
  ...(before ? { before } : {}),
});

export const HELD_OUT_SET: GeneralizationCase[] = [
  held('company total', 'parkview hotel spend last quarter', figures({ kind: 'total', metric: 'revenue', scope: { period: Q3, company: 'Parkview Hotel' } })),
  held('company total', 'How many orders did Cedar Market place in Q3?', figures({ kind: 'total', metric: 'orders', scope: { period: Q3, company: 'Cedar Market' } })),
  held('company trend', 'Fjord Deli month by month since June', figures({ kind: 'series', metric: 'revenue', dimension: 'month', scope: { period: ['2026-06-01', '2026-11-21'], company: 'Fjord Deli' } })),
  held('negation', "Which customers haven't ordered anything since September?", figures({ kind: 'lapsed', noneIn: ['2026-09-01', '2026-11-21'] })),
  held('share', "What percentage of this year's revenue came from our single biggest customer?", figures({ kind: 'top_share', metric: 'revenue', dimension: 'customer', limit: 1, scope: { period: THIS_YEAR } })),
  held('entity comparison', 'Berlin or Paris, who spent more last quarter?', figures({ kind: 'each', metric: 'revenue', dimension: 'city', values: ['Berlin', 'Paris'], scope: { period: Q3 } })),
  held('entity comparison', 'Exotic Liquids vs Tokyo Traders: units this year', figures({ kind: 'each', metric: 'units', dimension: 'brand', values: ['Exotic Liquids', 'Tokyo Traders'], scope: { period: THIS_YEAR } })),
  held('company ranking', 'What are the products Hilltop Cafe buys the most of?', figures({ kind: 'top', metric: 'units', dimension: 'product', scope: { period: LAST_12_MONTHS, company: 'Hilltop Cafe' } })),
  held('entity comparison', 'golden toffee or premium toffee - which sold more units in 2026?', figures({ kind: 'each', metric: 'units', dimension: 'product', values: ['Golden Toffee', 'Premium Toffee'], scope: { period: ['2026-01-01', '2026-12-31'] } })),
  held('order lines', 'What did Maria Anders order on 2 September?', figures({ kind: 'order_lines', names: { customer: 'Maria Anders' }, day: '2026-09-02' })),
  held('order rhythm', 'How often does Hugo Fischer order?', figures({ kind: 'order_interval', names: { customer: 'Hugo Fischer' } })),
  held('share', 'What share of revenue do our top 10 customers account for this year?', figures({ kind: 'top_share', metric: 'revenue', dimension: 'customer', limit: 10, scope: { period: THIS_YEAR } })),
  held('company total', 'How much did the Golden Spoon account spend in October?', figures({ kind: 'total', metric: 'revenue', scope: { period: OCTOBER, company: 'Golden Spoon' } })),
  held('negation', 'Which accounts have gone quiet, nothing ordered in the last 60 days?', figures({ kind: 'lapsed', noneIn: ['2026-09-23', '2026-11-21'] })),
  held('negation', 'list the customers who bought in Q2 but not in Q3', figures({ kind: 'lapsed', orderedIn: Q2, noneIn: Q3 })),
  held('exclusion', 'seafood revenue last month excluding London', figures({ kind: 'total', metric: 'revenue', scope: { period: OCTOBER, category: 'Seafood', exclude: { city: 'London' } } })),
  held('segment total', 'avg order value for enterprise accounts this yr', figures({ kind: 'total', metric: 'average_order_value', scope: { period: THIS_YEAR, segment: 'Enterprise' } })),
  held('product total', 'units of golden toffee from september to october', figures({ kind: 'total', metric: 'units', scope: { period: ['2026-09-01', '2026-10-31'], product: 'Golden Toffee' } })),
  held('period', 'sales after q3', figures({ kind: 'total', metric: 'revenue', scope: { period: ['2026-10-01', '2026-11-21'] } })),
  held('last order', 'When did Island Pantry last order?', figures({ kind: 'last_order', names: { company: 'Island Pantry' } })),
  held('breadth', 'which day of the week do we sell the most this year?', figures({ kind: 'top', metric: 'revenue', dimension: 'weekday', scope: { period: THIS_YEAR } })),
  held('breadth', 'How many customers bought from us for the first time in October?', figures({ kind: 'total', metric: 'new_customers', scope: { period: OCTOBER } })),
  held('breadth', 'revenue per ordering customer last month', figures({ kind: 'total', metric: 'revenue_per_customer', scope: { period: OCTOBER } })),
  held('breadth', 'median order value in 2025', figures({ kind: 'total', metric: 'median_order_value', scope: { period: YEAR_2025 } })),
  held('breadth', 'how many different products does Cedar Market buy?', figures({ kind: 'total', metric: 'distinct_products', scope: { period: LAST_12_MONTHS, company: 'Cedar Market' } })),
  held('breadth', 'will november beat october?', figures({ kind: 'versus', metric: 'revenue', scope: { period: THIS_MONTH }, previous: OCTOBER })),
  held('entity comparison', 'compare Kettle & Co and Olive Branch by orders in 2025', figures({ kind: 'each', metric: 'orders', dimension: 'company', values: ['Kettle & Co', 'Olive Branch'], scope: { period: YEAR_2025 } })),
  held('ranking', 'top 3 cities by units since june', figures({ kind: 'top', metric: 'units', dimension: 'city', scope: { period: ['2026-06-01', '2026-11-21'] } })),
  held('follow-up', 'in units', figures({ kind: 'total', metric: 'units', scope: { period: OCTOBER, company: 'Urban Larder' } }), ['Revenue for Urban Larder last month']),
  held('follow-up', 'only for Saffron House', figures({ kind: 'top', metric: 'revenue', dimension: 'product', scope: { period: THIS_YEAR, company: 'Saffron House' } }), ['top 5 products this year']),
  held('follow-up', 'and in Q3?', figures({ kind: 'total', metric: 'revenue', scope: { period: Q3, company: 'Lakeside Inn' } }), ['How much did Lakeside Inn spend in Q2?']),
  held('follow-up', 'just the Consumer segment', figures({ kind: 'series', metric: 'orders', dimension: 'month', scope: { period: THIS_YEAR, segment: 'Consumer' } }), ['orders by month this year']),
  held('typo', 'how much did juniper bistrot spend this year', figures({ kind: 'total', metric: 'revenue', scope: { period: THIS_YEAR, company: 'Juniper Bistro' } })),
  held('typo', 'riverside catring orders last month', figures({ kind: 'total', metric: 'orders', scope: { period: OCTOBER, company: 'Riverside Catering' } })),
  held('breadth', "What's the average price we got for Golden Toffee this year?", figures({ kind: 'total', metric: 'average_price', scope: { period: THIS_YEAR, product: 'Golden Toffee' } })),
  held('breadth', 'which category grew fastest from september to october?', figures({ kind: 'fastest_growth', metric: 'revenue', dimension: 'category', from: SEPTEMBER, to: OCTOBER })),
  held('negation', "customers in Oslo who didn't buy anything this quarter", figures({ kind: 'lapsed', names: { city: 'Oslo' }, noneIn: THIS_QUARTER })),
  held('share', "Beverages' share of total revenue last quarter", figures({ kind: 'share', metric: 'revenue', scope: { period: Q3 }, part: { category: 'Beverages' } })),
  held('customer total', 'How much did Christina Berglund spend this year?', figures({ kind: 'total', metric: 'revenue', scope: { period: THIS_YEAR, customer: 'Christina Berglund' } })),
  held('city total', 'Revenue from Mexico City customers in October', figures({ kind: 'total', metric: 'revenue', scope: { period: OCTOBER, city: 'Mexico City' } })),
  held('product total', 'How many units of NW-CHAI-12 did we sell in November?', figures({ kind: 'total', metric: 'units', scope: { period: THIS_MONTH, sku: 'NW-CHAI-12' } })),
  held('company ranking', 'top brand in Hilltop Cafe purchases this year', figures({ kind: 'top', metric: 'revenue', dimension: 'brand', scope: { period: THIS_YEAR, company: 'Hilltop Cafe' } })),
  held('ask back', 'How much did Carla Ahmed spend last month?', { kind: 'ask' }),
  held('entity comparison', 'orders from parkview hotel vs hilltop cafe last month', figures({ kind: 'each', metric: 'orders', dimension: 'company', values: ['Parkview Hotel', 'Hilltop Cafe'], scope: { period: OCTOBER } })),
  held('company ranking', 'Who at Kettle & Co spent the most this year?', figures({ kind: 'top', metric: 'revenue', dimension: 'customer', scope: { period: THIS_YEAR, company: 'Kettle & Co' } })),
  held('customer list', 'how many customers does Fjord Deli have', figures({ kind: 'customers_on_list', names: { company: 'Fjord Deli' } })),
  held('negation', 'Which of our customers ordered in September but not in October?', figures({ kind: 'lapsed', orderedIn: SEPTEMBER, noneIn: OCTOBER })),
  held('company ranking', 'what did golden spoon buy last month', figures({ kind: 'top', metric: 'units', dimension: 'product', scope: { period: OCTOBER, company: 'Golden Spoon' } })),
  held('filters', 'Revenue from Beverages and Seafood last month', figures({ kind: 'each', metric: 'revenue', dimension: 'category', values: ['Beverages', 'Seafood'], scope: { period: OCTOBER } })),
  held('comparison', 'How did Enterprise do this quarter compared to the same time last year?', figures({ kind: 'versus', metric: 'revenue', scope: { period: THIS_QUARTER, segment: 'Enterprise' }, previous: ['2025-10-01', '2025-11-21'] })),
];

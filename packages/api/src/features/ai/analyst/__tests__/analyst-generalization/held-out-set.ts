// The held-out part of the generalization evaluation: questions written by hand, before the parser was changed,
// the way a new user phrases them, and never used to adjust the parser (a miss here is reported, not fixed by
// adding its words). Each says what the answer must contain (figure-spec.ts); today is 2026-11-21.
import type { GeneralizationCase } from './figure-spec.js';
import { LAST_12_MONTHS, OCTOBER, Q2, Q3, THIS_YEAR, YEAR_2025, figures, held } from './held-out-builders.js';
import { HELD_OUT_MORE } from './held-out-set-more.js';

export const HELD_OUT_SET: GeneralizationCase[] = [
  held(
    'company total',
    'parkview hotel spend last quarter',
    figures({ kind: 'total', metric: 'revenue', scope: { period: Q3, company: 'Parkview Hotel' } }),
  ),
  held(
    'company total',
    'How many orders did Cedar Market place in Q3?',
    figures({ kind: 'total', metric: 'orders', scope: { period: Q3, company: 'Cedar Market' } }),
  ),
  held(
    'company trend',
    'Fjord Deli month by month since June',
    figures({
      kind: 'series',
      metric: 'revenue',
      dimension: 'month',
      scope: { period: ['2026-06-01', '2026-11-21'], company: 'Fjord Deli' },
    }),
  ),
  held(
    'negation',
    "Which customers haven't ordered anything since September?",
    figures({ kind: 'lapsed', noneIn: ['2026-09-01', '2026-11-21'] }),
  ),
  held(
    'share',
    "What percentage of this year's revenue came from our single biggest customer?",
    figures({
      kind: 'top_share',
      metric: 'revenue',
      dimension: 'customer',
      limit: 1,
      scope: { period: THIS_YEAR },
    }),
  ),
  held(
    'entity comparison',
    'Berlin or Paris, who spent more last quarter?',
    figures({
      kind: 'each',
      metric: 'revenue',
      dimension: 'city',
      values: ['Berlin', 'Paris'],
      scope: { period: Q3 },
    }),
  ),
  held(
    'entity comparison',
    'Exotic Liquids vs Tokyo Traders: units this year',
    figures({
      kind: 'each',
      metric: 'units',
      dimension: 'brand',
      values: ['Exotic Liquids', 'Tokyo Traders'],
      scope: { period: THIS_YEAR },
    }),
  ),
  held(
    'company ranking',
    'What are the products Hilltop Cafe buys the most of?',
    figures({
      kind: 'top',
      metric: 'units',
      dimension: 'product',
      scope: { period: LAST_12_MONTHS, company: 'Hilltop Cafe' },
    }),
  ),
  held(
    'entity comparison',
    'golden toffee or premium toffee - which sold more units in 2026?',
    figures({
      kind: 'each',
      metric: 'units',
      dimension: 'product',
      values: ['Golden Toffee', 'Premium Toffee'],
      scope: { period: ['2026-01-01', '2026-12-31'] },
    }),
  ),
  held(
    'order lines',
    'What did Maria Anders order on 2 September?',
    figures({ kind: 'order_lines', names: { customer: 'Maria Anders' }, day: '2026-09-02' }),
  ),
  held(
    'order rhythm',
    'How often does Hugo Fischer order?',
    figures({ kind: 'order_interval', names: { customer: 'Hugo Fischer' } }),
  ),
  held(
    'share',
    'What share of revenue do our top 10 customers account for this year?',
    figures({
      kind: 'top_share',
      metric: 'revenue',
      dimension: 'customer',
      limit: 10,
      scope: { period: THIS_YEAR },
    }),
  ),
  held(
    'company total',
    'How much did the Golden Spoon account spend in October?',
    figures({ kind: 'total', metric: 'revenue', scope: { period: OCTOBER, company: 'Golden Spoon' } }),
  ),
  held(
    'negation',
    'Which accounts have gone quiet, nothing ordered in the last 60 days?',
    figures({ kind: 'lapsed', noneIn: ['2026-09-23', '2026-11-21'] }),
  ),
  held(
    'negation',
    'list the customers who bought in Q2 but not in Q3',
    figures({ kind: 'lapsed', orderedIn: Q2, noneIn: Q3 }),
  ),
  held(
    'exclusion',
    'seafood revenue last month excluding London',
    figures({
      kind: 'total',
      metric: 'revenue',
      scope: { period: OCTOBER, category: 'Seafood', exclude: { city: 'London' } },
    }),
  ),
  held(
    'segment total',
    'avg order value for enterprise accounts this yr',
    figures({
      kind: 'total',
      metric: 'average_order_value',
      scope: { period: THIS_YEAR, segment: 'Enterprise' },
    }),
  ),
  held(
    'product total',
    'units of golden toffee from september to october',
    figures({
      kind: 'total',
      metric: 'units',
      scope: { period: ['2026-09-01', '2026-10-31'], product: 'Golden Toffee' },
    }),
  ),
  held(
    'period',
    'sales after q3',
    figures({ kind: 'total', metric: 'revenue', scope: { period: ['2026-10-01', '2026-11-21'] } }),
  ),
  held(
    'last order',
    'When did Island Pantry last order?',
    figures({ kind: 'last_order', names: { company: 'Island Pantry' } }),
  ),
  held(
    'breadth',
    'which day of the week do we sell the most this year?',
    figures({ kind: 'top', metric: 'revenue', dimension: 'weekday', scope: { period: THIS_YEAR } }),
  ),
  held(
    'breadth',
    'How many customers bought from us for the first time in October?',
    figures({ kind: 'total', metric: 'new_customers', scope: { period: OCTOBER } }),
  ),
  held(
    'breadth',
    'revenue per ordering customer last month',
    figures({ kind: 'total', metric: 'revenue_per_customer', scope: { period: OCTOBER } }),
  ),
  held(
    'breadth',
    'median order value in 2025',
    figures({ kind: 'total', metric: 'median_order_value', scope: { period: YEAR_2025 } }),
  ),
  held(
    'breadth',
    'how many different products does Cedar Market buy?',
    figures({
      kind: 'total',
      metric: 'distinct_products',
      scope: { period: LAST_12_MONTHS, company: 'Cedar Market' },
    }),
  ),
  ...HELD_OUT_MORE,
];

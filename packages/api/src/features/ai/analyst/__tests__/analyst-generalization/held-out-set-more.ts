// The held-out set, continued (held-out-set.ts).
import type { GeneralizationCase } from './figure-spec.js';
import {
  OCTOBER,
  Q3,
  SEPTEMBER,
  THIS_MONTH,
  THIS_QUARTER,
  THIS_YEAR,
  YEAR_2025,
  figures,
  held,
} from './held-out-builders.js';

export const HELD_OUT_MORE: GeneralizationCase[] = [
  held(
    'breadth',
    'will november beat october?',
    figures({ kind: 'versus', metric: 'revenue', scope: { period: THIS_MONTH }, previous: OCTOBER }),
  ),
  held(
    'entity comparison',
    'compare Kettle & Co and Olive Branch by orders in 2025',
    figures({
      kind: 'each',
      metric: 'orders',
      dimension: 'company',
      values: ['Kettle & Co', 'Olive Branch'],
      scope: { period: YEAR_2025 },
    }),
  ),
  held(
    'ranking',
    'top 3 cities by units since june',
    figures({
      kind: 'top',
      metric: 'units',
      dimension: 'city',
      scope: { period: ['2026-06-01', '2026-11-21'] },
    }),
  ),
  held(
    'follow-up',
    'in units',
    figures({ kind: 'total', metric: 'units', scope: { period: OCTOBER, company: 'Urban Larder' } }),
    ['Revenue for Urban Larder last month'],
  ),
  held(
    'follow-up',
    'only for Saffron House',
    figures({
      kind: 'top',
      metric: 'revenue',
      dimension: 'product',
      scope: { period: THIS_YEAR, company: 'Saffron House' },
    }),
    ['top 5 products this year'],
  ),
  held(
    'follow-up',
    'and in Q3?',
    figures({ kind: 'total', metric: 'revenue', scope: { period: Q3, company: 'Lakeside Inn' } }),
    ['How much did Lakeside Inn spend in Q2?'],
  ),
  held(
    'follow-up',
    'just the Consumer segment',
    figures({
      kind: 'series',
      metric: 'orders',
      dimension: 'month',
      scope: { period: THIS_YEAR, segment: 'Consumer' },
    }),
    ['orders by month this year'],
  ),
  held(
    'typo',
    'how much did juniper bistrot spend this year',
    figures({ kind: 'total', metric: 'revenue', scope: { period: THIS_YEAR, company: 'Juniper Bistro' } }),
  ),
  held(
    'typo',
    'riverside catring orders last month',
    figures({ kind: 'total', metric: 'orders', scope: { period: OCTOBER, company: 'Riverside Catering' } }),
  ),
  held(
    'breadth',
    "What's the average price we got for Golden Toffee this year?",
    figures({
      kind: 'total',
      metric: 'average_price',
      scope: { period: THIS_YEAR, product: 'Golden Toffee' },
    }),
  ),
  held(
    'breadth',
    'which category grew fastest from september to october?',
    figures({
      kind: 'fastest_growth',
      metric: 'revenue',
      dimension: 'category',
      from: SEPTEMBER,
      to: OCTOBER,
    }),
  ),
  held(
    'negation',
    "customers in Oslo who didn't buy anything this quarter",
    figures({ kind: 'lapsed', names: { city: 'Oslo' }, noneIn: THIS_QUARTER }),
  ),
  held(
    'share',
    "Beverages' share of total revenue last quarter",
    figures({ kind: 'share', metric: 'revenue', scope: { period: Q3 }, part: { category: 'Beverages' } }),
  ),
  held(
    'customer total',
    'How much did Christina Berglund spend this year?',
    figures({
      kind: 'total',
      metric: 'revenue',
      scope: { period: THIS_YEAR, customer: 'Christina Berglund' },
    }),
  ),
  held(
    'city total',
    'Revenue from Mexico City customers in October',
    figures({ kind: 'total', metric: 'revenue', scope: { period: OCTOBER, city: 'Mexico City' } }),
  ),
  held(
    'product total',
    'How many units of NW-CHAI-12 did we sell in November?',
    figures({ kind: 'total', metric: 'units', scope: { period: THIS_MONTH, sku: 'NW-CHAI-12' } }),
  ),
  held(
    'company ranking',
    'top brand in Hilltop Cafe purchases this year',
    figures({
      kind: 'top',
      metric: 'revenue',
      dimension: 'brand',
      scope: { period: THIS_YEAR, company: 'Hilltop Cafe' },
    }),
  ),
  held('ask back', 'How much did Carla Ahmed spend last month?', { kind: 'ask' }),
  held(
    'entity comparison',
    'orders from parkview hotel vs hilltop cafe last month',
    figures({
      kind: 'each',
      metric: 'orders',
      dimension: 'company',
      values: ['Parkview Hotel', 'Hilltop Cafe'],
      scope: { period: OCTOBER },
    }),
  ),
  held(
    'company ranking',
    'Who at Kettle & Co spent the most this year?',
    figures({
      kind: 'top',
      metric: 'revenue',
      dimension: 'customer',
      scope: { period: THIS_YEAR, company: 'Kettle & Co' },
    }),
  ),
  held(
    'customer list',
    'how many customers does Fjord Deli have',
    figures({ kind: 'customers_on_list', names: { company: 'Fjord Deli' } }),
  ),
  held(
    'negation',
    'Which of our customers ordered in September but not in October?',
    figures({ kind: 'lapsed', orderedIn: SEPTEMBER, noneIn: OCTOBER }),
  ),
  held(
    'company ranking',
    'what did golden spoon buy last month',
    figures({
      kind: 'top',
      metric: 'units',
      dimension: 'product',
      scope: { period: OCTOBER, company: 'Golden Spoon' },
    }),
  ),
  held(
    'filters',
    'Revenue from Beverages and Seafood last month',
    figures({
      kind: 'each',
      metric: 'revenue',
      dimension: 'category',
      values: ['Beverages', 'Seafood'],
      scope: { period: OCTOBER },
    }),
  ),
  held(
    'comparison',
    'How did Enterprise do this quarter compared to the same time last year?',
    figures({
      kind: 'versus',
      metric: 'revenue',
      scope: { period: THIS_QUARTER, segment: 'Enterprise' },
      previous: ['2025-10-01', '2025-11-21'],
    }),
  ),
];

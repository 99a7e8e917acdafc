// Generated questions of the composed kinds: names compared, shares, customers with no order in a period and
// rankings inside a company (generated-orders.ts has the rest). Names and periods rotate through seed-names.ts.
import { figures, gen } from './case-builders.js';
import { askBacks, breadth, followUps, paceAndLastOrders, trendsAndOrders } from './generated-orders.js';
import type { GeneralizationCase, Metric, Range } from './figure-spec.js';
import {
  BRANDS,
  CATEGORIES,
  CITIES,
  COMPANIES,
  MONTHS,
  PERIODS,
  PRODUCTS,
  SEGMENTS,
  TODAY_RANGE_END as TODAY,
  pick,
} from './seed-names.js';

type Dim = 'company' | 'city' | 'brand' | 'category' | 'product';
const POOLS: [Dim, string[]][] = [
  ['company', COMPANIES],
  ['city', CITIES],
  ['brand', BRANDS],
  ['category', CATEGORIES],
  ['product', PRODUCTS],
];

function comparisons(): GeneralizationCase[] {
  const phrasing: [Metric, (a: string, b: string, p: string) => string][] = [
    ['revenue', (a, b, p) => `${a} or ${b}, who spent more ${p}?`],
    ['revenue', (a, b, p) => `${a} vs ${b} revenue ${p}`],
    ['orders', (a, b, p) => `compare ${a} and ${b} by orders ${p}`],
    ['units', (a, b, p) => `which sold more units ${p}, ${a} or ${b}?`],
    ['revenue', (a, b, p) => `${a} versus ${b} ${p}`],
  ];
  return Array.from({ length: 20 }, (_, i) => {
    const [dimension, pool] = pick(POOLS, i);
    const a = pick(pool, i);
    const b = pick(pool, i + 3);
    const [metric, phrase] = pick(phrasing, i);
    const [words, range] = pick(PERIODS, i + 1);
    const who = dimension === 'company' || dimension === 'city' ? phrase : pick(phrasing.slice(1), i)[1];
    const chosen: Metric =
      dimension === 'company' || dimension === 'city' ? metric : pick(phrasing.slice(1), i)[0];
    return gen(
      'entity comparison',
      who(a, b, words),
      figures({ kind: 'each', metric: chosen, dimension, values: [a, b], scope: { period: range } }),
    );
  });
}

function shares(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  CATEGORIES.forEach((category, i) => {
    const [words, range] = pick(PERIODS, i + 2);
    const phrasing = [
      `what share of revenue came from ${category} ${words}?`,
      `${category} share of sales ${words}`,
      `what percentage of revenue was ${category} ${words}`,
    ];
    cases.push(
      gen(
        'share',
        pick(phrasing, i),
        figures({ kind: 'share', metric: 'revenue', scope: { period: range }, part: { category } }),
      ),
    );
  });
  SEGMENTS.forEach((segment, i) => {
    const [words, range] = pick(PERIODS, i + 5);
    cases.push(
      gen(
        'share',
        `${segment} share of revenue ${words}`,
        figures({ kind: 'share', metric: 'revenue', scope: { period: range }, part: { segment } }),
      ),
    );
  });
  [1, 3, 5, 10, 20].forEach((limit, i) => {
    const [words, range] = pick(PERIODS, i + 3);
    const phrasing = [
      `share of revenue from the top ${limit} customers ${words}`,
      `what percentage of sales do our top ${limit} customers make up ${words}`,
    ];
    cases.push(
      gen(
        'share',
        pick(phrasing, i),
        figures({
          kind: 'top_share',
          metric: 'revenue',
          dimension: 'customer',
          limit,
          scope: { period: range },
        }),
      ),
    );
  });
  return cases;
}

function negations(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  MONTHS.forEach(([month, range], i) => {
    const phrasing = [
      `Which customers haven't ordered since ${month}?`,
      `who hasn't bought anything since ${month}`,
      `customers with no orders since ${month}`,
    ];
    cases.push(gen('negation', pick(phrasing, i), figures({ kind: 'lapsed', noneIn: [range[0], TODAY] })));
  });
  [30, 45, 60, 90].forEach((days, i) => {
    const from = new Date(Date.UTC(2026, 10, 21 - days + 1)).toISOString().slice(0, 10);
    cases.push(
      gen(
        'negation',
        `customers with no orders in the last ${days} days`,
        figures({ kind: 'lapsed', noneIn: [from, TODAY] }),
      ),
    );
    void i;
  });
  const quarters: [string, Range][] = [
    ['Q1', ['2026-01-01', '2026-03-31']],
    ['Q2', ['2026-04-01', '2026-06-30']],
    ['Q3', ['2026-07-01', '2026-09-30']],
  ];
  quarters.slice(0, 2).forEach(([a, ra], i) => {
    const [b, rb] = quarters[i + 1]!;
    cases.push(
      gen(
        'negation',
        `customers who bought in ${a} but not in ${b}`,
        figures({ kind: 'lapsed', orderedIn: ra, noneIn: rb }),
      ),
    );
  });
  CITIES.slice(0, 5).forEach((city, i) => {
    const [words, range] = pick([PERIODS[7]!, PERIODS[0]!, PERIODS[2]!], i);
    cases.push(
      gen(
        'negation',
        `which ${city} customers didn't order anything ${words}`,
        figures({ kind: 'lapsed', names: { city }, noneIn: range }),
      ),
    );
  });
  SEGMENTS.forEach((segment, i) => {
    const [month, range] = pick(MONTHS, i + 1);
    cases.push(
      gen(
        'negation',
        `${segment} customers who have not ordered since ${month}`,
        figures({ kind: 'lapsed', names: { segment }, noneIn: [range[0], TODAY] }),
      ),
    );
  });
  return cases;
}

function scopedRankings(): GeneralizationCase[] {
  return COMPANIES.slice(0, 14).map((company, i) => {
    const [words, range] = pick(PERIODS, i);
    const phrasing: [string, Metric, 'product' | 'customer' | 'brand' | 'category'][] = [
      [`what does ${company} buy most ${words}`, 'units', 'product'],
      [`top products for ${company} ${words}`, 'revenue', 'product'],
      [`who at ${company} spent the most ${words}`, 'revenue', 'customer'],
      [`top 3 brands for ${company} ${words}`, 'revenue', 'brand'],
      [`${company} revenue by category ${words}`, 'revenue', 'category'],
    ];
    const [question, metric, dimension] = pick(phrasing, i);
    return gen(
      'scoped ranking',
      question,
      figures({ kind: 'top', metric, dimension, scope: { period: range, company } }),
    );
  });
}

export const MORE_INTENTS: GeneralizationCase[] = [
  ...comparisons(),
  ...shares(),
  ...negations(),
  ...scopedRankings(),
  ...trendsAndOrders(),
  ...breadth(),
  ...followUps(),
  ...paceAndLastOrders(),
  ...askBacks(),
];

// Generated questions of the composed kinds: names compared, shares, customers with no order in a period,
// rankings inside a company, trends, orders and their lines, the breadth items, follow-ups and names that must
// be asked back. Names and periods rotate through seed-names.ts.
import { figures, gen, total } from './case-builders.js';
import type { GeneralizationCase, Metric, Range } from './figure-spec.js';
import {
  BRANDS,
  CATEGORIES,
  CITIES,
  COMPANIES,
  CUSTOMERS,
  MONTHS,
  PERIODS,
  PRODUCTS,
  SEGMENTS,
  SHARED_NAMES,
  TODAY_RANGE_END as TODAY,
  pick,
} from './seed-names.js';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
    const chosen: Metric = dimension === 'company' || dimension === 'city' ? metric : pick(phrasing.slice(1), i)[0];
    return gen('entity comparison', who(a, b, words), figures({ kind: 'each', metric: chosen, dimension, values: [a, b], scope: { period: range } }));
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
    cases.push(gen('share', pick(phrasing, i), figures({ kind: 'share', metric: 'revenue', scope: { period: range }, part: { category } })));
  });
  SEGMENTS.forEach((segment, i) => {
    const [words, range] = pick(PERIODS, i + 5);
    cases.push(gen('share', `${segment} share of revenue ${words}`, figures({ kind: 'share', metric: 'revenue', scope: { period: range }, part: { segment } })));
  });
  [1, 3, 5, 10, 20].forEach((limit, i) => {
    const [words, range] = pick(PERIODS, i + 3);
    const phrasing = [
      `share of revenue from the top ${limit} customers ${words}`,
      `what percentage of sales do our top ${limit} customers make up ${words}`,
    ];
    cases.push(gen('share', pick(phrasing, i), figures({ kind: 'top_share', metric: 'revenue', dimension: 'customer', limit, scope: { period: range } })));
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
    cases.push(gen('negation', `customers with no orders in the last ${days} days`, figures({ kind: 'lapsed', noneIn: [from, TODAY] })));
    void i;
  });
  const quarters: [string, Range][] = [
    ['Q1', ['2026-01-01', '2026-03-31']],
    ['Q2', ['2026-04-01', '2026-06-30']],
    ['Q3', ['2026-07-01', '2026-09-30']],
  ];
  quarters.slice(0, 2).forEach(([a, ra], i) => {
    const [b, rb] = quarters[i + 1]!;
    cases.push(gen('negation', `customers who bought in ${a} but not in ${b}`, figures({ kind: 'lapsed', orderedIn: ra, noneIn: rb })));
  });
  CITIES.slice(0, 5).forEach((city, i) => {
    const [words, range] = pick([PERIODS[7]!, PERIODS[0]!, PERIODS[2]!], i);
    cases.push(gen('negation', `which ${city} customers didn't order anything ${words}`, figures({ kind: 'lapsed', names: { city }, noneIn: range })));
  });
  SEGMENTS.forEach((segment, i) => {
    const [month, range] = pick(MONTHS, i + 1);
    cases.push(gen('negation', `${segment} customers who have not ordered since ${month}`, figures({ kind: 'lapsed', names: { segment }, noneIn: [range[0], TODAY] })));
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
    return gen('scoped ranking', question, figures({ kind: 'top', metric, dimension, scope: { period: range, company } }));
  });
}

function trendsAndOrders(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  COMPANIES.slice(0, 8).forEach((company, i) => {
    const [month, range] = pick(MONTHS, i);
    const phrasing = [`${company} revenue by month since ${month}`, `monthly sales for ${company} since ${month}`];
    cases.push(gen('trend', pick(phrasing, i), figures({ kind: 'series', metric: 'revenue', dimension: 'month', scope: { period: [range[0], TODAY], company } })));
  });
  COMPANIES.slice(8, 16).forEach((company, i) => {
    const phrasing = [`When did ${company} last order?`, `date of the last order from ${company}`, `when was the latest order from ${company}`];
    cases.push(gen('last order', pick(phrasing, i), figures({ kind: 'last_order', names: { company } })));
  });
  CUSTOMERS.forEach((customer, i) => {
    const phrasing = [`How often does ${customer.name} order?`, `how frequently does ${customer.name} buy from us`, `average days between orders for ${customer.name}`];
    cases.push(gen('order rhythm', pick(phrasing, i), figures({ kind: 'order_interval', names: { customer: customer.name } })));
    const day = pick(customer.days, i);
    const [, month, date] = day.split('-').map(Number) as [number, number, number];
    const written = `${date} ${MONTH_NAMES[month - 1]}`;
    const lines = [`What did ${customer.name} order on ${written}?`, `what was in ${customer.name}'s order on ${day}`];
    cases.push(gen('order lines', pick(lines, i), figures({ kind: 'order_lines', names: { customer: customer.name }, day })));
  });
  return cases;
}

function breadth(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  PERIODS.slice(0, 8).forEach(([words, range], i) => {
    const items: [string, GeneralizationCase['expect']][] = [
      [`best weekday for sales ${words}`, figures({ kind: 'top', metric: 'revenue', dimension: 'weekday', scope: { period: range } })],
      [`how many new customers did we get ${words}`, total('new_customers', range)],
      [`revenue per ordering customer ${words}`, total('revenue_per_customer', range)],
      [`median order value ${words}`, total('median_order_value', range)],
      [`average price of ${pick(PRODUCTS, i)} ${words}`, total('average_price', range, { product: pick(PRODUCTS, i) })],
      [`how many different products did ${pick(COMPANIES, i)} buy ${words}`, total('distinct_products', range, { company: pick(COMPANIES, i) })],
    ];
    cases.push(gen('breadth', ...pick(items, i)), gen('breadth', ...pick(items, i + 3)));
  });
  MONTHS.slice(0, 4).forEach(([month, range], i) => {
    const [next, nextRange] = MONTHS[i + 1]!;
    const dimension = pick(['category', 'brand'] as const, i);
    cases.push(gen('breadth', `which ${dimension} grew fastest from ${month} to ${next}`, figures({ kind: 'fastest_growth', metric: 'revenue', dimension, from: range, to: nextRange })));
  });
  return cases;
}

function followUps(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  COMPANIES.slice(0, 6).forEach((company, i) => {
    const [words, range] = pick(PERIODS, i);
    const [other, otherRange] = pick(PERIODS, i + 4);
    cases.push(gen('follow-up', 'in units', total('units', range, { company }), [`How much did ${company} spend ${words}?`]));
    cases.push(gen('follow-up', `what about ${other}?`, total('revenue', otherRange, { company }), [`${company} revenue ${words}`]));
    cases.push(gen('follow-up', `only for ${company}`, figures({ kind: 'top', metric: 'revenue', dimension: 'product', scope: { period: range, company } }), [`top 5 products ${words}`]));
  });
  SEGMENTS.forEach((segment, i) => {
    const [words, range] = pick(PERIODS, i + 2);
    cases.push(gen('follow-up', `just ${segment}`, figures({ kind: 'series', metric: 'revenue', dimension: 'month', scope: { period: range, segment } }), [`revenue by month ${words}`]));
    const brand = pick(BRANDS, i);
    cases.push(gen('follow-up', 'and orders?', total('orders', range, { brand }), [`${brand} revenue ${words}`]));
  });
  return cases;
}

function paceAndLastOrders(): GeneralizationCase[] {
  const thisMonth: Range = ['2026-11-01', TODAY];
  const october: Range = ['2026-10-01', '2026-10-31'];
  const cases = [
    gen('pace', 'will this month beat last month?', figures({ kind: 'versus', metric: 'revenue', scope: { period: thisMonth }, previous: october })),
    gen('pace', 'are we on track to beat October this month?', figures({ kind: 'versus', metric: 'revenue', scope: { period: thisMonth }, previous: october })),
    gen('pace', 'will November orders beat October?', figures({ kind: 'versus', metric: 'orders', scope: { period: ['2026-11-01', '2026-11-30'] }, previous: october })),
  ];
  CUSTOMERS.slice(0, 6).forEach((customer, i) => {
    const phrasing = [`when was ${customer.name}'s last order?`, `when did ${customer.name} last buy from us`];
    cases.push(gen('last order', pick(phrasing, i), figures({ kind: 'last_order', names: { customer: customer.name } })));
  });
  COMPANIES.slice(10, 16).forEach((company, i) => {
    const segment = pick(SEGMENTS, i);
    const [words, range] = pick(PERIODS, i + 3);
    cases.push(gen('two filters', `${segment} customers at ${company}: orders ${words}`, total('orders', range, { company, segment })));
  });
  return cases;
}

function askBacks(): GeneralizationCase[] {
  return SHARED_NAMES.map((name, i) => gen('ask back', `How much did ${name} spend ${pick(PERIODS, i)[0]}?`, { kind: 'ask' }));
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

// Generated questions about orders and their lines, trends, the breadth items, follow-ups, the pace of a month
// and names that must be asked back.
import { figures, gen, total } from './case-builders.js';
import type { GeneralizationCase, Range } from './figure-spec.js';
import {
  BRANDS,
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

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function trendsAndOrders(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  COMPANIES.slice(0, 8).forEach((company, i) => {
    const [month, range] = pick(MONTHS, i);
    const phrasing = [
      `${company} revenue by month since ${month}`,
      `monthly sales for ${company} since ${month}`,
    ];
    cases.push(
      gen(
        'trend',
        pick(phrasing, i),
        figures({
          kind: 'series',
          metric: 'revenue',
          dimension: 'month',
          scope: { period: [range[0], TODAY], company },
        }),
      ),
    );
  });
  COMPANIES.slice(8, 16).forEach((company, i) => {
    const phrasing = [
      `When did ${company} last order?`,
      `date of the last order from ${company}`,
      `when was the latest order from ${company}`,
    ];
    cases.push(gen('last order', pick(phrasing, i), figures({ kind: 'last_order', names: { company } })));
  });
  CUSTOMERS.forEach((customer, i) => {
    const phrasing = [
      `How often does ${customer.name} order?`,
      `how frequently does ${customer.name} buy from us`,
      `average days between orders for ${customer.name}`,
    ];
    cases.push(
      gen(
        'order rhythm',
        pick(phrasing, i),
        figures({ kind: 'order_interval', names: { customer: customer.name } }),
      ),
    );
    const day = pick(customer.days, i);
    const [, month, date] = day.split('-').map(Number) as [number, number, number];
    const written = `${date} ${MONTH_NAMES[month - 1]}`;
    const lines = [
      `What did ${customer.name} order on ${written}?`,
      `what was in ${customer.name}'s order on ${day}`,
    ];
    cases.push(
      gen(
        'order lines',
        pick(lines, i),
        figures({ kind: 'order_lines', names: { customer: customer.name }, day }),
      ),
    );
  });
  return cases;
}

export function breadth(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  PERIODS.slice(0, 8).forEach(([words, range], i) => {
    const items: [string, GeneralizationCase['expect']][] = [
      [
        `best weekday for sales ${words}`,
        figures({ kind: 'top', metric: 'revenue', dimension: 'weekday', scope: { period: range } }),
      ],
      [`how many new customers did we get ${words}`, total('new_customers', range)],
      [`revenue per ordering customer ${words}`, total('revenue_per_customer', range)],
      [`median order value ${words}`, total('median_order_value', range)],
      [
        `average price of ${pick(PRODUCTS, i)} ${words}`,
        total('average_price', range, { product: pick(PRODUCTS, i) }),
      ],
      [
        `how many different products did ${pick(COMPANIES, i)} buy ${words}`,
        total('distinct_products', range, { company: pick(COMPANIES, i) }),
      ],
    ];
    cases.push(gen('breadth', ...pick(items, i)), gen('breadth', ...pick(items, i + 3)));
  });
  PRODUCTS.slice(0, 6).forEach((product, i) => {
    const [words, range] = pick(PERIODS, i + 2);
    const phrasing = [
      `what sells with ${product} ${words}`,
      `what do customers buy together with ${product} ${words}`,
    ];
    const scope = { period: range, boughtWith: product };
    cases.push(
      gen(
        'breadth',
        pick(phrasing, i),
        figures({ kind: 'top', metric: 'orders', dimension: 'product', scope }),
      ),
    );
  });
  PERIODS.slice(0, 3).forEach(([words, range]) => {
    const scope = { period: range, stockBelow: 10 };
    cases.push(
      gen(
        'breadth',
        `best sellers ${words} that are running low on stock`,
        figures({ kind: 'top', metric: 'revenue', dimension: 'product', scope }),
      ),
      gen(
        'breadth',
        `who bought from us for the first time ${words}`,
        figures({ kind: 'top', metric: 'new_customers', dimension: 'customer', scope: { period: range } }),
      ),
    );
  });
  MONTHS.slice(0, 4).forEach(([month, range], i) => {
    const [next, nextRange] = MONTHS[i + 1]!;
    const dimension = pick(['category', 'brand'] as const, i);
    cases.push(
      gen(
        'breadth',
        `which ${dimension} grew fastest from ${month} to ${next}`,
        figures({ kind: 'fastest_growth', metric: 'revenue', dimension, from: range, to: nextRange }),
      ),
    );
  });
  return cases;
}

export function followUps(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  COMPANIES.slice(0, 6).forEach((company, i) => {
    const [words, range] = pick(PERIODS, i);
    const [other, otherRange] = pick(PERIODS, i + 4);
    cases.push(
      gen('follow-up', 'in units', total('units', range, { company }), [
        `How much did ${company} spend ${words}?`,
      ]),
    );
    cases.push(
      gen('follow-up', `what about ${other}?`, total('revenue', otherRange, { company }), [
        `${company} revenue ${words}`,
      ]),
    );
    cases.push(
      gen(
        'follow-up',
        `only for ${company}`,
        figures({ kind: 'top', metric: 'revenue', dimension: 'product', scope: { period: range, company } }),
        [`top 5 products ${words}`],
      ),
    );
  });
  SEGMENTS.forEach((segment, i) => {
    const [words, range] = pick(PERIODS, i + 2);
    cases.push(
      gen(
        'follow-up',
        `just ${segment}`,
        figures({ kind: 'series', metric: 'revenue', dimension: 'month', scope: { period: range, segment } }),
        [`revenue by month ${words}`],
      ),
    );
    const brand = pick(BRANDS, i);
    cases.push(
      gen('follow-up', 'and orders?', total('orders', range, { brand }), [`${brand} revenue ${words}`]),
    );
  });
  return cases;
}

export function paceAndLastOrders(): GeneralizationCase[] {
  const thisMonth: Range = ['2026-11-01', TODAY];
  const october: Range = ['2026-10-01', '2026-10-31'];
  const cases = [
    gen(
      'pace',
      'will this month beat last month?',
      figures({ kind: 'versus', metric: 'revenue', scope: { period: thisMonth }, previous: october }),
    ),
    gen(
      'pace',
      'are we on track to beat October this month?',
      figures({ kind: 'versus', metric: 'revenue', scope: { period: thisMonth }, previous: october }),
    ),
    gen(
      'pace',
      'will November orders beat October?',
      figures({
        kind: 'versus',
        metric: 'orders',
        scope: { period: ['2026-11-01', '2026-11-30'] },
        previous: october,
      }),
    ),
  ];
  CUSTOMERS.slice(0, 6).forEach((customer, i) => {
    const phrasing = [
      `when was ${customer.name}'s last order?`,
      `when did ${customer.name} last buy from us`,
    ];
    cases.push(
      gen(
        'last order',
        pick(phrasing, i),
        figures({ kind: 'last_order', names: { customer: customer.name } }),
      ),
    );
  });
  COMPANIES.slice(10, 16).forEach((company, i) => {
    const segment = pick(SEGMENTS, i);
    const [words, range] = pick(PERIODS, i + 3);
    cases.push(
      gen(
        'two filters',
        `${segment} customers at ${company}: orders ${words}`,
        total('orders', range, { company, segment }),
      ),
    );
  });
  return cases;
}

export function askBacks(): GeneralizationCase[] {
  return SHARED_NAMES.map((name, i) =>
    gen('ask back', `How much did ${name} spend ${pick(PERIODS, i)[0]}?`, { kind: 'ask' }),
  );
}

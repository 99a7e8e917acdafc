// The generated part of the generalization evaluation: intents × several phrasings × names and periods drawn
// from the seed (seed-names.ts), with typos, lower case and follow-ups, so every kind is covered
// systematically. Each case says what its answer must contain (figure-spec.ts); reference-sql.ts computes
// the figures with SQL of its own.
import { gen, total } from './case-builders.js';
import type { GeneralizationCase, Metric } from './figure-spec.js';
import { MORE_INTENTS } from './generated-intents.js';
import {
  BRANDS,
  CATEGORIES,
  CITIES,
  COMPANIES,
  CUSTOMERS,
  PERIODS,
  PRODUCTS,
  SEGMENTS,
  SKUS,
  pick,
  withTypo,
} from './seed-names.js';

type Phrasing = (name: string, period: string) => string;

const COMPANY_TOTALS: [Metric, Phrasing][] = [
  ['revenue', (n, p) => `How much did ${n} spend ${p}?`],
  ['revenue', (n, p) => `${n} revenue ${p}`],
  ['revenue', (n, p) => `what were our sales to ${n} ${p}`],
  ['orders', (n, p) => `How many orders did ${n} place ${p}?`],
  ['orders', (n, p) => `number of orders from ${n} ${p}`],
  ['units', (n, p) => `how many units did ${n} buy ${p}`],
  ['average_order_value', (n, p) => `average order value for ${n} ${p}`],
];

const PRODUCT_TOTALS: [Metric, Phrasing][] = [
  ['units', (n, p) => `How many units of ${n} did we sell ${p}?`],
  ['revenue', (n, p) => `${n} revenue ${p}`],
  ['revenue', (n, p) => `sales of ${n} ${p}`],
  ['orders', (n, p) => `how many orders included ${n} ${p}`],
];

function totals(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  COMPANIES.forEach((company, i) => {
    const [metric, phrase] = pick(COMPANY_TOTALS, i);
    const [words, range] = pick(PERIODS, i);
    cases.push(gen('company total', phrase(company, words), total(metric, range, { company })));
  });
  CUSTOMERS.forEach((customer, i) => {
    const [metric, phrase] = pick(COMPANY_TOTALS, i + 3);
    const [words, range] = pick(PERIODS, i + 5);
    cases.push(
      gen('customer total', phrase(customer.name, words), total(metric, range, { customer: customer.name })),
    );
  });
  PRODUCTS.forEach((product, i) => {
    const [metric, phrase] = pick(PRODUCT_TOTALS, i);
    const [words, range] = pick(PERIODS, i + 2);
    cases.push(gen('product total', phrase(product.toLowerCase(), words), total(metric, range, { product })));
  });
  SKUS.forEach((sku, i) => {
    const [words, range] = pick(PERIODS, i + 7);
    cases.push(gen('product total', `units of ${sku} sold ${words}`, total('units', range, { sku })));
  });
  BRANDS.forEach((brand, i) => {
    const [words, range] = pick(PERIODS, i + 1);
    const phrasing = [
      `${brand} revenue ${words}`,
      `how much ${brand} did we sell ${words}`,
      `units of ${brand} ${words}`,
    ];
    const metric: Metric = i % 3 === 2 ? 'units' : 'revenue';
    cases.push(gen('brand total', pick(phrasing, i), total(metric, range, { brand })));
  });
  CATEGORIES.forEach((category, i) => {
    const [words, range] = pick(PERIODS, i + 4);
    const phrasing = [
      `${category} sales ${words}`,
      `orders with ${category} ${words}`,
      `how many ${category} units did we sell ${words}`,
    ];
    const metric: Metric = pick(['revenue', 'orders', 'units'] as const, i);
    cases.push(gen('category total', pick(phrasing, i), total(metric, range, { category })));
  });
  CITIES.forEach((city, i) => {
    const [words, range] = pick(PERIODS, i + 6);
    const phrasing = [
      `revenue from customers in ${city} ${words}`,
      `${city} sales ${words}`,
      `orders from ${city} ${words}`,
    ];
    const metric: Metric = i % 3 === 2 ? 'orders' : 'revenue';
    cases.push(gen('city total', pick(phrasing, i), total(metric, range, { city })));
  });
  SEGMENTS.forEach((segment, i) => {
    const [words, range] = pick(PERIODS, i + 9);
    cases.push(gen('segment total', `${segment} revenue ${words}`, total('revenue', range, { segment })));
    cases.push(
      gen(
        'segment total',
        `units bought by ${segment} customers ${words}`,
        total('units', range, { segment }),
      ),
    );
  });
  return cases;
}

function exclusionsAndMixes(): GeneralizationCase[] {
  const cases: GeneralizationCase[] = [];
  CATEGORIES.slice(0, 6).forEach((category, i) => {
    const city = pick(CITIES, i);
    const [words, range] = pick(PERIODS, i);
    const phrasing = [
      `${category} revenue ${words} excluding ${city}`,
      `${category} sales ${words}, not counting ${city}`,
      `revenue from ${category} except ${city} ${words}`,
    ];
    cases.push(gen('exclusion', pick(phrasing, i), total('revenue', range, { category, exclude: { city } })));
  });
  COMPANIES.slice(0, 6).forEach((company, i) => {
    const category = pick(CATEGORIES, i + 2);
    const [words, range] = pick(PERIODS, i + 4);
    cases.push(
      gen(
        'two filters',
        `${category} revenue from ${company} ${words}`,
        total('revenue', range, { company, category }),
      ),
    );
  });
  SEGMENTS.forEach((segment, i) => {
    const city = pick(CITIES, i + 3);
    const [words, range] = pick(PERIODS, i + 8);
    cases.push(
      gen(
        'two filters',
        `${segment} customers in ${city}: revenue ${words}`,
        total('revenue', range, { segment, city }),
      ),
    );
  });
  return cases;
}

/** Lower case and typos over a sample of the cases above: the same meaning must come out. */
function variants(base: GeneralizationCase[]): GeneralizationCase[] {
  return base
    .filter((_, i) => i % 4 === 0)
    .map((item, i) =>
      i % 2 === 0
        ? { ...item, kind: 'lower case', question: item.question.toLowerCase() }
        : { ...item, kind: 'typo', question: withTypo(item.question) },
    );
}

const base = [...totals(), ...exclusionsAndMixes()];

export const GENERATED_SET: GeneralizationCase[] = [...base, ...variants(base), ...MORE_INTENTS];

// The guard — nothing is silently dropped — over whole sets, without a database: every question of the
// evaluation set binds every word (none is answered "not understood" unless it must be), every trap is refused
// or asked back (never a plan), and the kinds the composing parser reads, one by one.
import { understand } from '../parse/conversation.js';
import type { Request } from '../parse/request.js';
import { EVALUATION_SET } from './analyst-evaluation/evaluation-set.js';
import { TRAP_SET } from './analyst-generalization/trap-set.js';
import {
  BRANDS,
  CATEGORIES,
  CITIES,
  COMPANIES,
  CUSTOMERS,
  PRODUCTS,
  SEGMENTS,
  SHARED_NAMES,
} from './analyst-generalization/seed-names.js';
import { testNames } from './support/test-names.js';

const TODAY = '2026-11-21';
const NAMES = testNames({
  segments: SEGMENTS,
  cities: CITIES,
  brands: BRANDS,
  categories: CATEGORIES,
  companies: COMPANIES,
  customers: [
    ...['Maria Anders', 'Thomas Hardy', 'Liam Dubois', 'Ana Trujillo', 'Nils Kowalski'].map((name, i) => ({
      id: `k${i}`,
      name,
    })),
    ...CUSTOMERS.map((customer, i) => ({ id: `c${i}`, name: customer.name })),
    ...SHARED_NAMES.flatMap((name, i) =>
      [0, 1].map((k) => ({ id: `s${i}${k}`, name, company: COMPANIES[i + k]! })),
    ),
  ],
  products: PRODUCTS.map((name, i) => ({ id: `p${i}`, name: `${name}, 12 pack`, sku: `NW-${i}` })),
});

/** The request for the last question of a conversation (earlier answers are not needed by the parser). */
function ask(...questions: string[]): Request {
  const history = questions.slice(0, -1).flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: '' },
  ]);
  return understand(questions.at(-1)!, history, TODAY, NAMES);
}

const planOf = (...questions: string[]) => {
  const request = ask(...questions);
  if (request.kind !== 'query')
    throw new Error(`${questions.join(' → ')} was read as ${JSON.stringify(request)}`);
  return request.plan;
};

describe('the guard over whole sets', () => {
  it('binds every word of every evaluation question that must be answered', () => {
    const dropped = EVALUATION_SET.filter((item) => item.expect.kind !== 'unavailable')
      .map((item) => ({ item, request: ask(...(item.before ?? []), item.question) }))
      .filter(({ request }) => request.kind === 'not_understood')
      .map(({ item, request }) => `${item.question}: ${JSON.stringify(request)}`);
    expect(dropped).toEqual([]);
  });

  it('never turns a trap into a plan or an action', () => {
    const answered = TRAP_SET.map((item) => ({ question: item.question, request: ask(item.question) }))
      .filter(
        ({ request }) => !['not_understood', 'unavailable', 'clarify', 'unknown'].includes(request.kind),
      )
      .map(({ question, request }) => `${question}: ${request.kind}`);
    expect(answered).toEqual([]);
  });
});

describe('reading every word', () => {
  it('says which words it did not understand and offers the rest for a yes', () => {
    const request = ask('revenue last month in euros');
    expect(request).toMatchObject({ kind: 'not_understood', words: ['euros'], names: false });
    const understood = (request as Extract<Request, { kind: 'not_understood' }>).understood;
    expect(understood).toMatchObject({
      kind: 'query',
      plan: { metric: 'revenue', period: { from: '2026-10-01' } },
    });
    expect(ask('revenue last month in euros', 'yes')).toEqual(understood);
  });

  it('calls an unknown capitalised word a name it does not have', () => {
    expect(ask('How much did Acme Robotics spend last month?')).toMatchObject({
      kind: 'not_understood',
      words: ['Acme Robotics'],
      names: true,
    });
    expect(ask('revenue for Maria Smith this year')).toMatchObject({ kind: 'not_understood' });
  });

  it('reads a company as its contacts together, typos and lower case included', () => {
    for (const question of [
      'parkview hotel spend last quarter',
      'How much did Parkveiw Hotel spend last quarter?',
    ])
      expect(planOf(question)).toMatchObject({
        metric: 'revenue',
        period: { from: '2026-07-01', to: '2026-09-30' },
        filters: [{ dimension: 'company', value: 'Parkview Hotel' }],
      });
  });

  it('compares names of one kind, and leaves out excluded ones', () => {
    expect(planOf('Berlin or Paris, who spent more last quarter?')).toMatchObject({
      groupBy: 'city',
      filters: [{ value: 'Berlin' }, { value: 'Paris' }],
      rank: { order: 'desc' },
    });
    expect(planOf('Seafood revenue last month excluding London')).toMatchObject({
      filters: [
        { dimension: 'category', value: 'Seafood' },
        { dimension: 'city', value: 'London', exclude: true },
      ],
    });
  });

  it('asks which of two customers of one name, unless a company tells them apart', () => {
    expect(ask('How much did Carla Ahmed spend last month?')).toMatchObject({ kind: 'clarify' });
    expect(planOf(`How much did Carla Ahmed at ${COMPANIES[1]} spend last month?`)).toMatchObject({
      filters: [{ dimension: 'customer', value: 's01' }],
    });
  });

  it('reads negations as customers with no order in a period', () => {
    expect(planOf("Which customers haven't ordered since September?")).toMatchObject({
      groupBy: 'customer',
      period: { to: '2026-08-31' },
      absent: { from: '2026-09-01', to: TODAY },
    });
    expect(planOf('customers who bought in Q2 but not in Q3')).toMatchObject({
      period: { from: '2026-04-01', to: '2026-06-30' },
      absent: { from: '2026-07-01', to: '2026-09-30' },
    });
  });

  it('reads shares, orders, rhythms and the breadth metrics', () => {
    expect(planOf('what share of revenue came from Beverages last quarter?')).toMatchObject({
      share: { part: [{ dimension: 'category', value: 'Beverages' }] },
      filters: [],
    });
    expect(planOf('share of revenue from the top 10 customers this year')).toMatchObject({
      groupBy: 'customer',
      rank: { limit: 10 },
      share: { part: [] },
    });
    expect(planOf('When did Island Pantry last order?')).toMatchObject({
      groupBy: 'order',
      rank: { limit: 5 },
    });
    expect(planOf('How often does Hugo Fischer order?')).toMatchObject({ metric: 'order_interval' });
    expect(planOf('What did Hugo Fischer order on 9 November?')).toMatchObject({
      metric: 'units',
      groupBy: 'product',
      period: { from: '2026-11-09', to: '2026-11-09' },
    });
    expect(planOf('best weekday for sales this year')).toMatchObject({
      groupBy: 'weekday',
      rank: { order: 'desc' },
    });
    expect(planOf('median order value in 2025')).toMatchObject({ metric: 'median_order_value' });
    expect(planOf('which category grew fastest from September to October')).toMatchObject({
      groupBy: 'category',
      change: 'grew',
      changeBy: 'percent',
      period: { from: '2026-10-01' },
      compare: { period: { from: '2026-09-01', to: '2026-09-30' } },
    });
  });

  it('changes one part of the previous plan in a follow-up', () => {
    expect(planOf('Revenue for Urban Larder last month', 'in units')).toMatchObject({
      metric: 'units',
      filters: [{ value: 'Urban Larder' }],
    });
    expect(planOf('top 5 products this year', 'only for Saffron House')).toMatchObject({
      groupBy: 'product',
      filters: [{ dimension: 'company', value: 'Saffron House' }],
    });
  });

  it('refuses periods after today instead of forecasting', () => {
    expect(ask('what will revenue be next month?')).toMatchObject({ kind: 'unavailable' });
  });
});

describe('breadth as parts of the semantic layer', () => {
  it('reads what sells with a product, best sellers low in stock and first-time buyers', () => {
    expect(planOf('what sells with golden toffee?')).toMatchObject({
      metric: 'orders',
      groupBy: 'product',
      filters: [{ dimension: 'bought_with', value: 'p0' }],
    });
    expect(planOf('best sellers this year that are running low on stock')).toMatchObject({
      groupBy: 'product',
      filters: [{ dimension: 'stock_below', value: '10' }],
    });
    expect(planOf('who bought from us for the first time last quarter')).toMatchObject({
      metric: 'new_customers',
      groupBy: 'customer',
    });
  });
});

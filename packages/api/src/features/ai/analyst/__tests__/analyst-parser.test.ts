// The built-in analyst's parser and the semantic layer's planner, as pure functions judged from a fixed today:
// periods, synonyms and misspellings, written-out numbers, follow-ups that change one part of the previous
// plan, references, questions asked back, and the SQL a plan becomes.
import { understand } from '../parse/conversation.js';
import { correctSpelling, writtenNumbersToDigits } from '../parse/normalise.js';
import { parseQuestion, type ParseContext } from '../parse/parse-question.js';
import type { Request } from '../parse/request.js';
import { resolvePeriod } from '../resolve-period.js';
import { planFromArgs } from '../../semantic/plan-args.js';
import { planSql, PlanError } from '../../semantic/plan-sql.js';
import { describePlan, previousPeriod, sameLastYear } from '../../semantic/query-plan.js';
import { testNames } from './support/test-names.js';
const TODAY = '2026-11-21';
const period = (question: string) => {
  const found = resolvePeriod(question, TODAY);
  return found && [found.from, found.to];
};

describe('resolvePeriod', () => {
  it.each([
    ['last month', ['2026-10-01', '2026-10-31']],
    ['this month', ['2026-11-01', TODAY]],
    ['last quarter', ['2026-07-01', '2026-09-30']],
    ['this quarter', ['2026-10-01', TODAY]],
    ['last year', ['2025-01-01', '2025-12-31']],
    ['this year', ['2026-01-01', TODAY]],
    ['YTD', ['2026-01-01', TODAY]],
    ['year to date', ['2026-01-01', TODAY]],
    ['in the last 30 days', ['2026-10-23', TODAY]],
    ['past two weeks', ['2026-11-08', TODAY]],
    ['last 3 months', ['2026-08-22', TODAY]],
    ['in October', ['2026-10-01', '2026-10-31']],
    ['in December', ['2025-12-01', '2025-12-31']],
    ['october 2025', ['2025-10-01', '2025-10-31']],
    ['in 2025', ['2025-01-01', '2025-12-31']],
    ['since March', ['2026-03-01', TODAY]],
    ['since 2026', ['2026-01-01', TODAY]],
    ['Q2', ['2026-04-01', '2026-06-30']],
    ['q4 2025', ['2025-10-01', '2025-12-31']],
    ['from 2026-01-15 to 2026-02-10', ['2026-01-15', '2026-02-10']],
    ['since 15 March 2026', ['2026-03-15', TODAY]],
    ['yesterday', ['2026-11-20', '2026-11-20']],
    ['last week', ['2026-11-09', '2026-11-15']],
  ])('reads "%s"', (text, expected) => {
    expect(period(`Revenue ${text}?`)).toEqual(expected);
  });

  it('turns January back into December of the previous year for "last month"', () => {
    expect(resolvePeriod('last month', '2026-01-10')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(resolvePeriod('last quarter', '2026-02-10')).toMatchObject({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('finds no period where none is named', () => {
    expect(period('Who are our top customers?')).toBeNull();
    expect(period('What may I ask?')).toBeNull();
  });
});

const NAMES = testNames({
  segments: ['Consumer', 'Enterprise', 'Mid-market', 'Small business'],
  cities: ['London', 'Paris'],
  brands: ['Tokyo Traders', 'Paris'],
  categories: ['Beverages', 'Seafood'],
});
const context = (previous: Request | null = null): ParseContext => ({
  today: TODAY,
  ...NAMES,
  previous,
  lastCustomer: null,
});
const parse = (question: string, previous: Request | null = null) =>
  parseQuestion(question, context(previous));
const plan = (question: string, previous: Request | null = null) => {
  const request = parse(question, previous);
  if (request.kind !== 'query') throw new Error(`"${question}" was read as ${request.kind}`);
  return request.plan;
};

describe('normalising a question', () => {
  it('writes numbers and ordinal dates as digits', () => {
    expect(writtenNumbersToDigits('top twenty five customers')).toBe('top 25 customers');
    expect(writtenNumbersToDigits('a dozen products since the third of march')).toBe(
      '12 products since 3 march',
    );
  });

  it('corrects misspellings within the edit distance, keeps names and reports ties', () => {
    expect(correctSpelling('revnue by categroy last yaer', []).text).toBe('revenue by category last year');
    expect(correctSpelling('many customers', []).text).toBe('many customers');
    expect(correctSpelling('tell me about anders', [], ['anders']).text).toBe('tell me about anders');
    expect(correctSpelling('bevrages', ['beverages']).text).toBe('beverages');
    expect(correctSpelling('parks', ['paris', 'parka']).ties).toEqual([
      { word: 'parks', candidates: ['paris', 'parka'] },
    ]);
  });
});

describe('parsing a question into a plan', () => {
  it.each([
    ["what's our average order value?", 'average_order_value', null],
    ['how many customers do we have in each segment?', 'customer_count', 'segment'],
    ['units by category this month', 'units', 'category'],
    ['new customers by segment this year', 'new_customers', 'segment'],
    ['How many customers ordered last month?', 'buying_customers', null],
    ['monthly revenue this year', 'revenue', 'month'],
  ])('"%s" → %s by %s', (question, metric, groupBy) => {
    expect(plan(question)).toMatchObject({ metric, groupBy });
  });

  it('reads ranking, filters and comparisons', () => {
    expect(plan('top 5 Seafood products in 2025')).toMatchObject({
      groupBy: 'product',
      rank: { order: 'desc', limit: 5 },
      filters: [{ dimension: 'category', value: 'Seafood' }],
      period: { from: '2025-01-01', to: '2025-12-31' },
    });
    expect(plan('how did we do last month compared to the month before?')).toMatchObject({
      metric: 'revenue',
      period: { from: '2026-10-01', to: '2026-10-31' },
      compare: { kind: 'previous_period', period: { from: '2026-09-01', to: '2026-09-30' } },
    });
    expect(plan('which customers bought less this quarter than last quarter?')).toMatchObject({
      groupBy: 'customer',
      change: 'shrank',
      compare: { period: { from: '2026-07-01', to: '2026-08-21' } },
    });
  });

  it('changes one part of the previous plan in a follow-up', () => {
    const first = parse('Revenue by brand last quarter');
    expect(plan('and the quarter before?', first)).toMatchObject({
      groupBy: 'brand',
      period: { from: '2026-04-01', to: '2026-06-30' },
    });
    expect(plan('only Enterprise', first)).toMatchObject({
      groupBy: 'brand',
      filters: [{ dimension: 'segment', value: 'Enterprise' }],
    });
    expect(plan('by category instead', first)).toMatchObject({ groupBy: 'category', metric: 'revenue' });
    expect(plan('what about units?', first)).toMatchObject({ metric: 'units', groupBy: 'brand' });
  });

  it('asks back when two readings are equally likely, and takes the reply', () => {
    const asked = parse('show me the top 5 last month');
    expect(asked).toMatchObject({ kind: 'clarify', question: 'Top customers or top products?' });
    expect(plan('products', asked)).toMatchObject({ groupBy: 'product', rank: { limit: 5 } });
    expect(parse('how many sales last month')).toMatchObject({ kind: 'clarify' });
    expect(parse('Paris revenue last month')).toMatchObject({
      kind: 'clarify',
      question: '“Paris” is both a city and a brand. Which did you mean?',
    });
  });

  it('reads actions and references', () => {
    const onCustomer = (action: string, by: string) => ({ kind: 'customer', action, customer: { by } });
    expect(parse('what should I pitch to my biggest account?')).toMatchObject(onCustomer('pitch', 'biggest'));
    expect(parse('draft a short email to win back a customer who stopped buying')).toMatchObject({
      ...onCustomer('draft_email', 'at_risk'),
      winBack: true,
    });
    expect(parse('remind me to call Maria next week')).toEqual({ kind: 'remind' });
    expect(parse('what should I pitch to them?')).toEqual({ kind: 'no_reference' });
    const them = understand(
      'what should I pitch to them?',
      [
        { role: 'user', content: 'Who is our biggest customer?' },
        {
          role: 'assistant',
          content: '| 1 | [Ann \\- Lee](/sales-assistant/customers/00000000-0000-4000-8000-000000000001) |',
        },
      ],
      TODAY,
      NAMES,
    );
    expect(them).toMatchObject({
      customer: { by: 'id', id: '00000000-0000-4000-8000-000000000001', name: 'Ann - Lee' },
    });
  });

  it('says what it cannot answer instead of dropping it', () => {
    expect(parse('margin last quarter')).toMatchObject({ kind: 'unavailable' });
    expect(parse('only wholesale', parse('revenue last month'))).toMatchObject({
      kind: 'not_understood',
      words: ['wholesale'],
      names: true,
    });
  });
});

describe('the planner', () => {
  const args = { metric: 'revenue', from: '2026-10-01', to: '2026-10-31' };

  it.each([
    ['2026-10-01', '2026-10-31', '2026-09-01', '2026-09-30'], // a month
    ['2026-11-01', '2026-11-21', '2026-10-01', '2026-10-21'], // a month to date
    ['2026-10-23', '2026-11-21', '2026-09-23', '2026-10-22'], // 30 days
  ])('compares %s to %s with the period before: %s to %s', (from, to, beforeFrom, beforeTo) => {
    expect(previousPeriod({ from, to, label: '' })).toMatchObject({ from: beforeFrom, to: beforeTo });
  });

  it('compares with the same days a year earlier, from a leap month too', () => {
    const leapMonth = { from: '2024-02-01', to: '2024-02-29', label: '' };
    expect(sameLastYear(leapMonth)).toMatchObject({ from: '2023-02-01', to: '2023-02-28' });
  });

  it('says in one line what it computes', () => {
    expect(
      describePlan(
        planFromArgs({
          ...args,
          group_by: 'brand',
          compare: 'previous_year',
          filters: [{ dimension: 'segment', value: 'Enterprise' }],
        }),
      ),
    ).toBe(
      '**Revenue by brand** · October 2026 (2026-10-01 to 2026-10-31) · segment: Enterprise · compared with the same period last year, October 2025 (2025-10-01 to 2025-10-31)',
    );
  });

  it('writes parameterised SQL and refuses what it cannot compute', () => {
    const sql = planSql(
      planFromArgs({
        ...args,
        group_by: 'customer',
        order: 'desc',
        limit: 3,
        filters: [{ dimension: 'brand', value: 'Tokyo Traders' }],
      }),
      'org',
    );
    expect(sql.rows?.values).toEqual(['org', '2026-10-01', '2026-10-31', 'tokyo traders', 3]);
    expect(sql.rows?.text).toContain('lower(p.brand) = $4');
    expect(sql.rows?.text).toContain('order by value desc, label, key limit $5');
    expect(() => planSql(planFromArgs({ ...args, metric: 'margin' }), 'org')).toThrow(PlanError);
    expect(() =>
      planSql(planFromArgs({ ...args, metric: 'customer_count', group_by: 'brand' }), 'org'),
    ).toThrow('Customers on your list can be counted by segment, city or company.');
    expect(() => planFromArgs({ ...args, metric: 'profit' })).toThrow(/metric must be one of/);
  });
});

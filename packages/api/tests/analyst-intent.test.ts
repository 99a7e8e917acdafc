// The built-in analyst's intent recogniser and period resolver: pure functions, judged from a fixed today.
import { continueEarlierQuestion } from '../src/ai/analyst/follow-up.js';
import { recogniseIntent } from '../src/ai/analyst/recognise-intent.js';
import { resolvePeriod } from '../src/ai/analyst/resolve-period.js';

const TODAY = '2026-11-21';
const intent = (question: string) => recogniseIntent(question, TODAY);
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

describe('recogniseIntent', () => {
  it.each([
    ['Who were our top customers by revenue last quarter?', 'top_customers'],
    ['biggest clients this year', 'top_customers'],
    ['Who spent the most in 2025?', 'top_customers'],
    ['Which customers stopped ordering?', 'at_risk_customers'],
    ["Customers who haven't ordered in a while", 'at_risk_customers'],
    ['show churn risk', 'at_risk_customers'],
    ['What were our best sellers last month?', 'best_sellers'],
    ['top selling products', 'best_sellers'],
    ['Which products sold the most units?', 'best_sellers'],
    ['slowest-moving products', 'slow_movers'],
    ['What is not selling?', 'slow_movers'],
    ['Revenue by brand last quarter', 'revenue_by'],
    ['sales per category', 'revenue_by'],
    ['monthly revenue', 'revenue_by'],
    ['What was our total revenue in October?', 'total_revenue'],
    ['How much did we sell last week?', 'total_revenue'],
    ['How many customers do we have?', 'customer_count'],
    ['new customers this year', 'customer_count'],
    ['Which products are below 5 units?', 'low_stock'],
    ['What is running low in stock?', 'low_stock'],
    ['What is out of stock?', 'low_stock'],
    ['What offers are running?', 'current_offers'],
    ['any promotions?', 'current_offers'],
    ['help', 'help'],
    ['What can you do?', 'help'],
    ['What is the weather in Paris?', 'unknown'],
    ['', 'unknown'],
    ['asdf qwerty', 'unknown'],
  ])('"%s" → %s', (question, kind) => {
    expect(intent(question).kind).toBe(kind);
  });

  it('fills the period, limit and metric slots', () => {
    expect(intent('Top 5 customers by revenue in October 2026')).toEqual({
      kind: 'top_customers',
      limit: 5,
      period: { from: '2026-10-01', to: '2026-10-31', label: 'October 2026' },
    });
    expect(intent('top three customers')).toMatchObject({
      limit: 3,
      period: { label: 'the last 12 months' },
    });
    expect(intent('Best-selling products by units in 2025')).toMatchObject({
      kind: 'best_sellers',
      metric: 'quantity',
    });
    expect(intent('best sellers')).toMatchObject({ metric: 'revenue', limit: 10 });
    expect(intent('top 500 products')).toMatchObject({ limit: 50 });
    expect(intent('Revenue by category in 2025')).toMatchObject({
      dimension: 'category',
      period: { from: '2025-01-01' },
    });
    expect(intent('sales by month')).toMatchObject({ dimension: 'month' });
    expect(intent('stock below 25')).toEqual({ kind: 'low_stock', below: 25, outOfStock: false });
    expect(intent('low stock')).toEqual({ kind: 'low_stock', below: 10, outOfStock: false });
    expect(intent('How many new customers since March?')).toMatchObject({
      newOnly: true,
      period: { from: '2026-03-01' },
    });
  });

  it.each([
    ['What should I offer Maria Anders?', 'recommend', 'Maria Anders'],
    ['what can we sell to the customer Thomas Hardy next', 'recommend', 'Thomas Hardy'],
    ['Recommendations for ana trujillo', 'recommend', 'ana trujillo'],
    ['Show me the last orders of Thomas Hardy', 'last_orders', 'Thomas Hardy'],
    ['What did Liam Dubois order last?', 'last_orders', 'Liam Dubois'],
    ["Maria Anders's last orders", 'last_orders', 'Maria Anders'],
    ['order history for "Around the Horn"', 'last_orders', 'Around the Horn'],
    ['Tell me about Maria Anders', 'customer_summary', 'Maria Anders'],
    ['How is Nils Kowalski doing?', 'customer_summary', 'Nils Kowalski'],
    ['who is <b>x</b>', 'customer_summary', '<b>x</b>'],
  ])('"%s" → %s for %s', (question, kind, customer) => {
    expect(intent(question)).toEqual({ kind, customer });
  });

  it('does not mistake general questions for a customer', () => {
    expect(intent('What offer is active?').kind).toBe('current_offers');
    expect(intent('What did we sell last month?').kind).toBe('total_revenue');
    expect(intent('Tell me about our best sellers').kind).toBe('best_sellers');
  });
});

describe('continueEarlierQuestion', () => {
  const asked = [
    { role: 'user' as const, content: 'What should I offer Tara?' },
    {
      role: 'assistant' as const,
      content: '2 customers match “Tara”. Which one did you mean?\n\n- [Tara Evans](…)',
    },
  ];
  const follow = (question: string, history = asked) =>
    continueEarlierQuestion(recogniseIntent(question, TODAY), question, history, TODAY);

  it('answers the earlier question about the customer named in the reply', () => {
    expect(follow('Tara Evans')).toEqual({ kind: 'recommend', customer: 'Tara Evans' });
  });

  it('leaves new questions and unrelated replies alone', () => {
    expect(follow('best sellers').kind).toBe('best_sellers');
    expect(follow('Tara Evans', [])).toEqual({ kind: 'unknown' });
    expect(follow('Tara Evans', [asked[0]!, { role: 'assistant', content: 'Revenue: $5.00' }])).toEqual({
      kind: 'unknown',
    });
  });
});

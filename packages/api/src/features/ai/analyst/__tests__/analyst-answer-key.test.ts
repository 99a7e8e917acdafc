// The built-in analyst against its answer key: 30 fixed sales questions over Northwind's seed, each checked with
// the key's own SQL. PGlite only (the tools' SQL runs on both backends in ai-tools.test.ts).
import { askBuiltinAnalyst } from '../ask-analyst.js';
import { ANSWER_KEY, scoreAnswerKey, type AnswerKeyResult } from '../answer-key.js';
import { databaseSuite, openPgliteDb } from '../../../../../tests/support/databases.js';
import { claimsOf, USER } from '../../../../../tests/support/seed.js';

// The day the seed's history ends after (its customer statistics and "last quarter" are judged from it).
const TODAY = '2026-11-21';

describe('built-in analyst answer key', () => {
  const db = databaseSuite(openPgliteDb);
  let score: AnswerKeyResult;
  beforeAll(async () => {
    score = await scoreAnswerKey(
      (question) => askBuiltinAnalyst(db, claimsOf(USER.sam), question, { today: TODAY }),
      db,
      TODAY,
    );
  }, 240_000);

  it('has exactly 30 distinct questions', () => {
    expect(ANSWER_KEY).toHaveLength(30);
    expect(new Set(ANSWER_KEY.map((entry) => entry.question)).size).toBe(30);
  });

  it('answers at least 90% of them correctly', () => {
    const failures = score.results.filter((result) => !result.ok);
    if (failures.length) console.log(failures.map((f) => `✗ ${f.question}: ${f.reason}`).join('\n'));
    expect(score.total).toBe(30);
    expect(score.correct / score.total).toBeGreaterThanOrEqual(0.9);
  });

  it('answers a Fresh Start member from their own (empty) data only', async () => {
    const ask = (question: string) => askBuiltinAnalyst(db, claimsOf(USER.fresh), question, { today: TODAY });
    const maria = await ask('Tell me about Maria Anders');
    expect(maria.text).toContain('I could not find a customer matching “Maria Anders”.');
    expect(maria.citations).toEqual([]);
    const top = await ask('Who were our top customers by revenue last quarter?');
    expect(top.text).toContain('There were no sales in last quarter (Q3 2026).');
    const stock = await ask('What is out of stock?');
    expect(stock.text).toContain('No product is out of stock.');
  });

  it('recommends products to a named customer, citing the customer and the products', async () => {
    const run = await askBuiltinAnalyst(db, claimsOf(USER.sam), 'What should I offer Liam Dubois?', {
      today: TODAY,
    });
    expect(run.tools).toEqual(['find_names', 'search_customers', 'recommend_products']);
    expect(run.text).toContain('What to offer [Liam Dubois](/sales-assistant/customers/');
    expect(run.text).toMatch(/\| Product \| Price \| Offer \| On hand \| Why \|/);
    expect(run.citations[0]).toMatchObject({ type: 'customer', label: 'Liam Dubois' });
    expect(run.citations.filter((citation) => citation.type === 'product').length).toBeGreaterThan(0);
  });

  it('fails the check of a wrong answer', async () => {
    const wrong = await scoreAnswerKey(() => Promise.resolve({ text: 'No idea.', citations: [] }), db, TODAY);
    expect(wrong.correct).toBe(0);
    expect(wrong.results[0]?.reason).toMatch(/expected .* cited first/);
  });
});

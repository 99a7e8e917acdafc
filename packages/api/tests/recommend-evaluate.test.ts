// Leave-last-out hit rate at 10 on the seeded Northwind history: the recommender must beat both baselines.
import { openPgliteDb, type OpenedDb } from './support/databases.js';
import { claimsOf, USER } from './support/seed.js';
import { evaluateRecommender } from '../src/features/recommend/evaluate.js';
import { withOutboundWorkspace } from '../src/workspace/with-workspace.js';

describe('recommender evaluation on the seeded Northwind history', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await openPgliteDb();
  }, 60_000);
  afterAll(() => opened?.close());

  it('beats the popularity and the pure re-order baselines at hit rate at 10', async () => {
    const rates = await withOutboundWorkspace(opened.db, claimsOf(USER.sam), evaluateRecommender);
    expect(rates.customers).toBeGreaterThan(100);
    expect(rates.heldOutLines).toBeGreaterThan(rates.customers);
    expect(rates.recommender).toBeGreaterThan(rates.popularity);
    expect(rates.recommender).toBeGreaterThan(rates.reorder);
  });
});

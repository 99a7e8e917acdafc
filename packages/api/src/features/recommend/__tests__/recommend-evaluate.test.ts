// Leave-last-out hit rate at 10 on the seeded Northwind history: the recommender must beat both baselines.
import { databaseSuite, openPgliteDb } from '../../../../tests/support/databases.js';
import { claimsOf, USER } from '../../../../tests/support/seed.js';
import { evaluateRecommender } from '../evaluate.js';
import { withOutboundWorkspace } from '../../../workspace/with-workspace.js';

describe('recommender evaluation on the seeded Northwind history', () => {
  const db = databaseSuite(openPgliteDb);

  it('beats the popularity and the pure re-order baselines at hit rate at 10', async () => {
    const rates = await withOutboundWorkspace(db, claimsOf(USER.sam), evaluateRecommender);
    expect(rates.customers).toBeGreaterThan(100);
    expect(rates.heldOutLines).toBeGreaterThan(rates.customers);
    expect(rates.recommender).toBeGreaterThan(rates.popularity);
    expect(rates.recommender).toBeGreaterThan(rates.reorder);
  });
});

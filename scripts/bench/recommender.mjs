// Rows "Recommender hit rate at 10": leave-last-out on the seeded Northwind history (every customer with at least
// 3 orders has their last order held out), the recommender side by side with a popularity and a pure re-order
// baseline, plus the median time of one customer's recommendation as the API route computes it. Runs the built
// @aide/api on its own in-memory seeded database, as Sam (row-level security on).
import { createPgliteDb, evaluateRecommender, recommendProducts, withOutboundWorkspace } from '@aide/api';
import { DEMO as SEED, openDatabase } from '@aide/supabase-emulator';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** @returns {Promise<{ customers: number, heldOutLines: number, hitAt10: { recommender: number, popularity: number, reorder: number }, recommendMs: number }>} */
export async function measureRecommender() {
  const pglite = await openDatabase();
  try {
    const db = createPgliteDb(pglite);
    const sam = SEED.users.sam;
    const claims = { sub: sam.id, email: sam.email, role: 'authenticated', aud: 'authenticated' };
    const rates = await withOutboundWorkspace(db, claims, evaluateRecommender);

    const { rows } = await db.query(
      `select distinct customer_id from public.aide_sales_transactions
        where organization_id = $1 and customer_id is not null order by customer_id`,
      [SEED.organizations.northwind],
    );
    const durations = [];
    for (const { customer_id: customerId } of rows) {
      const started = performance.now();
      await withOutboundWorkspace(db, claims, (tx, workspace) =>
        recommendProducts(tx, workspace, { customerId }),
      );
      durations.push(performance.now() - started);
    }
    return {
      customers: rates.customers,
      heldOutLines: rates.heldOutLines,
      hitAt10: { recommender: rates.recommender, popularity: rates.popularity, reorder: rates.reorder },
      recommendMs: Math.round(median(durations) * 10) / 10,
    };
  } finally {
    await pglite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureRecommender());

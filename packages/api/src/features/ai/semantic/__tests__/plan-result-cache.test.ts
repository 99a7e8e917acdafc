// Ask AI's figures kept per organization and data version: the same plan asked again is answered without
// reading the sales lines, and a new sales line is in the next answer at once.
import type { Queryable } from '../../../../db/db.js';
import { withOutboundWorkspace } from '../../../../workspace/with-workspace.js';
import { databaseSuite, openPgliteDb } from '../../../../../tests/support/databases.js';
import { claimsOf, ORG, USER } from '../../../../../tests/support/seed.js';
import { createPlanResultCache } from '../plan-result-cache.js';
import type { QueryPlan } from '../query-plan.js';

const REVENUE: QueryPlan = {
  metric: 'revenue',
  groupBy: null,
  period: { from: '2000-01-01', to: '2099-12-31', label: 'all time' },
  compare: null,
  change: null,
  filters: [],
  rank: null,
};

/** The transaction, counting the statements that read sales lines. */
function counting(tx: Queryable) {
  const reads = { lines: 0 };
  const counted: Queryable = {
    query: (sql, params) => {
      if (sql.includes('aide_sales_transactions')) reads.lines += 1;
      return tx.query(sql, params);
    },
  };
  return { counted, reads };
}

describe('createPlanResultCache', () => {
  const db = databaseSuite(openPgliteDb);
  const sam = claimsOf(USER.sam);

  const ask = (cache: ReturnType<typeof createPlanResultCache>) =>
    withOutboundWorkspace(db, sam, async (tx, ws) => {
      const { counted, reads } = counting(tx);
      const { result } = await cache(counted, ws.organizationId, REVENUE);
      return { value: Number(result.totals.value), linesRead: reads.lines };
    });

  it('answers the same plan again from what it kept, and reads again after a write', async () => {
    const cache = createPlanResultCache();
    const first = await ask(cache);
    expect(first.linesRead).toBeGreaterThan(0);
    const again = await ask(cache);
    expect(again).toEqual({ value: first.value, linesRead: 0 });

    await db.query(
      `insert into public.aide_sales_transactions (organization_id, customer_name, sku, quantity, unit_price, sold_at)
       values ($1, 'Cache Test Buyer', 'CACHE-1', 2, 50, '2026-11-01')`,
      [ORG.northwind],
    );
    const after = await ask(cache);
    expect(after.linesRead).toBeGreaterThan(0);
    expect(after.value).toBeCloseTo(first.value + 100, 2);
  });

  it('keeps organizations apart', async () => {
    const cache = createPlanResultCache();
    const northwind = await ask(cache);
    const fresh = await withOutboundWorkspace(db, claimsOf(USER.fresh), async (tx, ws) =>
      cache(tx, ws.organizationId, REVENUE),
    );
    expect(Number(fresh.result.totals.value ?? 0)).not.toBe(northwind.value);
  });
});

// customers_search at 100,000 customers on PGlite: combined filters return exactly the expected customers,
// and the query time is printed (no assertion on time: shared CI machines vary).
import { searchCustomers, type CustomersSearchQuery } from '../search-customers.js';
import { addDays } from '../../dashboard/dashboard-period.js';
import { withOutboundWorkspace } from '../../../workspace/with-workspace.js';
import { todayUtc } from '../../../workspace/today.js';
import { databaseSuite, openPgliteDb } from '../../../../tests/support/databases.js';
import { claimsOf, ORG, USER } from '../../../../tests/support/seed.js';

const COUNT = 100_000;
const SEGMENTS = ['Enterprise', 'Mid-market', 'Small business'];
const today = todayUtc();

// The same rules in JS as the generate_series below, so the expected answer is computed independently.
const customerNo = (i: number) => ({
  name: `Customer ${String(i).padStart(6, '0')}`,
  company: i % 10 === 3 ? 'Harbor Foods' : `Company ${i % 10}`,
  segment: SEGMENTS[i % 3]!,
  daysSinceOrder: i % 5 === 0 ? null : i % 200,
  orderCount: i % 5 === 0 ? 0 : 1 + (i % 7),
  revenue: i % 1000,
});

describe('customers_search at 100,000 customers (PGlite)', () => {
  const db = databaseSuite(openPgliteDb);
  beforeAll(async () => {
    const started = Date.now();
    await db.query(
      `insert into public.aide_client_customers
         (organization_id, name, email, company, segment, last_order_on, order_count, revenue_12m,
          lifetime_revenue, average_gap_days)
       select $1, 'Customer ' || lpad(i::text, 6, '0'), 'c' || i || '@scale.test',
              case when i % 10 = 3 then 'Harbor Foods' else 'Company ' || (i % 10) end,
              (array['Enterprise', 'Mid-market', 'Small business'])[1 + i % 3],
              case when i % 5 = 0 then null else $2::date - (i % 200) end,
              case when i % 5 = 0 then 0 else 1 + i % 7 end, i % 1000, i % 1000, 10
         from generate_series(1, ${COUNT}) as i`,
      [ORG.freshStart, today],
    );
    await db.query('analyze public.aide_client_customers');
    console.log(`inserted ${COUNT} customers in ${Date.now() - started} ms`);
  }, 300_000);

  const search = async (query: CustomersSearchQuery) => {
    const started = performance.now();
    const result = await withOutboundWorkspace(db, claimsOf(USER.fresh), (tx, ws) =>
      searchCustomers(tx, ws, query),
    );
    console.log(`customers_search ${JSON.stringify(query)}: ${Math.round(performance.now() - started)} ms`);
    return result;
  };

  const expected = (keep: (c: ReturnType<typeof customerNo>) => boolean) =>
    Array.from({ length: COUNT }, (_, index) => customerNo(index + 1)).filter(keep);

  it('combines search, segment, last order, at risk and a sort', async () => {
    const query: CustomersSearchQuery = {
      search: 'harbor',
      segment: 'Enterprise',
      last_order: 'over_90d',
      at_risk: true,
      sort: '-revenue_12m',
      page_size: 100,
    };
    const want = expected(
      (c) =>
        c.company === 'Harbor Foods' &&
        c.segment === 'Enterprise' &&
        c.daysSinceOrder !== null &&
        c.daysSinceOrder > 90 &&
        c.orderCount >= 3,
    );
    const result = await search(query);
    expect(want.length).toBeGreaterThan(1000);
    // A search counts its matches up to 1,000 and then says so.
    expect(result).toMatchObject({ total: 1000, total_capped: true });
    expect(result.items).toHaveLength(100);
    expect(result.items.every((item) => item.at_risk)).toBe(true);
    const revenues = result.items.map((item) => item.revenue_12m);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(revenues[0]).toBe(Math.max(...want.map((c) => c.revenue)));
  }, 60_000);

  it('pages through customers who never ordered, by name', async () => {
    const want = expected((c) => c.daysSinceOrder === null).map((c) => c.name);
    const result = await search({ last_order: 'never', page: 3, page_size: 50 });
    expect(result.total).toBe(want.length);
    expect(result.items.map((item) => item.name)).toEqual(want.slice(100, 150));
  }, 60_000);

  it('filters recent buyers of a segment, newest order first', async () => {
    const want = expected(
      (c) => c.segment === 'Mid-market' && c.daysSinceOrder !== null && c.daysSinceOrder <= 30,
    );
    const result = await search({ segment: 'Mid-market', last_order: '30d', sort: '-last_order_on' });
    expect(result.total).toBe(want.length);
    const newest = Math.min(...want.map((c) => c.daysSinceOrder!));
    expect(result.items[0]).toMatchObject({ last_order_on: addDays(today, -newest) });
    expect(result.items.map((item) => item.segment)).toEqual(Array(20).fill('Mid-market'));
  }, 60_000);
});

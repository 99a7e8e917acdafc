// Customer search plans on both databases: a selective term reads through the trigram index; a term estimated
// to match up to 20,000 customers never walks the name index past a bounded first stretch (withSearchPlan,
// searchPage), and whichever way a page is found it is the page a scan would give.
import { CUSTOMER_SEARCH_TEXT } from '../customer-search-text.js';
import { listCustomers } from '../list-customers.js';
import { searchCustomers } from '../search-customers.js';
import type { Queryable } from '../../../db/db.js';
import { searchPattern, withSearchPlan } from '../../../workspace/paging.js';
import { databaseBackends, databaseSuite } from '../../../../tests/support/databases.js';
import { ORG } from '../../../../tests/support/seed.js';

const COUNT = 20_000;
const FIRST_NAMES = ['Amara', 'Diego', 'Hannah', 'Kenji', 'Olivia'];

/** The plan of a page query as listCustomers builds it, run under withSearchPlan as the route does. */
async function pagePlan(tx: Queryable, term: string): Promise<string> {
  const where = `organization_id = $1 and ${CUSTOMER_SEARCH_TEXT('aide_client_customers')} ilike $2`;
  const params = [ORG.freshStart, searchPattern(term)];
  return withSearchPlan(tx, `public.aide_client_customers where ${where}`, params, async () => {
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `explain select id from public.aide_client_customers where ${where}
        order by lower(name) asc nulls last, id asc limit 20`,
      params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each(databaseBackends)('customer search at %s', (_name, open) => {
  const db = databaseSuite(open);
  beforeAll(async () => {
    // Names cluster by first name in name order, as in a real list: "olivia" matches only the last fifth.
    await db.query(
      `insert into public.aide_client_customers (organization_id, name, email, company)
       select $1, ($2::text[])[1 + i / ${COUNT / FIRST_NAMES.length}] || ' Customer ' || i,
              'c' || i || '@plan.test', 'Company ' || (i % 50)
         from generate_series(0, ${COUNT - 1}) as i`,
      [ORG.freshStart, FIRST_NAMES],
    );
    await db.query('analyze public.aide_client_customers');
  }, 120_000);

  it('reads a rare term through the trigram index', async () => {
    const plan = await db.transaction((tx) => pagePlan(tx, 'c1234@'));
    expect(plan).toContain('aide_client_customers_search_idx');
  });

  it('does not walk the name index past most customers for a term that matches late in name order', async () => {
    const plan = await db.transaction((tx) => pagePlan(tx, 'olivia'));
    expect(plan).not.toContain('aide_client_customers_name_idx');
  });

  it('finds, orders and counts the matches like a scan would', async () => {
    const result = await db.transaction((tx) =>
      listCustomers(tx, { organizationId: ORG.freshStart } as Parameters<typeof listCustomers>[1], {
        search: 'olivia',
        page_size: 5,
      }),
    );
    expect(result).toMatchObject({ total: 1000, total_capped: true });
    const { rows } = await db.query<{ name: string }>(
      `select name from public.aide_client_customers where organization_id = $1 and name ilike '%olivia%'
        order by lower(name), id limit 5`,
      [ORG.freshStart],
    );
    expect(result.items.map((item) => item.name)).toEqual(rows.map((row) => row.name));
  });

  // "company 1" (companies 1 and 10–19) is spread evenly over the name order: its pages are found among the
  // first rows of the name index, the rest of its matches are never read.
  it.each([1, 2, 3])('finds page %i of a term spread over the name order like a scan would', async (page) => {
    const workspace = { organizationId: ORG.freshStart } as Parameters<typeof listCustomers>[1];
    const listed = await db.transaction((tx) =>
      listCustomers(tx, workspace, { search: 'company 1', page, page_size: 25 }),
    );
    const searched = await db.transaction((tx) =>
      searchCustomers(tx, workspace, { search: 'company 1', page, page_size: 25 }),
    );
    const { rows } = await db.query<{ id: string }>(
      `select id from public.aide_client_customers
        where organization_id = $1 and ${CUSTOMER_SEARCH_TEXT('aide_client_customers')} ilike '%company 1%'
        order by lower(name), id limit 25 offset $2`,
      [ORG.freshStart, (page - 1) * 25],
    );
    for (const result of [listed, searched]) {
      expect(result).toMatchObject({ total: 1000, total_capped: true });
      expect(result.items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
    }
  });

  it('counts a search exactly up to 1,000 matches', async () => {
    const result = await db.transaction((tx) =>
      listCustomers(tx, { organizationId: ORG.freshStart } as Parameters<typeof listCustomers>[1], {
        search: 'company 7',
      }),
    );
    expect(result).toMatchObject({ total: 400, total_capped: false });
  });
});

// Row-level security of the outbound workspace tables and helpers, on both backends, as the browser (supabase-js)
// or the API would reach them: role authenticated with the caller's claims.
import { asUser } from '../as-user.js';
import { databaseBackends, databaseSuite } from '../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { claimsOf, ORG, USER } from '../../../tests/support/seed.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

describe.each(databaseBackends)('outbound workspace security on %s', (_name, open) => {
  const db = databaseSuite(open);

  const count = (user: keyof typeof USER, sql: string, params: unknown[] = []) =>
    asUser(db, claimsOf(USER[user]), async (tx) => (await tx.query<{ n: number }>(sql, params)).rows[0]?.n);

  it('shows offers and imports to members of their organization only', async () => {
    expect(await count('sam', 'select count(*)::int as n from aide_offers')).toBeGreaterThanOrEqual(4);
    expect(await count('sam', 'select count(*)::int as n from aide_imports')).toBeGreaterThanOrEqual(3);
    expect(await count('fresh', 'select count(*)::int as n from aide_offers')).toBe(0);
    expect(await count('fresh', 'select count(*)::int as n from aide_imports')).toBe(0);
  });

  it.each(['aide_client_customers', 'aide_inventory_items', 'aide_sales_transactions', 'aide_offers'])(
    'keeps Fresh Start Co empty in the seed: %s',
    async (table) => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where organization_id = $1`,
        [ORG.freshStart],
      );
      expect(rows[0]?.n).toBe(0);
    },
  );

  it('answers the search helpers only for the caller’s own organization', async () => {
    const search = (user: keyof typeof USER, org: string) =>
      count(user, `select count(*)::int as n from aide_private.search_customer_ids($1, '%maria%')`, [org]);
    expect(await search('sam', ORG.northwind)).toBe(1);
    expect(await search('fresh', ORG.northwind)).toBe(0);
    expect(await search('stranger', ORG.northwind)).toBe(0);
    expect(
      await count('fresh', `select count(*)::int as n from aide_private.search_product_ids($1, '%')`, [
        ORG.northwind,
      ]),
    ).toBe(0);
  });

  it('lets a member rename their own organization, and nothing more', async () => {
    const rename = (user: keyof typeof USER, org: string, name: string) =>
      asUser(
        db,
        claimsOf(USER[user]),
        async (tx) =>
          (await tx.query('update aide_organizations set name = $2 where id = $1 returning id', [org, name]))
            .rows.length,
      );
    expect(await rename('fresh', ORG.northwind, 'Taken over')).toBe(0);
    expect(await rename('fresh', ORG.freshStart, 'Fresh Start Company')).toBe(1);
    await expect(rename('fresh', ORG.freshStart, '  ')).rejects.toThrow(/aide_organizations_name_not_blank/);
    await expect(
      asUser(db, claimsOf(USER.fresh), (tx) =>
        tx.query(`update aide_organizations set aide_plan = 'inbound' where id = $1`, [ORG.freshStart]),
      ),
    ).rejects.toThrow(/permission denied/);
    const { rows } = await db.query<{ name: string; aide_plan: string }>(
      'select name, aide_plan from aide_organizations where id = $1',
      [ORG.freshStart],
    );
    expect(rows[0]).toEqual({ name: 'Fresh Start Company', aide_plan: 'outbound' });
  });

  it('computes the same content key for the seeded lines as an upload would', async () => {
    const { rows } = await db.query<{ same: boolean }>(
      `select line_key = aide_private.sales_line_key(customer_name, customer_email, sku, quantity, unit_price, sold_at,
                                                     order_ref, 1) as same
         from aide_sales_transactions where id = '70000000-0000-4000-8000-000000000001'`,
    );
    expect(rows).toEqual([{ same: true }]);
  });
});

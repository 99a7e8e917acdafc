// Ask AI's name index is read again when a name can have changed (customers or products added, removed or
// renamed) and only then: a sales upload, an offer or the statistics job leave it as it was (migration
// 20261129000200), on both databases.
import { asUser } from '../../../../db/as-user.js';
import type { Queryable } from '../../../../db/db.js';
import { databaseBackends, databaseSuite } from '../../../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../../tests/support/postgres.js';
import { claimsOf, ORG, USER } from '../../../../../tests/support/seed.js';
import { createEntityCache } from '../entity-cache.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

describe.each(databaseBackends)('the name index cache on %s', (_name, open) => {
  const db = databaseSuite(open);
  const sam = claimsOf(USER.sam);

  /** A cache whose loads are counted: `reads()` is how many times the names were read from the database. */
  function countingCache() {
    const cache = createEntityCache();
    let loads = 0;
    const counted = (tx: Queryable) =>
      cache(
        {
          query: (sql, params) => {
            if (sql.includes("'customer' as kind")) loads += 1;
            return tx.query(sql, params);
          },
        },
        ORG.northwind,
      );
    return {
      names: () => asUser(db, sam, (tx) => counted(tx)),
      reads: () => loads,
    };
  }

  it('keeps the names across sales, offers and statistics, and reads them again after a rename', async () => {
    const { names, reads } = countingCache();
    await names();
    expect(reads()).toBe(1);

    const { rows } = await db.query<{ id: string; name: string }>(
      `select id, name from public.aide_client_customers where organization_id = $1 order by name limit 1`,
      [ORG.northwind],
    );
    const customer = rows[0]!;
    await db.query(
      `insert into public.aide_sales_transactions (organization_id, customer_id, customer_name, sku, quantity,
         unit_price, sold_at) values ($1, $2, $3, 'NAMES-TEST', 1, 10, current_date)`,
      [ORG.northwind, customer.id, customer.name],
    );
    await db.query(
      `insert into public.aide_offers (organization_id, title, target_type, target_value, discount_percent,
         starts_on, ends_on) values ($1, 'Names test', 'brand', 'Acme', 5, current_date, current_date + 7)`,
      [ORG.northwind],
    );
    await db.query(
      `update public.aide_client_customers set revenue_12m = revenue_12m + 1 where organization_id = $1`,
      [ORG.northwind],
    );
    await names();
    expect(reads()).toBe(1);

    await db.query(`update public.aide_client_customers set name = 'Zebra Renamed Co' where id = $1`, [
      customer.id,
    ]);
    expect((await names()).has('customer', customer.id)).toBe(true);
    expect(reads()).toBe(2);
  });

  it('reads them again after a product changes brand, and after a customer is added or removed', async () => {
    const { names, reads } = countingCache();
    await names();
    await db.query(
      `update public.aide_inventory_items set brand = 'Brand Renamed' where id = (
         select id from public.aide_inventory_items where organization_id = $1 order by sku limit 1)`,
      [ORG.northwind],
    );
    expect((await names()).dimensions.brands).toContain('Brand Renamed');
    expect(reads()).toBe(2);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.aide_client_customers (organization_id, name, email)
       values ($1, 'Names Added Ltd', 'buyer@names-added.test') returning id`,
      [ORG.northwind],
    );
    await names();
    expect(reads()).toBe(3);
    await db.query('delete from public.aide_client_customers where id = $1', [rows[0]!.id]);
    expect((await names()).has('customer', rows[0]!.id)).toBe(false);
    expect(reads()).toBe(4);
  });
});

// Customer statistics on the customer row (last order, order count, revenue, average gap): the whole
// organization's refresh (the statistics job) rewrites only customers whose figures changed, and the refresh of
// some customers (after an upload) gives them the same figures as the whole refresh.
import { databaseBackends, databaseSuite } from '../../../tests/support/databases.js';
import { ORG } from '../../../tests/support/seed.js';

const FIGURES = `select id, first_order_on::text, last_order_on::text, order_count, lifetime_revenue::text,
                        revenue_12m::text, average_gap_days::text
                   from public.aide_client_customers where organization_id = $1 order by id`;

describe.each(databaseBackends)('customer statistics on %s', (_name, open) => {
  const db = databaseSuite(open);

  it('rewrites no customer when nothing changed (the average gap is compared as it is stored)', async () => {
    await db.query('select aide_private.refresh_customer_stats($1)', [ORG.northwind]);
    const rewritten = await db.transaction(async (tx) => {
      const before = await tx.query<{ xmin: string }>(
        'select xmin::text from public.aide_client_customers where organization_id = $1 order by id',
        [ORG.northwind],
      );
      await tx.query('select aide_private.refresh_customer_stats($1)', [ORG.northwind]);
      const after = await tx.query<{ xmin: string }>(
        'select xmin::text from public.aide_client_customers where organization_id = $1 order by id',
        [ORG.northwind],
      );
      return after.rows.filter((row, i) => row.xmin !== before.rows[i]?.xmin).length;
    });
    expect(rewritten).toBe(0);
    const { rows } = await db.query<{ fractional: number }>(
      `select count(*)::int as fractional from public.aide_client_customers
        where organization_id = $1 and average_gap_days <> round(average_gap_days)`,
      [ORG.northwind],
    );
    expect(rows[0]!.fractional).toBeGreaterThan(0);
  });

  it('gives some customers the figures of the whole refresh', async () => {
    const { rows: customers } = await db.query<{ id: string }>(
      `select id from public.aide_client_customers where organization_id = $1 and order_count > 0
        order by id limit 5`,
      [ORG.northwind],
    );
    const ids = customers.map((customer) => customer.id);
    const expected = (await db.query(FIGURES, [ORG.northwind])).rows;
    await db.query(
      `update public.aide_client_customers set order_count = 0, last_order_on = null, average_gap_days = null,
              revenue_12m = 0 where id = any($1::uuid[])`,
      [ids],
    );
    await db.query('select aide_private.refresh_customer_stats_of($1, $2::uuid[])', [ORG.northwind, ids]);
    expect((await db.query(FIGURES, [ORG.northwind])).rows).toEqual(expected);
  });
});

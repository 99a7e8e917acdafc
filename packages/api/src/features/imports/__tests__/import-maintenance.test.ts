// A large customer import answers before the search index work it deferred: its rows are found at once (the
// trigram index's pending list is searched too), and once the maintenance that follows it is done the pending
// list is merged and the table analyzed. On both databases.
import { importMaintenanceDone } from '../after-import.js';
import { listCustomers } from '../../customers/list-customers.js';
import { runImport } from '../imports-route.js';
import type { Workspace } from '../../../workspace/with-workspace.js';
import { databaseBackends, databaseSuite } from '../../../../tests/support/databases.js';
import { claimsOf, ORG, USER } from '../../../../tests/support/seed.js';

const ROWS = 6000;

const rows = Array.from({ length: ROWS }, (_, i) => ({
  row: i + 2,
  name: `Bulk Customer ${i}`,
  email: `bulk-${i}@maintenance.test`,
  company: i % 10 === 7 ? 'Quokka Trading' : `Company ${i % 10}`,
}));

describe.each(databaseBackends)('after a large customer import on %s', (_name, open) => {
  const db = databaseSuite(open);

  it('finds the new customers at once, then merges the pending index entries and analyzes', async () => {
    const { rows: clock } = await db.query<{ now: string }>(`select now()::text as now`);
    const outcome = await runImport(db, claimsOf(USER.fresh), 'customers', 'bulk.csv', rows);
    expect(outcome).toMatchObject({ status: 200, body: { inserted: ROWS } });

    const search = () =>
      db.transaction((tx) =>
        listCustomers(tx, { organizationId: ORG.freshStart } as Workspace, { search: 'quokka' }),
      );
    // Searched while the merge may still be queued: a GIN scan reads the pending list as well.
    expect(await search()).toMatchObject({ total: ROWS / 10, total_capped: false });

    await importMaintenanceDone(db);
    const { rows: pending } = await db.query<{ pages: number }>(
      `select gin_clean_pending_list('public.aide_client_customers_search_idx')::int as pages`,
    );
    expect(pending[0]?.pages).toBe(0);
    const { rows: stats } = await db.query<{ analyzed: boolean }>(
      `select coalesce(last_analyze >= $1::timestamptz, false) as analyzed from pg_stat_user_tables
        where relname = 'aide_client_customers' and schemaname = 'public'`,
      [clock[0]?.now],
    );
    expect(stats[0]?.analyzed).toBe(true);
    expect(await search()).toMatchObject({ total: ROWS / 10, total_capped: false });
  }, 120_000);
});

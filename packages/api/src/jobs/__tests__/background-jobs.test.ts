// The recurring background jobs on both databases: customer statistics follow sales written by any path,
// and the ERP scan syncs due connections (recorded as "schedule" in the sync history); on the embedded
// backend a member can run the scan now.
import { QUEUE } from '../queues.js';
import { apiBackends } from '../../../tests/support/api-backends.js';
import { apiSuite } from '../../../tests/support/api-suite.js';
import { integrationsBackends } from '../../../tests/support/integrations-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { ORG, USER } from '../../../tests/support/seed.js';
import { sendJson } from '../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const until = async (what: string, check: () => Promise<boolean>) => {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

describe.each(integrationsBackends)('recurring jobs on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy']);

  it('refreshes a customer’s statistics after sales are written outside an import', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `insert into public.aide_client_customers (organization_id, name, email)
       values ($1, 'Stats Follower', 'stats@jobs.test') returning id`,
      [ORG.freshStart],
    );
    const customerId = rows[0]!.id;
    await api.db.query(
      `insert into public.aide_sales_transactions (organization_id, customer_id, sku, quantity, unit_price, sold_at, order_ref)
       values ($1, $2, 'JOB-1', 2, 10, current_date - 3, 'A'), ($1, $2, 'JOB-1', 1, 10, current_date - 1, 'B')`,
      [ORG.freshStart, customerId],
    );
    const stats = async () =>
      (
        await api.db.query<{ order_count: number; lifetime_revenue: string }>(
          'select order_count, lifetime_revenue from public.aide_client_customers where id = $1',
          [customerId],
        )
      ).rows[0]!;
    expect((await stats()).order_count).toBe(0);
    // The minute's run, now.
    await api.jobs.send(QUEUE.customerStats, {});
    await until('the statistics', async () => (await stats()).order_count === 2);
    expect(Number((await stats()).lifetime_revenue)).toBe(30);
    const due = await api.db.query(
      'select 1 from aide_private.customer_stats_due where organization_id = $1',
      [ORG.freshStart],
    );
    expect(due.rows).toHaveLength(0);
  });

  it('syncs a due ERP connection on the hourly scan and leaves a fresh one alone', async () => {
    const sandbox = api.cipher.encrypt(JSON.stringify({ provider: 'sandbox' }));
    const { rows } = await api.db.query<{ id: string; name: string }>(
      `insert into public.erp_connections (organization_id, user_id, system_type, connection_name, is_connected,
         credentials_encrypted, sync_frequency, last_sync_at)
       values ($1, $2, 'xero', 'Due daily', true, $3, 'daily', now() - interval '2 days'),
              ($1, $2, 'sage', 'Fresh weekly', true, $3, 'weekly', now() - interval '2 days')
       returning id, connection_name as name`,
      [ORG.contoso, USER.ivy.id, sandbox],
    );
    const runsOf = async (connectionId: string) =>
      (
        (
          await sendJson(
            'GET',
            `${api.apiUrl}/integrations/erp/sync-runs?connection_id=${connectionId}`,
            tokens.ivy,
          )
        ).body as { items: { trigger: string; status: string }[] }
      ).items;
    const [due, fresh] = rows;
    await api.jobs.send(QUEUE.erpSyncDue, {});
    await until('the scheduled sync', async () =>
      (await runsOf(due!.id)).some((run) => run.status === 'succeeded'),
    );
    expect(await runsOf(due!.id)).toEqual([
      expect.objectContaining({ trigger: 'schedule', status: 'succeeded' }),
    ]);
    expect(await runsOf(fresh!.id)).toEqual([]);
  });
});

describe('running a recurring job now on the embedded backend', () => {
  const [, start] = apiBackends[0]!;
  const { api, tokens } = apiSuite(start, ['ivy']);

  it('runs the ERP scan for every connected ERP when a member asks', async () => {
    const run = (job: string, body: unknown) =>
      sendJson('POST', `${api.apiUrl}/api/local/jobs/${job}`, tokens.ivy, body);
    expect(await run('erp-sync-due', { all: true })).toMatchObject({
      status: 202,
      body: { queued: 'erp-sync-due' },
    });
    expect((await run('drop-tables', {})).status).toBe(400);
    const anonymous = await fetch(`${api.apiUrl}/api/local/jobs/erp-sync-due`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});

// The end of a company's life: its data handed over (an export job writing one zip of CSVs, a manifest and its
// files) and its deletion (every row of every table with its organization_id, its files and the accounts that
// belong nowhere else, sessions ended at once); and the jobs that skip a suspended company. PGlite and
// PostgreSQL.
import { inflateRawSync } from 'node:zlib';
import type PgBoss from 'pg-boss';
import { refreshDueCustomerStats } from '../../../jobs/customer-stats-jobs.js';
import { queueDueErpSyncs } from '../../../jobs/erp-sync-jobs.js';
import { sendQueuedEmail } from '../../../jobs/outbound-email-job.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { browserClient, platformBackends, rowsLeftOf, signInOperator } from './platform-backend.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

/** The files of a zip by name (stored or deflated entries, as the export writes them). */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < bytes.readUInt16LE(end + 10); index += 1) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra;
  }
  return files;
}

interface ExportBody {
  id: string;
  status: string;
  progress: number;
  download_url: string | null;
  size_bytes: number | null;
  error: string | null;
}

describe.each(platformBackends)('a company’s end on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy', 'sam']);
  let operator = '';
  beforeAll(async () => {
    operator = await signInOperator(api);
  }, 60_000);
  const call = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(method, `${api.apiUrl}${path}`, token, body);
  const original = `${ORG.contoso}/platform-test/order.pdf`;

  it('exports every table of the organization as CSV, with a manifest and its files, into one zip', async () => {
    const admin = browserClient({ supabaseUrl: api.supabaseUrl, anonKey: api.serviceRoleKey });
    const bytes = new TextEncoder().encode('%PDF-1.4 an original');
    const upload = await admin.storage
      .from('purchase-orders')
      .upload(original, bytes, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();

    const started = await call('POST', `/platform/organizations/${ORG.contoso}/exports`, operator);
    expect(started).toMatchObject({ status: 202, body: { status: 'queued', download_url: null } });
    const path = `/platform/organizations/${ORG.contoso}/exports/${(started.body as ExportBody).id}`;
    let done: ExportBody | undefined;
    for (let attempt = 0; attempt < 150 && !done; attempt += 1) {
      const body = (await call('GET', path, operator)).body as ExportBody;
      if (body.status === 'done' || body.status === 'failed') done = body;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      error: null,
      download_url: expect.any(String),
    });
    const zip = Buffer.from(await (await fetch(done!.download_url!)).arrayBuffer());
    expect(zip.length).toBe(done!.size_bytes);
    const files = unzip(zip);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as {
      organization: { name: string };
      tables: { table: string; file: string; rows: number; columns: string[] }[];
      files: { name: string; file: string }[];
    };
    expect(manifest.organization.name).toBe('Contoso Supply');
    const tables = Object.fromEntries(manifest.tables.map((table) => [table.table, table]));
    expect(tables.aide_purchase_orders!.rows).toBeGreaterThan(100);
    expect(tables.aide_organizations!.rows).toBe(1);
    expect(tables.aide_members!.rows).toBe(1);
    // Secrets stay behind: only what members may read themselves.
    expect(tables.erp_connections!.columns).not.toContain('credentials_encrypted');
    expect(Object.keys(tables).some((table) => table.startsWith('aide_platform'))).toBe(false);
    const orders = files.get('tables/aide_purchase_orders.csv')!.toString('utf8').trim().split('\n');
    expect(orders[0]).toContain('po_number');
    expect(orders.length).toBe(tables.aide_purchase_orders!.rows + 1);
    expect(manifest.files).toEqual([expect.objectContaining({ name: original })]);
    expect(files.get(`files/purchase-orders/${original}`)!.toString()).toBe('%PDF-1.4 an original');
    // The bucket is private: nobody reads the zip without the signed link.
    const anon = await fetch(
      `${api.supabaseUrl}/storage/v1/object/platform-exports/${ORG.contoso}/${done!.id}.zip`,
      {
        headers: { apikey: api.anonKey, authorization: `Bearer ${tokens.ivy}` },
      },
    );
    expect(anon.status).toBeGreaterThanOrEqual(400);
  });

  it('deletes only after the name is confirmed: every row, file and account of the company goes, sessions end', async () => {
    // Another operator is also a Contoso member: their account is kept (it belongs to the platform).
    await api.db.query(`insert into aide_platform_operators (email) values ($1)`, [USER.stranger.email]);
    await api.db.query(
      `insert into aide_members (email, organization_id, role, user_id) values ($1, $2, 'member', $3)`,
      [USER.stranger.email, ORG.contoso, USER.stranger.id],
    );
    expect(
      await call('DELETE', `/platform/organizations/${ORG.contoso}`, operator, { confirm_name: 'Contoso' }),
    ).toMatchObject({ status: 422, body: { field: 'confirm_name' } });
    expect((await call('GET', '/accounting/purchase-orders', tokens.ivy)).status).toBe(200);

    expect(
      (
        await call('DELETE', `/platform/organizations/${ORG.contoso}`, operator, {
          confirm_name: 'Contoso Supply',
        })
      ).status,
    ).toBe(204);
    expect(await call('GET', '/accounting/purchase-orders', tokens.ivy)).toMatchObject({ status: 401 });
    const ivy = browserClient(api);
    expect((await ivy.auth.signInWithPassword(USER.ivy)).error).not.toBeNull();

    const left = await rowsLeftOf(api.db, ORG.contoso);
    expect(Object.keys(left).length).toBeGreaterThan(20);
    expect(Object.entries(left).filter(([, count]) => count > 0)).toEqual([]);
    const remaining = async (sql: string, params: unknown[]) => (await api.db.query(sql, params)).rows.length;
    expect(await remaining('select 1 from aide_organizations where id = $1', [ORG.contoso])).toBe(0);
    expect(await remaining(`select 1 from storage.objects where name like $1 || '/%'`, [ORG.contoso])).toBe(
      0,
    );
    expect(await remaining('select 1 from auth.users where id = $1', [USER.ivy.id])).toBe(0);
    expect(await remaining('select 1 from auth.users where id = $1', [USER.stranger.id])).toBe(1);
    // Nobody else lost anything, and the audit log keeps the record.
    expect((await call('GET', '/api/customers', tokens.sam)).status).toBe(200);
    const events = (await call('GET', `/platform/events?organization_id=${ORG.contoso}`, operator)).body as {
      items: { action: string; organization_name: string }[];
    };
    expect(events.items.map((event) => event.action)).toEqual([
      'organization_deleted',
      'organization_exported',
      'organization_created',
    ]);
    expect(events.items[0]!.organization_name).toBe('Contoso Supply');
    expect((await call('GET', `/platform/organizations/${ORG.contoso}`, operator)).status).toBe(404);
  });

  it('leaves a suspended organization out of the background jobs until it is restored', async () => {
    const setStatus = (status: string) =>
      call('PATCH', `/platform/organizations/${ORG.northwind}`, operator, { status });
    await api.db.query(
      `insert into erp_connections (user_id, organization_id, system_type, connection_name, is_connected)
       values ($1, $2, 'xero', 'Xero', true)`,
      [USER.sam.id, ORG.northwind],
    );
    const { rows } = await api.db.query<{ id: string }>(
      `insert into aide_outreach_emails (organization_id, kind, to_email, from_email, subject, body, sent_via, status)
       values ($1, 'preselected_items', 'buyer@example.test', 'sam@northwind.test', 'Offer', 'Hello', 'outbox', 'queued')
       returning id`,
      [ORG.northwind],
    );
    const sent: unknown[] = [];
    const boss = { send: (_queue: string, data: unknown) => Promise.resolve(sent.push(data) ? 'job' : null) };
    const due = () =>
      api.db.query('select 1 from aide_private.customer_stats_due where organization_id = $1', [
        ORG.northwind,
      ]);

    expect((await setStatus('suspended')).status).toBe(200);
    await api.db.query(
      `insert into aide_private.customer_stats_due (organization_id) values ($1) on conflict do nothing`,
      [ORG.northwind],
    );
    expect(await queueDueErpSyncs(api.db, boss as unknown as PgBoss, { all: true })).toBe(0);
    await refreshDueCustomerStats(api.db);
    expect((await due()).rows).toHaveLength(1);
    await sendQueuedEmail(api.db, { outbox: null, nylas: null, cipher: null }, {
      data: { emailId: rows[0]!.id },
      retryCount: 0,
      retryLimit: 5,
    } as PgBoss.JobWithMetadata<{ emailId: string }>);
    const email = await api.db.query<{ status: string; last_error: string }>(
      'select status, last_error from aide_outreach_emails where id = $1',
      [rows[0]!.id],
    );
    expect(email.rows[0]).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('suspended'),
    });

    expect((await setStatus('active')).status).toBe(200);
    expect(await queueDueErpSyncs(api.db, boss as unknown as PgBoss, { all: true })).toBe(1);
    await refreshDueCustomerStats(api.db);
    expect((await due()).rows).toHaveLength(0);
  });
});

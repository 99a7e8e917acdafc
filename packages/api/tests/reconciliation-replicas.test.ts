// Two API processes on one database, as replicas behind a load balancer: each keeps its own copy of an
// organization's reconciliation read, and a change made through one (or straight in the database) is seen by
// the other on its next request, because every write bumps the organization's version in the database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '@aide/supabase-emulator';
import { buildApi } from '../src/app.js';
import { listen } from './support/http.js';
import { deploymentBackends, type OpenedDeployment } from './support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from './support/postgres.js';
import { ORG, USER } from './support/seed.js';
import { sendJson } from './support/send-json.js';
import { TEST_AUTH } from './support/test-auth.js';
import { signIn } from './support/sign-in.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Line {
  purchase_order_id: string;
  document_kind: string;
  line_ref: string;
  status: string;
  resolution: { note: string } | null;
}

describe.each(deploymentBackends)('reconciliation replicas on %s', (_name, open) => {
  let opened: OpenedDeployment;
  let keyDir: string;
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  const apis: ReturnType<typeof buildApi>[] = [];
  const urls: string[] = [];
  let token = '';

  beforeAll(async () => {
    opened = await open();
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-replicas-'));
    emulator = await startEmulator({ db: opened.authDb, port: 0, keyDir, auth: TEST_AUTH });
    for (const _replica of [1, 2]) {
      const api = buildApi({ db: opened.db, supabaseUrl: emulator.url, allowedOrigins: [] });
      apis.push(api);
      urls.push(await listen(api));
    }
    token = await signIn(emulator.url, emulator.anonKey, USER.ivy);
  }, 120_000);
  afterAll(async () => {
    for (const api of apis) await api.close();
    await emulator?.close();
    await opened?.close();
    await rm(keyDir, { recursive: true, force: true });
  });

  const openExceptions = async (replica: number) => {
    const response = await sendJson(
      'GET',
      `${urls[replica]}/accounting/reconciliation/exceptions?include_resolved=true&page_size=100`,
      token,
    );
    expect(response.status).toBe(200);
    return (response.body as { items: Line[] }).items;
  };
  const version = async () => {
    const { rows } = await opened.db.query<{ version: string }>(
      'select version::text from aide_private.reconciliation_versions where organization_id = $1',
      [ORG.contoso],
    );
    return Number(rows[0]?.version ?? 0);
  };

  it('a resolution made through one replica shows through the other', async () => {
    const before = await openExceptions(0);
    const open = before.find((line) => !line.resolution);
    if (!open) throw new Error('The seed has no open exception');
    const resolved = await sendJson(
      'POST',
      `${urls[1]}/accounting/reconciliation/exceptions/resolve`,
      token,
      {
        purchase_order_id: open.purchase_order_id,
        document_kind: open.document_kind,
        line_ref: open.line_ref,
        note: 'Checked with the warehouse.',
      },
    );
    expect(resolved.status).toBe(201);
    const after = await openExceptions(0);
    const same = after.find(
      (line) =>
        line.purchase_order_id === open.purchase_order_id &&
        line.document_kind === open.document_kind &&
        line.line_ref === open.line_ref,
    );
    expect(same?.resolution?.note).toBe('Checked with the warehouse.');
  });

  it('a change made straight in the database (an ERP sync elsewhere) is seen at once', async () => {
    const before = await openExceptions(0);
    const { rows } = await opened.db.query<{ id: string; po_number: string }>(
      `select d.id, d.po_number from public.aide_erp_documents d
        where d.organization_id = $1 and d.kind = 'invoice' order by d.document_number limit 1`,
      [ORG.contoso],
    );
    const invoice = rows[0]!;
    await opened.db.query('delete from public.aide_erp_document_lines where document_id = $1', [invoice.id]);
    const after = await openExceptions(0);
    expect(after.length).toBeGreaterThan(before.length);
  });

  it('bumps the version once per statement, whatever its number of rows, for inserts, updates and deletes', async () => {
    let last = await version();
    const expectBump = async () => {
      const now = await version();
      expect(now).toBe(last + 1);
      last = now;
    };
    await opened.db.query(
      `update public.aide_purchase_order_lines set description = description || ''
        where organization_id = $1`,
      [ORG.contoso],
    );
    await expectBump();
    const { rows } = await opened.db.query<{ id: string }>(
      `select id from public.aide_erp_documents where organization_id = $1 limit 2`,
      [ORG.contoso],
    );
    await opened.db.query('delete from public.aide_erp_document_lines where document_id = any($1::uuid[])', [
      rows.map((row) => row.id),
    ]);
    await expectBump();
    await opened.db.query(
      `insert into public.aide_erp_document_lines (organization_id, document_id, line_no, sku, description,
         quantity, unit_price)
       select $1, id, 99, 'EXTRA', 'Extra line', 1, 1 from public.aide_erp_documents where id = any($2::uuid[])`,
      [ORG.contoso, rows.map((row) => row.id)],
    );
    await expectBump();
    // Another organization's version does not move with Contoso's writes.
    const others = async () => {
      const { rows: sums } = await opened.db.query<{ total: string | null }>(
        `select sum(version)::text as total from aide_private.reconciliation_versions where organization_id <> $1`,
        [ORG.contoso],
      );
      return sums[0]?.total ?? '0';
    };
    const othersBefore = await others();
    await opened.db.query(
      `update public.aide_purchase_orders set currency = currency where organization_id = $1`,
      [ORG.contoso],
    );
    await expectBump();
    expect(await others()).toBe(othersBefore);
  });
});

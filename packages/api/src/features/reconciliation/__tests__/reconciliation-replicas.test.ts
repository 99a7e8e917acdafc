// Two API processes on one database, as replicas behind a load balancer: each keeps its answers a few seconds
// per organization and version, and the reconciliation's order facts live in the database, so a change made
// through one (or straight in the database) is seen by the other on its next request: every write bumps the
// organization's version and marks the orders it touched (migration 20261129000100).
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { deploymentBackends } from '../../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { startReplicas } from '../../../../tests/support/replicas.js';
import { ORG } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Line {
  purchase_order_id: string;
  document_kind: string;
  line_ref: string;
  status: string;
  resolution: { note: string } | null;
}

describe.each(deploymentBackends)('reconciliation replicas on %s', (_name, open) => {
  const { api, tokens } = apiSuite(() => startReplicas(open), ['ivy']);

  const openExceptions = async (replica: number) => {
    const response = await sendJson(
      'GET',
      `${api.urls[replica]}/accounting/reconciliation/exceptions?include_resolved=true&page_size=100`,
      tokens.ivy,
    );
    expect(response.status).toBe(200);
    return (response.body as { items: Line[] }).items;
  };
  const version = async () => {
    const { rows } = await api.db.query<{ version: string }>(
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
      `${api.urls[1]}/accounting/reconciliation/exceptions/resolve`,
      tokens.ivy,
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
    const { rows } = await api.db.query<{ id: string; po_number: string }>(
      `select d.id, d.po_number from public.aide_erp_documents d
        where d.organization_id = $1 and d.kind = 'invoice' order by d.document_number limit 1`,
      [ORG.contoso],
    );
    const invoice = rows[0]!;
    await api.db.query('delete from public.aide_erp_document_lines where document_id = $1', [invoice.id]);
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
    await api.db.query(
      `update public.aide_purchase_order_lines set description = description || ''
        where organization_id = $1`,
      [ORG.contoso],
    );
    await expectBump();
    const { rows } = await api.db.query<{ id: string }>(
      `select id from public.aide_erp_documents where organization_id = $1 limit 2`,
      [ORG.contoso],
    );
    await api.db.query('delete from public.aide_erp_document_lines where document_id = any($1::uuid[])', [
      rows.map((row) => row.id),
    ]);
    await expectBump();
    await api.db.query(
      `insert into public.aide_erp_document_lines (organization_id, document_id, line_no, sku, description,
         quantity, unit_price)
       select $1, id, 99, 'EXTRA', 'Extra line', 1, 1 from public.aide_erp_documents where id = any($2::uuid[])`,
      [ORG.contoso, rows.map((row) => row.id)],
    );
    await expectBump();
    // Another organization's version does not move with Contoso's writes.
    const others = async () => {
      const { rows: sums } = await api.db.query<{ total: string | null }>(
        `select sum(version)::text as total from aide_private.reconciliation_versions where organization_id <> $1`,
        [ORG.contoso],
      );
      return sums[0]?.total ?? '0';
    };
    const othersBefore = await others();
    await api.db.query(
      `update public.aide_purchase_orders set currency = currency where organization_id = $1`,
      [ORG.contoso],
    );
    await expectBump();
    expect(await others()).toBe(othersBefore);
  });
});

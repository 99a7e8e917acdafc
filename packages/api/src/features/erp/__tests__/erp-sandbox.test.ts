// The ERP connection in sandbox mode (no MERGE_API_KEY) over HTTP with real tokens, on PGlite and PostgreSQL:
// link token → sandbox public token → server-side exchange → connected and synced, reconnect, disconnect,
// manual syncs of the sandbox ERP, and every refusal. Cases run in order on one backend.
import { asUser } from '../../../db/as-user.js';
import { sealPublicToken } from '../erp-tokens.js';
import { sandboxInvoiceLines } from '../sandbox-erp.js';
import { INBOUND_ONLY_MESSAGE, NO_MEMBERSHIP_MESSAGE } from '../../../workspace/with-workspace.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { erpCalls, IVY_LINK_BODY, NEW_QUICKBOOKS_CONNECTION } from '../../../../tests/support/erp-calls.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { claimsOf, ORG, USER } from '../../../../tests/support/seed.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Connection {
  id: string;
  system_type: string;
  connection_name: string;
  is_connected: boolean;
  sync_frequency: string;
  last_sync_at: string | null;
}
interface SyncRun {
  id: string;
  erp_connection_id: string;
  trigger: string;
  status: string;
  documents_imported: number;
  message: string | null;
  finished_at: string | null;
}

describe.each(integrationsBackends)('ERP connection in sandbox mode (%s)', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy', 'sam', 'stranger']);
  const erp = erpCalls(api);

  /** The whole dialog flow for ivy: link token, sandbox approval, exchange. */
  async function connect(integration = 'quickbooks'): Promise<Connection> {
    const link = await erp.createLinkToken(tokens.ivy, { ...IVY_LINK_BODY, integration });
    expect(link.status).toBe(200);
    const { link_token, mode } = link.body as { link_token: string; mode: string };
    expect(mode).toBe('sandbox');
    const approved = await erp.sandboxPublicToken(tokens.ivy, link_token);
    expect(approved.status).toBe(200);
    const { public_token } = approved.body as { public_token: string };
    const exchanged = await erp.exchange(tokens.ivy, public_token);
    expect(exchanged.status).toBe(200);
    return (exchanged.body as { connection: Connection }).connection;
  }

  const storedRow = async (id: string) =>
    (
      await api.db.query<{
        account_token: string;
        credentials_encrypted: string;
        public_token: string;
        api_endpoint: string;
        organization_id: string;
        user_id: string;
      }>(
        `select account_token, credentials_encrypted, public_token, api_endpoint, organization_id, user_id
           from public.erp_connections where id = $1`,
        [id],
      )
    ).rows[0];

  let connectionId = '';

  it('connects ivy through the sandbox flow, stores the account token encrypted and runs a first sync', async () => {
    const before = await erp.connections(tokens.ivy);
    expect(before.body).toEqual({ items: [], connected: false });

    const connection = await connect();
    connectionId = connection.id;
    expect(connection).toMatchObject(NEW_QUICKBOOKS_CONNECTION);
    expect(connection.last_sync_at).not.toBeNull();
    expect(Object.keys(connection).sort()).toEqual(
      [
        'connection_name',
        'created_at',
        'id',
        'is_connected',
        'last_sync_at',
        'sync_frequency',
        'system_type',
        'updated_at',
      ].sort(),
    );

    const row = await storedRow(connection.id);
    expect(row).toMatchObject({
      organization_id: ORG.contoso,
      user_id: USER.ivy.id,
      api_endpoint: 'sandbox',
    });
    expect(row?.account_token.startsWith('v1:')).toBe(true);
    expect(api.cipher.decrypt(row?.account_token ?? '')).toMatch(/^sandbox-account-/);
    const credentials = JSON.parse(api.cipher.decrypt(row?.credentials_encrypted ?? '')) as Record<
      string,
      unknown
    >;
    expect(credentials).toMatchObject({ integration: 'quickbooks', provider: 'sandbox' });
    expect(typeof credentials.link_token).toBe('string');
    expect(row?.public_token).toBeTruthy();

    const listed = await erp.connections(tokens.ivy);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      connected: true,
      items: [{ id: connection.id, is_connected: true }],
    });

    const runs = await erp.syncRuns(tokens.ivy, connection.id);
    const items = (runs.body as { items: SyncRun[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      trigger: 'connect',
      status: 'succeeded',
      erp_connection_id: connection.id,
    });
    expect(items[0]?.finished_at).not.toBeNull();
  });

  it('exchanges a public token once: a replay links nothing', async () => {
    const link = await erp.createLinkToken(tokens.ivy, { ...IVY_LINK_BODY, integration: 'xero' });
    const { link_token } = link.body as { link_token: string };
    const { public_token } = (await erp.sandboxPublicToken(tokens.ivy, link_token)).body as {
      public_token: string;
    };
    expect((await erp.exchange(tokens.ivy, public_token)).status).toBe(200);
    const replay = await erp.exchange(tokens.ivy, public_token);
    expect(replay).toMatchObject({
      status: 409,
      body: { error: 'token_used', message: 'This link was already used. Connect the ERP again.' },
    });
  });

  it('updates the same row when ivy connects the same ERP again, with a new account token', async () => {
    const oldToken = api.cipher.decrypt((await storedRow(connectionId))?.account_token ?? '');
    const again = await connect();
    expect(again.id).toBe(connectionId);
    const newToken = api.cipher.decrypt((await storedRow(connectionId))?.account_token ?? '');
    expect(newToken).not.toBe(oldToken);
    const { rows } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from public.erp_connections where user_id = $1 and system_type = 'quickbooks'`,
      [USER.ivy.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('disconnects every connected connection of the caller, idempotently', async () => {
    const xero = await connect('xero');
    expect(xero).toMatchObject({ system_type: 'xero', connection_name: 'Xero', is_connected: true });
    const first = await erp.disconnect(tokens.ivy);
    expect(first).toMatchObject({ status: 200, body: { disconnected: 2 } });
    const second = await erp.disconnect(tokens.ivy);
    expect(second.body).toEqual({ disconnected: 0 });
    const listed = (await erp.connections(tokens.ivy)).body as { items: Connection[]; connected: boolean };
    expect(listed.connected).toBe(false);
    expect(listed.items.map((item) => item.is_connected)).toEqual([false, false]);
    // Newest first.
    expect(listed.items.map((item) => item.system_type)).toEqual(['xero', 'quickbooks']);

    const refused = await erp.sync(tokens.ivy, connectionId);
    expect(refused).toMatchObject({ status: 409, body: { error: 'not_connected' } });
  });

  it('syncs the sandbox ERP: documents for an order approved since, once', async () => {
    await connect();
    const { rows: orders } = await api.db.query<{ id: string; po_number: string }>(
      `update public.aide_purchase_orders
          set status = 'approved', decided_at = now(), decided_by_label = 'Test'
        where organization_id = $1 and po_number = 'PO-24150' returning id, po_number`,
      [ORG.contoso],
    );
    expect(orders).toHaveLength(1);

    const sync = await erp.sync(tokens.ivy, connectionId);
    expect(sync.status).toBe(201);
    const run = sync.body as SyncRun;
    expect(run).toMatchObject({ trigger: 'manual', status: 'succeeded', erp_connection_id: connectionId });
    expect(run.documents_imported).toBe(2);

    const { rows: documents } = await api.db.query<{
      id: string;
      kind: string;
      document_number: string;
      source: string;
      erp_connection_id: string;
    }>(
      `select id, kind, document_number, source, erp_connection_id from public.aide_erp_documents
        where organization_id = $1 and po_number = 'PO-24150' order by kind`,
      [ORG.contoso],
    );
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'sales_order']);
    expect(documents.every((d) => d.source === 'sandbox' && d.erp_connection_id === connectionId)).toBe(true);
    expect(documents[0]?.document_number).toMatch(/^INV-\d+$/);
    expect(documents[1]?.document_number).toBe(documents[0]?.document_number.replace('INV', 'SO'));

    const lines = async (sql: string, id: string) =>
      (
        await api.db.query<{ sku: string; description: string; quantity: string; unit_price: string }>(sql, [
          id,
        ])
      ).rows.map((l) => ({
        sku: l.sku,
        description: l.description,
        quantity: Number(l.quantity),
        unit_price: Number(l.unit_price),
      }));
    const orderLines = await lines(
      'select sku, description, quantity, unit_price from public.aide_purchase_order_lines where purchase_order_id = $1 order by line_no',
      orders[0]?.id ?? '',
    );
    const docLines =
      'select sku, description, quantity, unit_price from public.aide_erp_document_lines where document_id = $1 order by line_no';
    expect(await lines(docLines, documents[1]?.id ?? '')).toEqual(orderLines);
    expect(await lines(docLines, documents[0]?.id ?? '')).toEqual(
      sandboxInvoiceLines('PO-24150', orderLines),
    );

    const again = await erp.sync(tokens.ivy, connectionId);
    expect(again.body).toMatchObject({ status: 'succeeded', documents_imported: 0 });

    const runs = (await erp.syncRuns(tokens.ivy, connectionId)).body as { items: SyncRun[] };
    expect(runs.items.slice(0, 2).map((r) => [r.trigger, r.documents_imported])).toEqual([
      ['manual', 0],
      ['manual', 2],
    ]);
    const all = (await erp.syncRuns(tokens.ivy)).body as { items: SyncRun[] };
    expect(all.items.some((r) => r.erp_connection_id !== connectionId)).toBe(true);
  });

  it('keeps the tokens away from browser roles', async () => {
    const asIvy = <T>(sql: string) =>
      asUser(api.db, claimsOf(USER.ivy), async (tx) => (await tx.query<T>(sql)).rows);
    const visible = await asIvy<{ id: string }>(
      'select id, system_type, is_connected from public.erp_connections',
    );
    expect(visible.map((row) => row.id)).toContain(connectionId);
    for (const column of ['account_token', 'credentials_encrypted', 'public_token']) {
      await expect(asIvy(`select ${column} from public.erp_connections`)).rejects.toThrow(
        /permission denied/,
      );
    }
    await expect(
      asIvy(`update public.erp_connections set is_connected = false where id = '${connectionId}'`),
    ).rejects.toThrow(/permission denied/);
  });

  it('refuses public tokens that are foreign, expired, garbage or a link token', async () => {
    const sealed = (claims: Partial<{ userId: string; organizationId: string }>, now = Date.now()) =>
      sealPublicToken(
        api.cipher,
        {
          userId: USER.ivy.id,
          organizationId: ORG.contoso,
          integration: 'quickbooks',
          linkToken: 'x',
          ...claims,
        },
        now,
      );
    const cases = [
      sealed({ userId: USER.sam.id }),
      sealed({ organizationId: ORG.northwind }),
      sealed({}, Date.now() - 11 * 60 * 1000),
      'garbage',
      ((await erp.createLinkToken(tokens.ivy)).body as { link_token: string }).link_token,
    ];
    for (const publicToken of cases) {
      const response = await erp.exchange(tokens.ivy, publicToken);
      expect(response).toMatchObject({ status: 400, body: { error: 'invalid_public_token' } });
    }
    const expired = await erp.exchange(tokens.ivy, sealed({}, Date.now() - 11 * 60 * 1000));
    expect((expired.body as { message: string }).message).toContain('expired');
  });

  it('refuses link tokens for another organization, unknown ERPs and foreign link tokens', async () => {
    const foreignOrg = await erp.createLinkToken(tokens.ivy, {
      ...IVY_LINK_BODY,
      user: { ...IVY_LINK_BODY.user, organization: { id: ORG.northwind, name: 'Northwind' } },
    });
    expect(foreignOrg).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: 'You can only connect an ERP for your own organization.' },
    });
    const unknown = await erp.createLinkToken(tokens.ivy, { ...IVY_LINK_BODY, integration: 'sap' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { message: string }).message).toBe(
      '"sap" is not a supported ERP system. Choose one of: quickbooks, xero, sage, netsuite, dynamics, salesforce, hubspot, zoho.',
    );
    const missing = await erp.createLinkToken(tokens.ivy, { integration: 'xero' });
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_request' } });

    const garbage = await erp.sandboxPublicToken(tokens.ivy, 'not-a-link-token');
    expect(garbage).toMatchObject({ status: 400, body: { error: 'invalid_link_token' } });
    const unknownConnection = await erp.sync(tokens.ivy, '00000000-0000-4000-8000-000000000000');
    expect(unknownConnection).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const unknownRuns = await erp.syncRuns(tokens.ivy, '00000000-0000-4000-8000-000000000000');
    expect(unknownRuns.status).toBe(404);
  });

  it('refuses every ERP route to outbound members and to strangers', async () => {
    const linkToken = ((await erp.createLinkToken(tokens.ivy)).body as { link_token: string }).link_token;
    const publicToken = (
      (await erp.sandboxPublicToken(tokens.ivy, linkToken)).body as { public_token: string }
    ).public_token;
    for (const [who, message] of [
      ['sam', INBOUND_ONLY_MESSAGE],
      ['stranger', NO_MEMBERSHIP_MESSAGE],
    ] as const) {
      const token = tokens[who];
      const responses = [
        await erp.createLinkToken(token),
        await erp.sandboxPublicToken(token, linkToken),
        await erp.exchange(token, publicToken),
        await erp.connections(token),
        await erp.disconnect(token),
        await erp.sync(token, connectionId),
        await erp.syncRuns(token, connectionId),
        await erp.syncRuns(token),
      ];
      for (const response of responses) {
        expect({ who, ...response, headers: undefined }).toEqual({
          who,
          status: 403,
          headers: undefined,
          body: { error: 'forbidden', message },
        });
      }
    }
    // Ivy's connection is untouched by their attempts.
    const listed = (await erp.connections(tokens.ivy)).body as { connected: boolean };
    expect(listed.connected).toBe(true);
  });
});

describe('ERP routes without TOKEN_ENCRYPTION_KEY', () => {
  const [, start] = integrationsBackends[0]!;
  const { api, tokens } = apiSuite(() => start({ withCipher: false }), ['ivy']);

  it('answers 503 with a clear message on every route', async () => {
    const erp = erpCalls(api);
    const { ivy } = tokens;
    const responses = [
      await erp.createLinkToken(ivy),
      await erp.sandboxPublicToken(ivy, 'x'),
      await erp.exchange(ivy, 'x'),
      await erp.connections(ivy),
      await erp.disconnect(ivy),
      await erp.sync(ivy, '00000000-0000-4000-8000-000000000000'),
      await erp.syncRuns(ivy),
    ];
    for (const response of responses) {
      expect(response).toMatchObject({
        status: 503,
        body: {
          error: 'not_configured',
          message: 'ERP connections are not configured on this server (TOKEN_ENCRYPTION_KEY is not set).',
        },
      });
    }
  });
});

describe('the sandbox ERP invoice differences', () => {
  const lines = [
    { sku: 'CT-001', description: 'Gloves', quantity: 10, unit_price: 20 },
    { sku: 'CT-002', description: 'Goggles', quantity: 5, unit_price: 8 },
  ];

  it('are deterministic, touch only line 1 and hit roughly 1 in 8 prices and 1 in 10 quantities', () => {
    let higher = 0;
    let short = 0;
    for (let n = 1; n <= 2000; n += 1) {
      const invoiced = sandboxInvoiceLines(`PO-${n}`, lines);
      expect(sandboxInvoiceLines(`PO-${n}`, lines)).toEqual(invoiced);
      expect(invoiced[1]).toEqual(lines[1]);
      if (invoiced[0]?.unit_price === 20.1) higher += 1;
      if (invoiced[0]?.quantity === 9) short += 1;
    }
    expect(higher).toBeGreaterThan(150);
    expect(higher).toBeLessThan(350);
    expect(short).toBeGreaterThan(120);
    expect(short).toBeLessThan(300);
  });
});

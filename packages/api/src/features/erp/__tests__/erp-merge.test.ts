// The ERP connection with MERGE_API_KEY set, against a fake Merge HTTP server: the link-token call Merge
// receives, the server-side exchange, the accounts-receivable invoice import (paged, upserted) and the
// 502 when Merge fails. PGlite and PostgreSQL.
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { erpCalls, IVY_LINK_BODY, NEW_QUICKBOOKS_CONNECTION } from '../../../../tests/support/erp-calls.js';
import {
  GOOD_PUBLIC_TOKEN,
  MERGE_ACCOUNT_TOKEN,
  MERGE_API_KEY,
  startFakeMerge,
} from '../../../../tests/support/fake-merge-server.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { suiteFixture } from '../../../../tests/support/suite-fixture.js';

const invoice = (number: string, memo: string, lines: { description: string; quantity: number }[]) => ({
  id: `merge-${number}`,
  remote_id: number,
  number,
  memo,
  issue_date: '2026-11-19T00:00:00Z',
  currency: 'USD',
  total_amount: 100,
  purchase_orders: [],
  line_items: lines.map((line) => ({ ...line, unit_price: 12.5, item: 'item-uuid' })),
});

describe.each(integrationsBackends)('ERP connection through Merge (%s)', (_name, start) => {
  const merge = suiteFixture(startFakeMerge);
  const { api, tokens } = apiSuite(
    () => start({ merge: { apiKey: MERGE_API_KEY, apiUrl: merge.apiUrl } }),
    ['ivy', 'sam'],
  );
  const erp = erpCalls(api);
  let connectionId = '';
  beforeEach(() => {
    merge.requests.length = 0;
    merge.failWith = null;
  });

  it('asks Merge for a link token with the API key and the accounting category', async () => {
    const response = await erp.createLinkToken(tokens.ivy);
    expect(response).toMatchObject({
      status: 200,
      body: { link_token: 'merge-link-token-0001', mode: 'merge' },
    });
    expect(merge.requests).toHaveLength(1);
    const [sent] = merge.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/api/integrations/create-link-token');
    expect(sent?.headers.authorization).toBe(`Bearer ${MERGE_API_KEY}`);
    expect(sent?.body).toEqual({
      end_user_origin_id: USER.ivy.id,
      end_user_organization_name: 'Contoso Supply',
      end_user_email_address: USER.ivy.email,
      categories: ['accounting'],
      integration: 'quickbooks-online',
    });

    // HubSpot is no accounting integration in Merge: the user picks in Merge Link.
    await erp.createLinkToken(tokens.ivy, { ...IVY_LINK_BODY, integration: 'hubspot' });
    expect(merge.requests[1]?.body).not.toHaveProperty('integration');
  });

  it('has no sandbox link dialog', async () => {
    const response = await erp.sandboxPublicToken(tokens.ivy, 'merge-link-token-0001');
    expect(response).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('exchanges the public token on the server, stores the account token encrypted and imports invoices', async () => {
    merge.invoicePages = [
      [
        invoice('INV-M-1', 'Customer PO: PO-24001, thank you', [
          { description: 'CT-999 not on the order', quantity: 1 },
          { description: 'Gloves', quantity: 3 },
        ]),
        invoice('INV-M-2', 'No purchase order mentioned', [{ description: 'Misc', quantity: 1 }]),
      ],
      [invoice('PO-24002', '', [{ description: 'Something', quantity: 2 }])],
    ];
    const response = await erp.exchange(tokens.ivy, GOOD_PUBLIC_TOKEN);
    expect(response.status).toBe(200);
    const { connection } = response.body as { connection: { id: string } & Record<string, unknown> };
    connectionId = connection.id;
    expect(connection).toMatchObject(NEW_QUICKBOOKS_CONNECTION);
    expect(JSON.stringify(response.body)).not.toContain(MERGE_ACCOUNT_TOKEN);

    const exchange = merge.requests[0];
    expect(exchange?.path).toBe(`/api/integrations/account-token/${GOOD_PUBLIC_TOKEN}`);
    expect(exchange?.headers.authorization).toBe(`Bearer ${MERGE_API_KEY}`);
    const invoiceCalls = merge.requests.filter((r) => r.path === '/api/accounting/v1/invoices');
    expect(invoiceCalls).toHaveLength(2);
    expect(invoiceCalls.every((r) => r.headers['x-account-token'] === MERGE_ACCOUNT_TOKEN)).toBe(true);
    expect(invoiceCalls[0]?.query.get('type')).toBe('ACCOUNTS_RECEIVABLE');
    expect(invoiceCalls[0]?.query.get('expand')).toBe('line_items');
    expect(invoiceCalls[1]?.query.get('cursor')).toBe('1');

    const { rows } = await api.db.query<{
      account_token: string;
      credentials_encrypted: string;
      api_endpoint: string;
    }>(
      'select account_token, credentials_encrypted, api_endpoint from public.erp_connections where id = $1',
      [connectionId],
    );
    expect(api.cipher.decrypt(rows[0]?.account_token ?? '')).toBe(MERGE_ACCOUNT_TOKEN);
    expect(JSON.parse(api.cipher.decrypt(rows[0]?.credentials_encrypted ?? ''))).toEqual({
      link_token: null,
      integration: 'quickbooks-online',
      provider: 'merge',
    });
    expect(rows[0]?.api_endpoint).toBe(merge.apiUrl);

    const documents = await api.db.query<{ document_number: string; po_number: string; source: string }>(
      `select document_number, po_number, source from public.aide_erp_documents
        where organization_id = $1 and source = 'merge' order by document_number`,
      [ORG.contoso],
    );
    expect(documents.rows).toEqual([
      { document_number: 'INV-M-1', po_number: 'PO-24001', source: 'merge' },
      { document_number: 'PO-24002', po_number: 'PO-24002', source: 'merge' },
    ]);
    const runs = (await erp.syncRuns(tokens.ivy, connectionId)).body as { items: Record<string, unknown>[] };
    expect(runs.items[0]).toMatchObject({ trigger: 'connect', status: 'succeeded', documents_imported: 2 });
  });

  it('updates an invoice that changed in the ERP instead of adding a second one', async () => {
    merge.invoicePages = [[invoice('INV-M-1', 'PO-24001', [{ description: 'Gloves', quantity: 7 }])]];
    const sync = await erp.sync(tokens.ivy, connectionId);
    expect(sync).toMatchObject({ status: 201, body: { status: 'succeeded', documents_imported: 1 } });
    const { rows } = await api.db.query<{ quantity: string; total: string }>(
      `select l.quantity, d.total from public.aide_erp_documents d
         join public.aide_erp_document_lines l on l.document_id = d.id
        where d.organization_id = $1 and d.document_number = 'INV-M-1'`,
      [ORG.contoso],
    );
    expect(rows.map((row) => [Number(row.quantity), Number(row.total)])).toEqual([[7, 87.5]]);
  });

  it('records a failed sync and answers 502 erp_unavailable when Merge fails', async () => {
    merge.failWith = 503;
    const sync = await erp.sync(tokens.ivy, connectionId);
    expect(sync.status).toBe(201);
    expect(sync.body).toMatchObject({ status: 'failed', documents_imported: 0 });
    expect((sync.body as { message: string }).message).toContain('Merge refused the request');

    const link = await erp.createLinkToken(tokens.ivy);
    expect(link).toMatchObject({ status: 502, body: { error: 'erp_unavailable' } });
    const exchange = await erp.exchange(tokens.ivy, GOOD_PUBLIC_TOKEN);
    expect(exchange).toMatchObject({ status: 502, body: { error: 'erp_unavailable' } });
  });

  it('answers 400 invalid_public_token for a public token Merge does not know', async () => {
    const response = await erp.exchange(tokens.ivy, 'merge-public-token-unknown');
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_public_token' } });
  });

  it('never calls Merge for an outbound member', async () => {
    for (const response of [
      await erp.createLinkToken(tokens.sam),
      await erp.exchange(tokens.sam, GOOD_PUBLIC_TOKEN),
      await erp.sync(tokens.sam, connectionId),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    }
    expect(merge.requests).toHaveLength(0);
  });
});

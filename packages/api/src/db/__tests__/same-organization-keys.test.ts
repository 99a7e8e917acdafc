// Rows point only inside their organization: naming another organization's customer in a sales line is
// refused exactly like naming an id that does not exist, so the answer reveals nothing (REST, as a member).
import { apiBackends } from '../../../tests/support/api-backends.js';
import { apiSuite } from '../../../tests/support/api-suite.js';
import { ORG } from '../../../tests/support/seed.js';

const CONTOSO_CUSTOMER = '52000000-0000-4000-8000-000000000001';
const NOBODY = '52000000-0000-4000-8000-0000000000ff';

describe('same-organization references (PGlite, REST as a member)', () => {
  const [, start] = apiBackends[0]!;
  const { api, tokens } = apiSuite(start, ['sam']);

  const insertSale = (customerId: string) =>
    fetch(`${api.supabaseUrl}/rest/v1/aide_sales_transactions`, {
      method: 'POST',
      headers: {
        apikey: api.anonKey,
        authorization: `Bearer ${tokens.sam}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({
        organization_id: ORG.northwind,
        customer_id: customerId,
        sku: 'ORACLE-1',
        quantity: 1,
        unit_price: 1,
        sold_at: '2026-11-01',
      }),
    });

  it("answers another organization's customer id as it answers an unknown id", async () => {
    const foreign = await insertSale(CONTOSO_CUSTOMER);
    const unknown = await insertSale(NOBODY);
    expect(foreign.status).toBe(unknown.status);
    expect(foreign.status).toBe(409);
    expect(((await foreign.json()) as { code: string }).code).toBe('23503');
  });
});

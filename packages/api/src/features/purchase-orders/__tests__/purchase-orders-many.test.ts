// The purchase order list at size: thousands of generated orders on top of Contoso's seed, scored by the
// first list, then listed, filtered, sorted and paged correctly and quickly.
import { insertGeneratedPurchaseOrders } from '../generate-orders.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import { LIST_QUERIES } from '../../../../tests/support/purchase-order-fixtures.js';
import { ORG } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';

const GENERATED = 3000;

interface ListBody {
  items: { po_number: string; status: string; total: number; ai_score: number; order_date: string }[];
  total: number;
  counts: { pending: number; approved: number; rejected: number };
}

describe.each(integrationsBackends)('Purchase orders at size on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy']);

  const list = async (query = '') => {
    const started = performance.now();
    const response = await sendJson('GET', `${api.apiUrl}/accounting/purchase-orders?${query}`, tokens.ivy);
    expect(response.status).toBe(200);
    return { body: response.body as ListBody, ms: performance.now() - started };
  };
  const sql = async <R>(text: string, params: unknown[] = []) => (await api.db.query<R>(text, params)).rows;

  it('generates deterministic, realistic orders from the catalog', async () => {
    expect(await insertGeneratedPurchaseOrders(api.db, ORG.contoso, GENERATED)).toEqual({
      inserted: GENERATED,
    });
    const [facts] = await sql<{
      orders: number;
      without_lines: number;
      unknown_skus: number;
      first: string;
      last: string;
    }>(
      `select count(*)::int as orders,
              count(*) filter (where not exists (select 1 from public.aide_purchase_order_lines l
                                                  where l.purchase_order_id = po.id))::int as without_lines,
              (select count(*)::int from public.aide_purchase_order_lines l
                where l.organization_id = $1 and l.sku not in (select sku from public.aide_inventory_items
                                                                where organization_id = $1)
                  and l.purchase_order_id in (select id from public.aide_purchase_orders
                                               where organization_id = $1 and po_number >= 'PO-3')) as unknown_skus,
              min(po_number) as first, max(po_number) as last
         from public.aide_purchase_orders po
        where po.organization_id = $1 and po.po_number >= 'PO-3'`,
      [ORG.contoso],
    );
    expect(facts).toEqual({
      orders: GENERATED,
      without_lines: 0,
      unknown_skus: 0,
      first: 'PO-30151',
      last: `PO-${30150 + GENERATED}`,
    });
    const [totals] = await sql<{ mismatched: number }>(
      `select count(*)::int as mismatched from public.aide_purchase_orders po
        where po.organization_id = $1 and po.total <> (select sum(round(quantity * unit_price, 2))
                                                         from public.aide_purchase_order_lines
                                                        where purchase_order_id = po.id)`,
      [ORG.contoso],
    );
    expect(totals?.mismatched).toBe(0);
  }, 60_000);

  it('scores every order on the first list, then lists them correctly and fast', async () => {
    const first = await list('page_size=20');
    expect(first.body.total).toBe(150 + GENERATED);
    const [unscored] = await sql<{ count: number }>(
      'select count(*)::int as count from public.aide_purchase_orders where organization_id = $1 and ai_score is null',
      [ORG.contoso],
    );
    expect(unscored?.count).toBe(0);
    const [byStatus] = await sql<{ pending: number; approved: number; rejected: number }>(
      `select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'approved')::int as approved,
              count(*) filter (where status = 'rejected')::int as rejected
         from public.aide_purchase_orders where organization_id = $1`,
      [ORG.contoso],
    );
    expect(first.body.counts).toEqual(byStatus);
    // Generated orders cluster around each customer's usual items: most score high, the exceptions lower.
    const [spread] = await sql<{ high: number; low: number }>(
      `select count(*) filter (where ai_score >= 80)::int as high, count(*) filter (where ai_score < 80)::int as low
         from public.aide_purchase_orders where organization_id = $1`,
      [ORG.contoso],
    );
    expect(spread!.high).toBeGreaterThan(spread!.low);
    expect(spread!.low).toBeGreaterThan(0);

    const timings: number[] = [];
    for (const query of LIST_QUERIES) {
      const { body, ms } = await list(query);
      timings.push(ms);
      expect(body.items.length).toBeGreaterThan(0);
    }
    const pageForty = await list('page=40&page_size=50&sort=po_number');
    expect(pageForty.body.items[0]?.po_number).toBe(`PO-${30150 + 39 * 50 - 150 + 1}`);
    const totals = (await list('sort=-total&page_size=100')).body.items.map((item) => item.total);
    const [largest] = await sql<{ total: number }>(
      'select max(total)::float8 as total from public.aide_purchase_orders where organization_id = $1',
      [ORG.contoso],
    );
    expect(totals[0]).toBe(largest?.total);
    const range = await list('from=2026-01-01&to=2026-06-30&page_size=100');
    expect(
      range.body.items.every((item) => item.order_date >= '2026-01-01' && item.order_date <= '2026-06-30'),
    ).toBe(true);
    console.log(`first list ${Math.round(first.ms)} ms; lists ${timings.map(Math.round).join(', ')} ms`);
    expect(Math.max(...timings)).toBeLessThan(2000);
  }, 120_000);
});

// The AI tools as the chat route runs them: in a transaction as the caller (row-level security on), on PGlite and
// on real PostgreSQL. Northwind sees its seeded rows; Fresh Start Co (empty) never sees any of them.
import type { EmailDraftBlock } from '@aide/rules';
import type { Citation } from '../chat-types.js';
import type { PlanResult } from '../semantic/run-plan.js';
import type { OfferRow } from '../tools/current-offers.js';
import type { CustomerRow } from '../tools/customer-columns.js';
import type { HistoryOrder } from '../tools/customer-history.js';
import { findTool, AI_TOOLS } from '../tools/index.js';
import type { InventoryRow } from '../tools/inventory-lookup.js';
import type { SalesDimensions } from '../tools/sales-dimensions.js';
import type { ProductRecommendation } from '../../recommend/index.js';
import { withOutboundWorkspace } from '../../../workspace/with-workspace.js';
import { databaseBackends, databaseSuite } from '../../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { claimsOf, ORG, USER } from '../../../../tests/support/seed.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const TODAY = '2026-11-21';
const MARIA = '50000000-0000-4000-8000-000000000001';
const THOMAS = '50000000-0000-4000-8000-000000000003';

/** The `data` each tool answers with (see the tools in src/features/ai/tools). */
interface ToolData {
  search_customers: { customers: CustomerRow[]; total: number };
  /** One customer with their orders, or (customer null) the matches of an ambiguous name. */
  customer_history: {
    customer: CustomerRow | null;
    orders?: HistoryOrder[];
    matches: Pick<CustomerRow, 'id' | 'name' | 'company'>[];
    more_matches?: boolean;
  };
  query_sales: PlanResult;
  sales_dimensions: SalesDimensions;
  inventory_lookup: { products: InventoryRow[]; total: number };
  current_offers: { offers: OfferRow[] };
  recommend_products: { customer: { id: string; name: string }; recommendations: ProductRecommendation[] };
  draft_email: EmailDraftBlock & { sent: boolean };
}

type ToolName = keyof ToolData;

interface ToolAnswer<N extends ToolName> {
  data: ToolData[N];
  citations: Citation[];
}

describe.each(databaseBackends)('AI tools on %s', (_name, open) => {
  const db = databaseSuite(open);

  const run = <N extends ToolName>(
    user: 'sam' | 'fresh',
    name: N,
    args: Record<string, unknown> = {},
  ): Promise<ToolAnswer<N>> =>
    withOutboundWorkspace(db, claimsOf(USER[user]), async (tx, workspace) => {
      const tool = findTool(name);
      if (!tool) throw new Error(`no tool ${name}`);
      return (await tool.run({ tx, workspace, today: TODAY }, args)) as ToolAnswer<N>;
    });

  it('describes every tool as an OpenAI function with an object schema', () => {
    expect(AI_TOOLS.map((tool) => tool.name)).toEqual([
      'search_customers',
      'customer_history',
      'query_sales',
      'find_names',
      'read_question',
      'sales_dimensions',
      'inventory_lookup',
      'current_offers',
      'recommend_products',
      'draft_email',
    ]);
    for (const tool of AI_TOOLS) expect(tool.parameters).toMatchObject({ type: 'object' });
    expect(findTool('drop_tables')).toBeUndefined();
  });

  describe('search_customers', () => {
    it('finds a customer by a case-insensitive substring and cites it', async () => {
      const result = await run('sam', 'search_customers', { query: 'mARIA an' });
      expect(result.data.customers.map((c) => c.id)).toEqual([MARIA]);
      expect(result.citations).toEqual([
        { type: 'customer', id: MARIA, label: 'Maria Anders', href: `/sales-assistant/customers/${MARIA}` },
      ]);
    });

    it('lists exactly the at-risk customers by the one SQL rule', async () => {
      const result = await run('sam', 'search_customers', { at_risk: true, limit: 50 });
      const { rows } = await db.query<{ id: string }>(
        `select id from aide_client_customers where organization_id = $1
           and order_count >= 3 and last_order_on < $2::date - greatest(45, ceil(2 * coalesce(average_gap_days, 0)))::int`,
        [ORG.northwind, TODAY],
      );
      expect(rows.length).toBeGreaterThan(5);
      expect(result.data.total).toBe(rows.length);
      expect(new Set(result.data.customers.map((c) => c.id))).toEqual(
        new Set(rows.map((row) => row.id).slice(0, 50)),
      );
      expect(result.data.customers.every((c) => c.at_risk)).toBe(true);
    });

    it('returns nothing of Northwind to a Fresh Start member', async () => {
      const result = await run('fresh', 'search_customers', { query: 'maria' });
      expect(result.data).toEqual({ customers: [], total: 0 });
      expect(result.citations).toEqual([]);
    });

    it('refuses bad arguments with a clear message', async () => {
      await expect(run('sam', 'search_customers', { limit: 500 })).rejects.toThrow(
        'limit must be a whole number from 1 to 50.',
      );
      await expect(run('sam', 'search_customers', { sort: 'password' })).rejects.toThrow(
        /sort must be one of/,
      );
      await expect(run('sam', 'search_customers', { nmae: 'x' })).rejects.toThrow(/Unknown argument nmae/);
    });
  });

  describe('customer_history', () => {
    it('returns totals and the last orders with their lines, newest first', async () => {
      const result = await run('sam', 'customer_history', { customer: 'thomas hardy' });
      expect(result.data.customer).toMatchObject({ id: THOMAS, name: 'Thomas Hardy' });
      const { orders = [] } = result.data;
      expect(orders[0]).toMatchObject({ sold_on: '2026-11-03', total: 144 });
      expect(orders[0]!.lines).toEqual([
        expect.objectContaining({ sku: 'NW-CHAI-12', name: 'Chai Tea, 12 boxes', quantity: 8, amount: 144 }),
      ]);
      expect(result.citations).toContainEqual(
        expect.objectContaining({ type: 'order', id: `${THOMAS}:2026-11-03` }),
      );
    });

    it('lists the matches when a name is ambiguous', async () => {
      const result = await run('sam', 'customer_history', { customer: 'a' });
      expect(result.data.customer).toBeNull();
      expect(result.data.matches).toHaveLength(10);
      expect(result.data.more_matches).toBe(true);
    });

    it('finds nothing of another organization, by name or by id', async () => {
      expect((await run('fresh', 'customer_history', { customer_id: MARIA })).data).toEqual({
        customer: null,
        matches: [],
        more_matches: false,
      });
      expect((await run('fresh', 'customer_history', { customer: 'Maria' })).data.matches).toEqual([]);
    });

    it('needs a customer', async () => {
      await expect(run('sam', 'customer_history', {})).rejects.toThrow(
        'Give customer_id or customer (a name).',
      );
      await expect(run('sam', 'customer_history', { customer_id: 'x' })).rejects.toThrow(/uuid/);
    });
  });

  describe('query_sales', () => {
    const october = { from: '2026-10-01', to: '2026-10-31' };
    /** query_sales of `metric` over October 2026, as `user`. */
    const inOctober = (metric: string, args: Record<string, unknown> = {}, user: 'sam' | 'fresh' = 'sam') =>
      run(user, 'query_sales', { metric, ...october, ...args });
    it('ranks customers by revenue of the period as an independent query does', async () => {
      const result = await inOctober('revenue', { group_by: 'customer', limit: 3 });
      const { rows } = await db.query<{ customer_id: string; revenue: number }>(
        `select customer_id, round(sum(quantity * unit_price), 2)::float8 as revenue from aide_sales_transactions
          where organization_id = $1 and sold_at between '2026-10-01' and '2026-10-31' and customer_id is not null
          group by customer_id order by revenue desc limit 3`,
        [ORG.northwind],
      );
      expect(result.data.rows.map((g) => [g.key, g.value])).toEqual(
        rows.map((row) => [row.customer_id, row.revenue]),
      );
      expect(result.citations.map((c) => c.id)).toEqual(rows.map((row) => row.customer_id));
      expect(result.data.computed).toBe(
        '**Revenue by customer, top 3** · October 2026 (2026-10-01 to 2026-10-31)',
      );
    });

    it('totals the period and groups by month, brand and category', async () => {
      const byMonth = await run('sam', 'query_sales', {
        metric: 'revenue',
        from: '2026-01-01',
        to: '2026-06-30',
        group_by: 'month',
      });
      expect(byMonth.data.rows.map((g) => g.key)).toEqual([
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
      ]);
      const sum = byMonth.data.rows.reduce((total, g) => total + Number(g.value), 0);
      expect(sum).toBeCloseTo(Number(byMonth.data.totals.value), 2);
      const byBrand = await inOctober('revenue', { group_by: 'brand' });
      expect(byBrand.data.rows.length).toBe(8);
      const byCategory = await inOctober('units', { group_by: 'category', order: 'asc' });
      const units = byCategory.data.rows.map((g) => Number(g.value));
      expect(units).toEqual([...units].sort((a, b) => a - b));
    });

    it('lists products that sold nothing when asked for the slowest', async () => {
      const result = await inOctober('units', { group_by: 'product', order: 'asc' });
      expect(result.data.rows[0]!.value).toBe(0);
    });

    it('compares with the period before and keeps only the groups that shrank', async () => {
      const result = await inOctober('revenue', {
        group_by: 'brand',
        compare: 'previous_period',
        change: 'shrank',
      });
      for (const row of result.data.rows) expect(Number(row.value)).toBeLessThan(Number(row.previous));
      expect(result.data.computed).toContain('compared with the period before, September 2026');
    });

    it('sees no Northwind sales for a Fresh Start member', async () => {
      const result = await inOctober('revenue', { group_by: 'customer' }, 'fresh');
      expect(result.data.totals).toEqual({ value: 0 });
      expect(result.data.rows).toEqual([]);
      expect(result.citations).toEqual([]);
    });

    it('refuses bad plans with a clear message', async () => {
      await expect(
        run('sam', 'query_sales', { metric: 'revenue', from: '2026-02-30', to: '2026-03-01' }),
      ).rejects.toThrow('from must be a date written YYYY-MM-DD.');
      await expect(
        run('sam', 'query_sales', { metric: 'revenue', from: '2026-05-01', to: '2026-04-01' }),
      ).rejects.toThrow('from must be on or before to.');
      await expect(inOctober('margin')).rejects.toThrow(/cost/);
      await expect(
        inOctober('revenue', { filters: [{ dimension: 'customer', value: 'Maria' }] }),
      ).rejects.toThrow(/id \(uuid\)/);
      await expect(inOctober('revenue', { change: 'grew' })).rejects.toThrow(/comparison and a grouping/);
    });
  });

  describe('sales_dimensions and draft_email', () => {
    it("lists the caller's own segments, brands, categories and cities", async () => {
      const sam = await run('sam', 'sales_dimensions');
      expect(sam.data.segments).toEqual(['Consumer', 'Enterprise', 'Mid-market', 'Small business']);
      expect(sam.data.brands).toHaveLength(8);
      const fresh = await run('fresh', 'sales_dimensions');
      expect(fresh.data).toEqual({ segments: [], cities: [], brands: [], categories: [] });
    });

    it('drafts an email to a customer without sending it, and refuses another organization’s customer', async () => {
      const draft = await run('sam', 'draft_email', { customer_id: MARIA, win_back: true });
      expect(draft.data).toMatchObject({ customer_id: MARIA, customer_name: 'Maria Anders', sent: false });
      expect(draft.data.subject).toBe('It has been a while, Maria');
      expect(draft.data.body).toContain('Hi Maria,');
      const outbox = await db.query<{ n: number }>(
        'select count(*)::int as n from aide_outreach_emails where customer_id = $1',
        [MARIA],
      );
      expect(outbox.rows[0]!.n).toBe(0);
      await expect(run('fresh', 'draft_email', { customer_id: MARIA })).rejects.toThrow(
        'Customer not found.',
      );
    });
  });

  describe('inventory_lookup and current_offers', () => {
    it('lists low and out-of-stock products lowest first', async () => {
      const low = await run('sam', 'inventory_lookup', { below: 5, limit: 50 });
      expect(low.data.total).toBeGreaterThan(0);
      expect(low.data.products.every((p) => p.quantity_on_hand < 5)).toBe(true);
      const out = await run('sam', 'inventory_lookup', { out_of_stock: true, limit: 50 });
      expect(out.data.products.map((p) => p.sku)).toContain('NW-GUMBO-36');
      expect(out.citations[0]).toMatchObject({
        type: 'product',
        href: expect.stringMatching(/^\/inventory\?search=/),
      });
      expect((await run('fresh', 'inventory_lookup', { out_of_stock: true })).data).toEqual({
        products: [],
        total: 0,
      });
    });

    it('lists the offers active today with their product counts, for the caller only', async () => {
      const result = await run('sam', 'current_offers');
      expect(result.data.offers.map((o) => o.title).sort()).toEqual([
        'Seafood Fridays',
        'Tokyo Traders launch',
        'Winter beverages week',
      ]);
      expect(result.data.offers.every((o) => o.product_count > 0)).toBe(true);
      expect((await run('fresh', 'current_offers')).data.offers).toEqual([]);
      await expect(run('sam', 'current_offers', { all: true })).rejects.toThrow(/Unknown argument all/);
    });
  });

  describe('recommend_products', () => {
    it('recommends in-stock products for a customer of the caller, citing them', async () => {
      const customerId = '51000000-0000-4000-8000-000000000028';
      const result = await run('sam', 'recommend_products', { customer_id: customerId, limit: 3 });
      expect(result.data.customer).toMatchObject({ id: customerId });
      expect(result.data.recommendations.length).toBeGreaterThan(0);
      expect(result.data.recommendations.length).toBeLessThanOrEqual(3);
      for (const item of result.data.recommendations) expect(item.quantity_on_hand).toBeGreaterThan(0);
      expect(result.citations.some((citation) => citation.type === 'product')).toBe(true);
    });

    it('refuses a missing customer or one of another organization before recommending', async () => {
      await expect(run('sam', 'recommend_products', {})).rejects.toThrow(/customer_id is required/);
      await expect(run('fresh', 'recommend_products', { customer_id: MARIA })).rejects.toThrow(
        'No customer with that id in this organization.',
      );
    });
  });
});

// The outbound workspace routes over HTTP with real tokens, on PGlite and on real PostgreSQL. Cases run in order
// on one backend per file: Fresh Start Co starts empty and gets small known files, Northwind keeps its seed.
import { todayUtc } from '../workspace/today.js';
import { addDays } from '../features/dashboard/dashboard-period.js';
import { apiBackends } from '../../tests/support/api-backends.js';
import { apiSuite } from '../../tests/support/api-suite.js';
import { expectError, getJson } from '../../tests/support/http.js';
import { brokenCustomerProblems } from '../../tests/support/import-problems.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../tests/support/postgres.js';
import { ORG } from '../../tests/support/seed.js';
import { sendJson } from '../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Dashboard {
  trend: { bucket: string; revenue: number }[];
  revenue: { current: number };
  recent_activity: { kind: string }[];
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

const today = todayUtc();
const daysAgo = (days: number) => addDays(today, -days);

describe.each(apiBackends)('Outbound workspace API on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy', 'stranger']);

  const get = (token: string, path: string) => sendJson('GET', `${api.apiUrl}${path}`, token);
  const post = (token: string, path: string, body: unknown) =>
    sendJson('POST', `${api.apiUrl}${path}`, token, body);
  const patch = (token: string, path: string, body: unknown) =>
    sendJson('PATCH', `${api.apiUrl}${path}`, token, body);
  /** POST /api/upload_<route> with a file's rows (and anything else the body should carry). */
  const upload = (
    token: string,
    route: 'client_customers' | 'inventory' | 'sales_history',
    file_name: string,
    rows: unknown[],
    more: object = {},
  ) => post(token, `/api/upload_${route}`, { ...more, file_name, rows });
  const total = async (token: string, path: string) => ((await get(token, path)).body as Page<unknown>).total;

  describe('access', () => {
    it('serves the constants to an outbound member', async () => {
      const response = await get(tokens.sam, '/api/constants');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        import: { max_rows: 100000, max_file_bytes: 52428800, accepted_extensions: ['.csv', '.xlsx'] },
        page_sizes: [10, 20, 50, 100],
        dashboard_periods: ['30d', '90d', '365d'],
      });
    });

    it.each(['/api/constants', '/api/customers', '/api/products', '/api/offers', '/api/dashboard'])(
      'refuses %s to a member of an inbound-plan organization',
      async (path) => {
        const response = await get(tokens.ivy, path);
        expectError(response, 403, 'forbidden', 'This feature is part of the outbound plan.');
      },
    );

    it('refuses an upload to a member of an inbound-plan organization', async () => {
      const refused = await upload(tokens.ivy, 'client_customers', 'c.csv', [
        { row: 2, name: 'Ivy', email: 'ivy@x.test' },
      ]);
      expect(refused.status).toBe(403);
    });

    it('refuses an account without a member row, and a request without a token', async () => {
      const response = await get(tokens.stranger, '/api/customers');
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        error: 'forbidden',
        message: expect.stringMatching(/not a member/),
      });
      expect((await getJson(`${api.apiUrl}/api/customers`)).status).toBe(401);
    });

    it('publishes an OpenAPI document listing every workspace route with bearer auth', async () => {
      const response = await getJson(`${api.apiUrl}/api/openapi.json`);
      expect(response.status).toBe(200);
      const document = response.body as {
        openapi: string;
        paths: Record<string, Record<string, { tags?: string[]; responses: object }>>;
        components: { securitySchemes: object };
      };
      expect(document.openapi).toMatch(/^3\./);
      expect(document.components.securitySchemes).toEqual({
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      });
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/constants',
          '/api/upload_client_customers',
          '/api/upload_inventory',
          '/api/upload_sales_history',
          '/api/imports',
          '/api/customers',
          '/api/products',
          '/api/products/facets',
          '/api/offers',
          '/api/offers/{id}',
          '/api/offers/{id}/end',
          '/api/sales_history/summary',
          '/api/dashboard',
          '/api/onboarding/status',
        ]),
      );
      expect(document.paths['/api/upload_client_customers']?.post?.responses).toHaveProperty('422');
      expect(document.paths['/api/customers']?.get?.tags).toEqual(['customers']);
    });
  });

  describe('customer import', () => {
    const customers = [
      {
        row: 2,
        name: 'Ada Lovelace',
        email: 'Ada@Engine.test',
        company: 'Analytical',
        segment: 'Enterprise',
      },
      { row: 3, name: 'Alan Turing', email: 'alan@bletchley.test', company: 'Bletchley' },
      { row: 4, name: 'Grace Hopper', email: 'grace@navy.test', city: 'Arlington' },
    ];

    it('inserts a new file, then updates on re-import instead of duplicating', async () => {
      const first = await upload(tokens.fresh, 'client_customers', 'customers.csv', customers);
      expect(first).toMatchObject({ status: 200, body: { total: 3, inserted: 3, updated: 0, unchanged: 0 } });
      expect(first.body).toMatchObject({ import_id: expect.any(String) });

      const changed = customers.map((row) => (row.row === 3 ? { ...row, company: 'GCHQ' } : row));
      const second = await upload(tokens.fresh, 'client_customers', 'customers.csv', changed);
      expect(second.body).toMatchObject({ total: 3, inserted: 0, updated: 1, unchanged: 2 });

      const list = (await get(tokens.fresh, '/api/customers?sort=name')).body as Page<
        Record<string, unknown>
      >;
      expect(list.total).toBe(3);
      expect(list.items.map((item) => [item.name, item.email, item.company])).toEqual([
        ['Ada Lovelace', 'ada@engine.test', 'Analytical'],
        ['Alan Turing', 'alan@bletchley.test', 'GCHQ'],
        ['Grace Hopper', 'grace@navy.test', null],
      ]);
    });

    it('refuses a file with bad rows with their row numbers, and writes nothing', async () => {
      const response = await upload(tokens.fresh, 'client_customers', 'bad.csv', [
        { row: 2, name: 'New Person', email: 'new@person.test' },
        { row: 3, name: '', email: 'blank@name.test' },
        { row: 4, name: 'No Email', email: 'not-an-email' },
        { row: 5, name: 'Twice', email: 'NEW@person.test' },
      ]);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        error: 'invalid_rows',
        message: '3 rows have problems; nothing was imported.',
        problem_count: 3,
        problems: brokenCustomerProblems('new@person.test'),
      });
      expect(await total(tokens.fresh, '/api/customers')).toBe(3);
    });

    it('refuses more than 100,000 rows', async () => {
      const rows = Array.from({ length: 100_001 }, (_, index) => ({
        row: index + 2,
        name: 'x',
        email: `x${index}@y.test`,
      }));
      const response = await upload(tokens.fresh, 'client_customers', 'huge.csv', rows);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'too_many_rows',
        message: 'The file has 100,001 rows; at most 100,000 can be imported at once.',
      });
      expect(await total(tokens.fresh, '/api/customers')).toBe(3);
    });

    it('writes into the caller’s organization whatever organization id the body names', async () => {
      const northwindBefore = await total(tokens.sam, '/api/customers');
      const organization_id = ORG.northwind;
      const row = { row: 2, name: 'Margaret Hamilton', email: 'margaret@apollo.test', organization_id };
      const response = await upload(tokens.fresh, 'client_customers', 'sneaky.csv', [row], {
        organization_id,
      });
      expect(response.status).toBe(200);
      expect(await total(tokens.sam, '/api/customers')).toBe(northwindBefore);
      expect(await total(tokens.fresh, '/api/customers?search=hamilton')).toBe(1);
    });

    it('keeps organizations apart: Northwind’s customers are invisible to Fresh Start', async () => {
      expect(await total(tokens.sam, '/api/customers?search=alfreds')).toBe(1);
      expect(await total(tokens.fresh, '/api/customers?search=alfreds')).toBe(0);
      expect(await total(tokens.sam, '/api/customers?search=lovelace')).toBe(0);
    });
  });

  describe('lists', () => {
    it('pages, searches (name, email, company; case-insensitive, wildcards literal) and sorts customers', async () => {
      const first = (await get(tokens.sam, '/api/customers?page_size=10&sort=-name')).body as Page<{
        name: string;
      }>;
      expect(first).toMatchObject({ page: 1, page_size: 10, total: 154 });
      expect(first.items).toHaveLength(10);
      const names = first.items.map((item) => item.name.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      const last = (await get(tokens.sam, '/api/customers?page_size=10&page=16')).body as Page<unknown>;
      expect(last.items).toHaveLength(4);

      expect(
        ((await get(tokens.sam, '/api/customers?search=%20MARIA@ALF%20')).body as Page<{ name: string }>)
          .items,
      ).toEqual([expect.objectContaining({ name: 'Maria Anders', company: 'Alfreds Futterkiste' })]);
      expect(await total(tokens.sam, '/api/customers?search=around%20the')).toBe(1);
      expect(await total(tokens.sam, '/api/customers?search=%25')).toBe(0);
      expect(await total(tokens.sam, '/api/customers?segment=Enterprise')).toBeGreaterThan(0);
      expect((await get(tokens.sam, '/api/customers?sort=phone')).status).toBe(400);
      expect((await get(tokens.sam, '/api/customers?page_size=101')).status).toBe(400);
    });

    it('filters products by stock, brand and search, and lists the facets', async () => {
      const out = (await get(tokens.sam, '/api/products?stock=out&page_size=100')).body as Page<{
        quantity_on_hand: number;
      }>;
      expect(out.total).toBeGreaterThan(0);
      expect(out.items.every((item) => item.quantity_on_hand === 0)).toBe(true);
      const low = (await get(tokens.sam, '/api/products?stock=low&page_size=100')).body as Page<{
        quantity_on_hand: number;
      }>;
      expect(low.items.every((item) => item.quantity_on_hand >= 1 && item.quantity_on_hand <= 10)).toBe(true);

      const chai = (await get(tokens.sam, '/api/products?search=nw-chai')).body as Page<
        Record<string, unknown>
      >;
      expect(chai.items[0]).toMatchObject({ sku: 'NW-CHAI-12', price: 18, brand: 'Exotic Liquids' });

      const facets = (await get(tokens.sam, '/api/products/facets')).body as {
        brands: string[];
        categories: string[];
      };
      expect(facets.brands).toContain('Tokyo Traders');
      expect(facets.categories).toHaveLength(8);
      const byBrand = (await get(tokens.sam, '/api/products?brand=Tokyo%20Traders&sort=-price'))
        .body as Page<{
        brand: string;
        price: number;
      }>;
      expect(byBrand.items.every((item) => item.brand === 'Tokyo Traders')).toBe(true);
      const prices = byBrand.items.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
  });

  describe('inventory, sales and offers on a small known dataset', () => {
    it('imports inventory by sku', async () => {
      const rows = [
        {
          row: 2,
          sku: 'FS-TEA',
          name: 'Green tea',
          brand: 'Leafy',
          category: 'Drinks',
          price: 10,
          quantity_on_hand: 50,
        },
        {
          row: 3,
          sku: 'FS-MUG',
          name: 'Mug',
          brand: 'Potters',
          category: 'Kitchen',
          price: '4.50',
          quantity_on_hand: '5',
        },
        {
          row: 4,
          sku: 'FS-POT',
          name: 'Teapot',
          brand: 'Potters',
          category: 'Kitchen',
          price: 30,
          quantity_on_hand: 0,
        },
      ];
      const first = await upload(tokens.fresh, 'inventory', 'stock.csv', rows);
      expect(first.body).toMatchObject({ total: 3, inserted: 3, updated: 0, unchanged: 0 });
      const again = await upload(
        tokens.fresh,
        'inventory',
        'stock.csv',
        rows.map((row) => (row.sku === 'FS-TEA' ? { ...row, quantity_on_hand: 45 } : row)),
      );
      expect(again.body).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 });
      const bad = await upload(tokens.fresh, 'inventory', 'bad.csv', [
        { row: 2, sku: 'FS-X', name: 'X', quantity_on_hand: -1 },
        { row: 3, sku: 'FS-X', name: 'Y', price: 'abc', quantity_on_hand: 1.5 },
      ]);
      expect(bad.status).toBe(422);
      expect(
        (bad.body as { problems: { row: number; field: string }[] }).problems.map((p) => [p.row, p.field]),
      ).toEqual([
        [2, 'quantity_on_hand'],
        [3, 'sku'],
        [3, 'price'],
        [3, 'quantity_on_hand'],
      ]);
      expect(await total(tokens.fresh, '/api/products?stock=low')).toBe(1);
      expect(await total(tokens.fresh, '/api/products?stock=out')).toBe(1);
    });

    const sales = [
      // This period (last 30 days): Ada twice, Alan once; one walk-in with no customer record.
      {
        row: 2,
        customer: 'Ada Lovelace',
        customer_email: 'ada@engine.test',
        sku: 'FS-TEA',
        quantity: 2,
        unit_price: 10,
        sold_at: daysAgo(1),
        order_ref: 'A1',
      },
      {
        row: 3,
        customer: 'Ada Lovelace',
        sku: 'FS-MUG',
        quantity: 4,
        unit_price: 4.5,
        sold_at: daysAgo(1),
        order_ref: 'A1',
      },
      { row: 4, customer: 'alan turing', sku: 'FS-TEA', quantity: 1, unit_price: 10, sold_at: daysAgo(10) },
      { row: 5, customer: 'Walk-in', sku: 'FS-POT', quantity: 1, unit_price: 30, sold_at: daysAgo(3) },
      // Previous period: Grace only (so she is at risk), and Ada.
      { row: 6, customer: 'Grace Hopper', sku: 'FS-POT', quantity: 2, unit_price: 30, sold_at: daysAgo(40) },
      { row: 7, customer: 'Ada Lovelace', sku: 'FS-TEA', quantity: 1, unit_price: 10, sold_at: daysAgo(45) },
      // Two identical lines are two sales.
      { row: 8, customer: 'Ada Lovelace', sku: 'FS-TEA', quantity: 1, unit_price: 10, sold_at: daysAgo(45) },
    ];

    it('imports sales, links customers by email or name, and adds nothing on re-import', async () => {
      const first = await upload(tokens.fresh, 'sales_history', 'sales.csv', sales);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        total: 7,
        inserted: 7,
        updated: 0,
        unchanged: 0,
        unmatched_customers: 1,
      });
      const again = await upload(tokens.fresh, 'sales_history', 'sales.csv', sales);
      expect(again.body).toMatchObject({
        total: 7,
        inserted: 0,
        updated: 0,
        unchanged: 7,
        unmatched_customers: 1,
      });

      const bad = await upload(tokens.fresh, 'sales_history', 'bad.csv', [
        { row: 2, customer: 'Ada', sku: 'FS-TEA', quantity: 1, unit_price: 1, sold_at: '2026-02-30' },
      ]);
      expect(bad.status).toBe(422);
      expect((bad.body as { problems: unknown[] }).problems).toEqual([
        { row: 2, field: 'sold_at', message: '"2026-02-30" is not a real date (use YYYY-MM-DD).' },
      ]);

      const summary = await get(tokens.fresh, '/api/sales_history/summary');
      expect(summary.body).toEqual({
        rows: 7,
        customers: 4,
        products: 3,
        revenue: 158,
        first_date: daysAgo(45),
        last_date: daysAgo(1),
        unmatched_rows: 1,
      });
    });

    it('reports the dashboard for the last 30 days against the 30 before', async () => {
      const response = await get(tokens.fresh, '/api/dashboard?period=30d');
      expect(response.status).toBe(200);
      const body = response.body as Dashboard;
      expect(body).toMatchObject({
        has_data: true,
        period: { from: daysAgo(29), to: today },
        previous: { from: daysAgo(59), to: daysAgo(30) },
        revenue: { current: 78, previous: 80, change_percent: -2.5 },
        customers: { total: 4, active: 2, at_risk: 1 },
        top_products: [
          // A tie on revenue is broken by sku.
          { sku: 'FS-POT', name: 'Teapot', quantity: 1, revenue: 30 },
          { sku: 'FS-TEA', name: 'Green tea', quantity: 3, revenue: 30 },
          { sku: 'FS-MUG', name: 'Mug', quantity: 4, revenue: 18 },
        ],
        at_risk_customers: [
          { id: expect.any(String), name: 'Grace Hopper', last_order_on: daysAgo(40), previous_revenue: 60 },
        ],
      });
      expect(body.trend).toHaveLength(30);
      expect(body.trend.at(-2)).toEqual({ bucket: daysAgo(1), revenue: 38 });
      expect(body.trend.reduce((sum: number, bucket: { revenue: number }) => sum + bucket.revenue, 0)).toBe(
        78,
      );
      expect(body.recent_activity.map((item: { kind: string }) => item.kind)).toEqual(
        expect.arrayContaining(['import', 'sale']),
      );

      const year = (await get(tokens.fresh, '/api/dashboard?period=365d')).body as Dashboard;
      expect(year.trend.length).toBeGreaterThanOrEqual(12);
      expect(year.revenue.current).toBe(158);
    });

    it('lists the import history of the organization, newest first, with who imported', async () => {
      const page = (await get(tokens.fresh, '/api/imports?kind=sales')).body as Page<Record<string, unknown>>;
      expect(page.total).toBe(2);
      expect(page.items[0]).toMatchObject({
        kind: 'sales',
        file_name: 'sales.csv',
        inserted: 0,
        unchanged: 7,
        created_by_email: 'fresh@freshstart.test',
      });
      expect(await total(tokens.fresh, '/api/imports')).toBe(7);
    });

    it('runs an offer through its lifecycle and prices products with it', async () => {
      const valid = {
        title: 'x',
        target_type: 'brand',
        target_value: 'Potters',
        discount_percent: 5,
        starts_on: today,
        ends_on: today,
      };
      const invalid = [
        { ...valid, discount_percent: 95 },
        { ...valid, discount_percent: 0 },
        { ...valid, target_type: 'shelf' },
        { ...valid, ends_on: daysAgo(1) },
        { ...valid, starts_on: '2026-02-30' },
      ];
      for (const body of invalid) {
        const response = await post(tokens.fresh, '/api/offers', body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
      }
      expect((await post(tokens.fresh, '/api/offers', invalid[3])).body).toEqual({
        error: 'invalid_request',
        message: 'The end date must be on or after the start date.',
      });

      const created = await post(tokens.fresh, '/api/offers', {
        title: 'Potters week',
        target_type: 'brand',
        target_value: 'Potters',
        discount_percent: 20,
        starts_on: daysAgo(2),
        ends_on: addDays(today, 5),
      });
      expect(created.status).toBe(201);
      const offer = created.body as { id: string; status: string };
      expect(offer).toMatchObject({ status: 'active', discount_percent: 20, starts_on: daysAgo(2) });

      const mug = (await get(tokens.fresh, '/api/products?search=FS-MUG')).body as Page<
        Record<string, unknown>
      >;
      expect(mug.items[0]).toMatchObject({
        offer: { id: offer.id, title: 'Potters week', discount_percent: 20 },
        offer_price: 3.6,
      });
      const tea = (await get(tokens.fresh, '/api/products?search=FS-TEA')).body as Page<
        Record<string, unknown>
      >;
      expect(tea.items[0]).toMatchObject({ offer: null, offer_price: null });

      const changed = await patch(tokens.fresh, `/api/offers/${offer.id}`, { discount_percent: 25 });
      expect(changed.body).toMatchObject({ discount_percent: 25, title: 'Potters week' });
      expect((await patch(tokens.fresh, `/api/offers/${offer.id}`, { ends_on: daysAgo(5) })).status).toBe(
        400,
      );

      const scheduled = await post(tokens.fresh, '/api/offers', {
        title: 'Next month',
        target_type: 'category',
        target_value: 'Drinks',
        discount_percent: 5,
        starts_on: addDays(today, 10),
        ends_on: addDays(today, 20),
      });
      expect(scheduled.body).toMatchObject({ status: 'scheduled' });
      const active = (await get(tokens.fresh, '/api/offers?status=active')).body as {
        items: { id: string }[];
      };
      expect(active.items.map((item) => item.id)).toEqual([offer.id]);

      const ended = await post(tokens.fresh, `/api/offers/${offer.id}/end`, {});
      expect(ended.body).toMatchObject({ status: 'ended', ends_on: daysAgo(1), starts_on: daysAgo(2) });
      const endedEarly = await post(
        tokens.fresh,
        `/api/offers/${(scheduled.body as { id: string }).id}/end`,
        {},
      );
      expect(endedEarly.body).toMatchObject({ status: 'ended', ends_on: daysAgo(1), starts_on: daysAgo(1) });
      expect(
        ((await get(tokens.fresh, '/api/offers?status=ended')).body as { items: unknown[] }).items,
      ).toHaveLength(2);
      expect(
        ((await get(tokens.fresh, '/api/products?search=FS-MUG')).body as Page<Record<string, unknown>>)
          .items[0],
      ).toMatchObject({ offer: null });
    });

    it('answers 404 for another organization’s offer', async () => {
      const northwind = (await get(tokens.sam, '/api/offers?status=all')).body as { items: { id: string }[] };
      expect(northwind.items.length).toBeGreaterThanOrEqual(4);
      const id = northwind.items[0]!.id;
      expect((await patch(tokens.fresh, `/api/offers/${id}`, { title: 'Mine now' })).status).toBe(404);
      expect((await post(tokens.fresh, `/api/offers/${id}/end`, {})).status).toBe(404);
      expect((await get(tokens.fresh, '/api/offers')).body).not.toEqual(
        expect.objectContaining({ items: expect.arrayContaining([expect.objectContaining({ id })]) }),
      );
    });
  });

  it('still reports onboarding progress from the uploaded data', async () => {
    const response = await getJson(`${api.apiUrl}/api/onboarding/status?organization_id=${ORG.freshStart}`, {
      authorization: `Bearer ${tokens.fresh}`,
    });
    expect(response.body).toMatchObject({ has_customers: true, has_inventory: true, has_transactions: true });
  });
});

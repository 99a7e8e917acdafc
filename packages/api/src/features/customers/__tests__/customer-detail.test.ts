// My Customers over HTTP on PGlite and PostgreSQL: customers_search on the Northwind seed, one customer's page,
// create from text, and the statistics an import refreshes (Fresh Start Co starts empty).
import { addDays } from '../../dashboard/dashboard-period.js';
import { todayUtc } from '../../../workspace/today.js';
import { customerDetailSchema } from '../customer-detail.js';
import { customerItemSchema, type CustomerItem } from '../customer-item.js';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import type { Answer } from '../../../../tests/support/answers.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Page {
  items: CustomerItem[];
  total: number;
}
type Detail = Answer<typeof customerDetailSchema>;

const today = todayUtc();
const cents = (value: number) => Math.round(value * 100);

describe.each(apiBackends)('My Customers API on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy']);

  const get = (token: string, path: string) => sendJson('GET', `${api.apiUrl}${path}`, token);
  const post = (token: string, path: string, body: unknown) =>
    sendJson('POST', `${api.apiUrl}${path}`, token, body);
  const parseText = (text: string, token = tokens.fresh) => post(token, '/api/parse_customer_text', { text });
  const createFromText = (body: unknown, token = tokens.fresh) =>
    post(token, '/api/create_customer_from_text', body);
  const search = async (query: string) => {
    const response = await get(tokens.sam, `/api/customers_search?${query}`);
    expect(response.status).toBe(200);
    return response.body as Page;
  };

  describe('GET /api/customers_search', () => {
    it('lists the seed by name with purchase statistics', async () => {
      const page = await search('page_size=100');
      expect(page.total).toBeGreaterThan(100);
      const names = page.items.map((item) => item.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(page.items.some((item) => item.order_count > 0 && item.revenue_12m > 0)).toBe(true);
      expect(Object.keys(page.items[0]!).sort()).toEqual([...customerItemSchema.required].sort());
    });

    it('filters by segment, last order and risk, and sorts by revenue', async () => {
      const enterprise = await search('segment=Enterprise&page_size=100');
      expect(enterprise.total).toBeGreaterThan(0);
      expect(enterprise.items.every((item) => item.segment === 'Enterprise')).toBe(true);

      const recent = await search('last_order=30d&page_size=100');
      expect(recent.total).toBeGreaterThan(0);
      expect(recent.items.every((item) => item.last_order_on! >= addDays(today, -30))).toBe(true);
      const lapsed = await search('last_order=over_90d&page_size=100');
      expect(lapsed.items.every((item) => item.last_order_on! < addDays(today, -90))).toBe(true);
      const never = await search('last_order=never&page_size=100');
      expect(never.items.every((item) => item.last_order_on === null && item.order_count === 0)).toBe(true);
      const all = await search('page_size=1');
      expect(recent.total + lapsed.total + never.total).toBeLessThanOrEqual(all.total);

      const atRisk = await search('at_risk=true&page_size=100');
      expect(atRisk.total).toBeGreaterThan(0);
      expect(atRisk.items.every((item) => item.at_risk && item.order_count >= 3)).toBe(true);
      expect(atRisk.items.every((item) => item.last_order_on! < addDays(today, -45))).toBe(true);
      const safe = await search('at_risk=false&page_size=1');
      expect(safe.total + atRisk.total).toBe(all.total);

      const byRevenue = await search('sort=-revenue_12m&page_size=20');
      const revenues = byRevenue.items.map((item) => item.revenue_12m);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    });

    it('searches name, email and company', async () => {
      const [first] = (await search('sort=-revenue_12m&page_size=1')).items;
      const found = await search(`search=${encodeURIComponent(first!.email!.toUpperCase())}`);
      expect(found.items.map((item) => item.id)).toEqual([first!.id]);
    });

    it('refuses bad filters and inbound members', async () => {
      for (const query of ['last_order=yesterday', 'sort=email', 'at_risk=maybe', 'page_size=101']) {
        const response = await get(tokens.sam, `/api/customers_search?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
      }
      const response = await get(tokens.ivy, '/api/customers_search');
      expect(response).toMatchObject({
        status: 403,
        body: { message: 'This feature is part of the outbound plan.' },
      });
    });
  });

  describe('GET /api/customers/:id', () => {
    it('gives the record, live totals matching the list, a 12-month trend and orders with lines', async () => {
      const [top] = (await search('sort=-revenue_12m&page_size=1')).items;
      const response = await get(tokens.sam, `/api/customers/${top!.id}`);
      expect(response.status).toBe(200);
      const detail = response.body as Detail;
      expect(detail.customer).toMatchObject({ id: top!.id, name: top!.name, interests: [] });
      const { totals } = detail;
      expect(totals).toMatchObject({
        order_count: top!.order_count,
        last_order_on: top!.last_order_on,
        at_risk: top!.at_risk,
      });
      expect(cents(totals.revenue_12m)).toBe(cents(top!.revenue_12m));
      expect(cents(totals.lifetime_revenue)).toBe(cents(top!.lifetime_revenue));
      expect(totals.average_order_value).toBeCloseTo(totals.lifetime_revenue / totals.order_count, 2);
      expect(totals.trend_percent).toBe(
        totals.revenue_prev_12m > 0
          ? Math.round(((totals.revenue_12m - totals.revenue_prev_12m) / totals.revenue_prev_12m) * 1000) / 10
          : null,
      );

      expect(detail.trend).toHaveLength(12);
      expect(detail.trend.at(-1)!.month).toBe(today.slice(0, 7));
      const trendTotal = detail.trend.reduce((sum, month) => sum + month.revenue, 0);
      expect(trendTotal).toBeGreaterThan(0);
      expect(trendTotal).toBeLessThanOrEqual(totals.lifetime_revenue + 0.01);

      expect(detail.orders.length).toBeGreaterThan(0);
      expect(detail.orders.length).toBeLessThanOrEqual(50);
      const days = detail.orders.map((order) => order.sold_on);
      expect(days).toEqual([...days].sort().reverse());
      expect(detail.orders[0]!.sold_on).toBe(totals.last_order_on);
      for (const order of detail.orders) {
        expect(cents(order.total)).toBe(order.lines.reduce((sum, line) => sum + cents(line.amount), 0));
      }
      expect(detail.orders.flatMap((order) => order.lines).some((line) => line.product_id !== null)).toBe(
        true,
      );
    });

    it('is 404 for another organization’s customer or an unknown id, 400 for a malformed id', async () => {
      const created = await createFromText({ name: 'Only Fresh', email: 'only@fresh.test' });
      expect(created.status).toBe(201);
      const theirs = (created.body as CustomerItem).id;
      for (const id of [theirs, '00000000-0000-4000-8000-000000000000']) {
        const response = await get(tokens.sam, `/api/customers/${id}`);
        expect(response).toMatchObject({
          status: 404,
          body: { error: 'not_found', message: 'Customer not found.' },
        });
      }
      expect((await get(tokens.sam, '/api/customers/not-a-uuid')).status).toBe(400);
      expect((await get(tokens.ivy, `/api/customers/${theirs}`)).status).toBe(403);
    });
  });

  describe('create from text', () => {
    const signature =
      'Best regards,\nNina Keller\nHead of Purchasing | Keller Feinkost GmbH\n+49 30 1234567\nNina@Keller.test';

    it('parses a signature without saving anything', async () => {
      const response = await parseText(signature);
      expect(response).toMatchObject({
        status: 200,
        body: {
          fields: {
            name: 'Nina Keller',
            email: 'nina@keller.test',
            phone: '+49 30 1234567',
            company: 'Keller Feinkost GmbH',
            job_title: 'Head of Purchasing',
            city: null,
            segment: null,
          },
          missing: [],
          duplicate: null,
        },
      });
      const missing = await parseText('Call me maybe');
      expect(missing.body).toMatchObject({ missing: ['name', 'email'] });
      expect((await parseText('   ')).status).toBe(400);
      expect((await parseText(signature, tokens.ivy)).status).toBe(403);
    });

    it('creates the reviewed customer once, then reports the duplicate', async () => {
      const created = await createFromText({
        name: ' Nina Keller ',
        email: 'Nina@Keller.test',
        phone: '+49 30 1234567',
        company: 'Keller Feinkost GmbH',
        job_title: 'Head of Purchasing',
        city: 'Berlin',
        segment: '',
      });
      expect(created).toMatchObject({
        status: 201,
        body: {
          name: 'Nina Keller',
          email: 'nina@keller.test',
          city: 'Berlin',
          segment: null,
          order_count: 0,
          last_order_on: null,
          at_risk: false,
        },
      });
      const again = await createFromText({ name: 'Nina K', email: 'NINA@keller.test' });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'A customer with the email nina@keller.test already exists.' },
      });
      const parsed = await parseText(signature);
      expect(parsed.body).toMatchObject({
        duplicate: { id: (created.body as CustomerItem).id, name: 'Nina Keller' },
      });
      // The same email is free in another organization.
      const sams = await parseText(signature, tokens.sam);
      expect(sams.body).toMatchObject({ duplicate: null });
    });

    it('refuses an invalid email or a missing name', async () => {
      const invalid = await createFromText({ name: 'X', email: 'not-an-email' });
      expect(invalid).toMatchObject({
        status: 400,
        body: { message: '"not-an-email" is not a valid email address.' },
      });
      expect((await createFromText({ email: 'a@b.test' })).status).toBe(400);
      expect((await createFromText({ name: ' ', email: 'a@b.test' })).status).toBe(400);
    });
  });

  it('refreshes the statistics after a sales import', async () => {
    const upload = await post(tokens.fresh, '/api/upload_sales_history', {
      file_name: 'sales.csv',
      rows: [
        {
          row: 2,
          customer: 'Nina Keller',
          customer_email: 'nina@keller.test',
          sku: 'X-1',
          quantity: 2,
          unit_price: 10,
          sold_at: addDays(today, -3),
          order_ref: 'A-1',
        },
        {
          row: 3,
          customer: 'Nina Keller',
          customer_email: 'nina@keller.test',
          sku: 'X-2',
          quantity: 1,
          unit_price: 5,
          sold_at: addDays(today, -3),
          order_ref: 'A-1',
        },
        {
          row: 4,
          customer: 'Nina Keller',
          customer_email: 'nina@keller.test',
          sku: 'X-1',
          quantity: 1,
          unit_price: 10,
          sold_at: addDays(today, -40),
        },
      ],
    });
    expect(upload.status).toBe(200);
    const response = await get(tokens.fresh, '/api/customers_search?search=keller');
    expect((response.body as Page).items).toEqual([
      expect.objectContaining({
        order_count: 2,
        lifetime_revenue: 35,
        revenue_12m: 35,
        last_order_on: addDays(today, -3),
      }),
    ]);
    const id = (response.body as Page).items[0]!.id;
    const detail = (await get(tokens.fresh, `/api/customers/${id}`)).body as Detail;
    expect(
      detail.orders.map((order) => [order.order_ref, order.sold_on, order.total, order.lines.length]),
    ).toEqual([
      ['A-1', addDays(today, -3), 25, 2],
      [null, addDays(today, -40), 10, 1],
    ]);
    expect(detail.orders[0]!.lines.every((line) => line.product_id === null)).toBe(true);
  });
});

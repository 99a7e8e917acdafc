// GET /api/products/recommend and GET /api/offer_recommendations over HTTP with real tokens, on both backends.
import { addDays } from '../../dashboard/dashboard-period.js';
import { todayUtc } from '../../../workspace/today.js';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Recommendation {
  product_id: string;
  sku: string;
  category: string | null;
  price: number | null;
  offer: { id: string; title: string; discount_percent: number } | null;
  offer_price: number | null;
  quantity_on_hand: number;
  score: number;
  suggested_quantity: number;
  reasons: { kind: string; text: string }[];
}

// A Northwind customer who has ordered every few weeks since 2025 (supabase/seed.sql).
const CUSTOMER = '51000000-0000-4000-8000-000000000001';
const UNKNOWN = '51000000-0000-4000-8000-999999999999';

describe.each(apiBackends)('recommendation routes on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy']);

  const get = (token: string, path: string) => sendJson('GET', `${api.apiUrl}${path}`, token);
  const recommend = async (query: string) => {
    const response = await get(tokens.sam, `/api/products/recommend?${query}`);
    expect(response.status).toBe(200);
    return response.body as {
      items: Recommendation[];
      citations: { type: string; id: string; href: string }[];
    };
  };

  it('recommends in-stock products with reasons, best first, citing the customer and the products', async () => {
    const { items, citations } = await recommend(`customer_id=${CUSTOMER}`);
    expect(items).toHaveLength(10);
    const scores = items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const item of items) {
      expect(item.quantity_on_hand).toBeGreaterThan(0);
      expect(item.suggested_quantity).toBeGreaterThanOrEqual(1);
      expect(item.reasons.length).toBeGreaterThan(0);
    }
    const texts = items.flatMap((item) => item.reasons.map((reason) => reason.text));
    expect(texts.some((text) => /^Reorders every \d+ days?, last \d+ days? ago$/.test(text))).toBe(true);
    expect(texts.some((text) => /^Customers who buy .+ also buy .+$/.test(text))).toBe(true);
    expect(citations[0]).toEqual({
      type: 'customer',
      id: CUSTOMER,
      label: expect.any(String),
      href: `/sales-assistant/customers/${CUSTOMER}`,
    });
    expect(
      citations.filter((citation) => citation.type === 'product').map((citation) => citation.id),
    ).toEqual(items.map((item) => item.product_id));
    expect((await recommend(`customer_id=${CUSTOMER}&limit=3`)).items).toEqual(items.slice(0, 3));
  });

  it('applies the best current offer and lists it among the customer’s offers', async () => {
    const [top] = (await recommend(`customer_id=${CUSTOMER}`)).items;
    const today = todayUtc();
    const created = await sendJson('POST', `${api.apiUrl}/api/offers`, tokens.sam, {
      title: 'Recommender test offer',
      target_type: 'category',
      target_value: top?.category,
      discount_percent: 50,
      starts_on: today,
      ends_on: addDays(today, 1),
    });
    expect(created.status).toBe(201);
    const offerId = (created.body as { id: string }).id;

    const { items } = await recommend(`customer_id=${CUSTOMER}`);
    const inCategory = items.filter((item) => item.category === top?.category);
    expect(inCategory.length).toBeGreaterThan(0);
    for (const item of inCategory) {
      expect(item.offer).toEqual({ id: offerId, title: 'Recommender test offer', discount_percent: 50 });
      expect(item.offer_price).toBe(Math.round((item.price ?? 0) * 50) / 100);
    }

    const offers = await get(tokens.sam, `/api/offer_recommendations?customer_id=${CUSTOMER}`);
    expect(offers.status).toBe(200);
    const fits = (
      offers.body as { items: { offer: { id: string }; products: Recommendation[]; reason: string }[] }
    ).items;
    const ours = fits.find((fit) => fit.offer.id === offerId);
    expect(ours?.products.length).toBeGreaterThan(0);
    expect(ours?.products.length).toBeLessThanOrEqual(5);
    expect(ours?.products.every((item) => item.category === top?.category)).toBe(true);
    expect(ours?.reason).toMatch(/ — 50 % off until \d{1,2} [A-Z][a-z]{2}$/);
    for (const fit of fits) expect(fit.products.length).toBeGreaterThan(0);
  });

  it('answers 404 for a customer of another organization or none, 403 to the inbound plan', async () => {
    for (const path of [
      `/api/products/recommend?customer_id=${CUSTOMER}`,
      `/api/offer_recommendations?customer_id=${CUSTOMER}`,
    ]) {
      expect(await get(tokens.fresh, path)).toMatchObject({
        status: 404,
        body: { error: 'not_found', message: 'Customer not found.' },
      });
      expect((await get(tokens.ivy, path)).status).toBe(403);
    }
    expect((await get(tokens.sam, `/api/products/recommend?customer_id=${UNKNOWN}`)).status).toBe(404);
  });

  it('refuses a bad limit or customer id with a clear 400', async () => {
    for (const query of [
      `customer_id=${CUSTOMER}&limit=0`,
      `customer_id=${CUSTOMER}&limit=51`,
      `customer_id=${CUSTOMER}&limit=ten`,
      'customer_id=not-a-uuid',
      '',
    ]) {
      const response = await get(tokens.sam, `/api/products/recommend?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect((response.body as { message: string }).message).toEqual(expect.any(String));
    }
    expect((await get(tokens.sam, `/api/products/recommend?customer_id=${CUSTOMER}&limit=0`)).body).toEqual({
      error: 'invalid_request',
      message: 'The limit query parameter must be >= 1.',
    });
  });
});

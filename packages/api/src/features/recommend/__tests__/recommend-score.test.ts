// The recommender's pure scoring core on small hand-made histories (no database).
import { describeRecommendations } from '../describe-recommendations.js';
import type { CatalogProduct } from '../load-recommendation-data.js';
import { offerReason } from '../offer-reason.js';
import { dayNumber, indexSalesHistory, type SaleLine } from '../sales-history.js';
import { dueness, popularityBaseline, reorderBaseline, scoreProducts } from '../score-products.js';

const TODAY = dayNumber('2026-11-20');

const line = (customerId: string, sku: string, daysAgo: number, quantity = 1): SaleLine => ({
  customerId,
  sku,
  day: TODAY - daysAgo,
  orderRef: `${customerId}-${daysAgo}`,
  quantity,
});

const product = (sku: string, name: string, extra: Partial<CatalogProduct> = {}): CatalogProduct => ({
  product_id: `00000000-0000-4000-8000-${sku.padStart(12, '0')}`,
  sku,
  name,
  brand: null,
  category: null,
  price: 10,
  quantity_on_hand: 50,
  offer: null,
  offer_price: null,
  ...extra,
});

const everything = () => true;
const options = (overrides: Partial<Parameters<typeof scoreProducts>[2]> = {}) => ({
  asOfDay: TODAY,
  limit: 10,
  eligible: everything,
  ...overrides,
});

// Peers p1–p3 buy chai (1) with pesto (2); p4 buys chai alone; "me" has only bought chai.
const crossSell = [
  ...['p1', 'p2', 'p3'].flatMap((peer) => [line(peer, '1', 40), line(peer, '2', 40), line(peer, '3', 90)]),
  line('p4', '1', 10),
  line('p4', '3', 10),
  line('me', '1', 20, 12),
];
const catalog = new Map(
  [product('1', 'Chai Tea, 12 boxes'), product('2', 'Organic Pesto, 18 pack'), product('3', 'Rye Bread')].map(
    (item) => [item.sku, item],
  ),
);

describe('scoreProducts', () => {
  it('recommends what peers buy with the customer’s products, saying why', () => {
    const scored = scoreProducts(indexSalesHistory(crossSell), 'me', options());
    const pesto = scored.find((item) => item.sku === '2');
    expect(pesto).toMatchObject({ coPurchase: { becauseOf: '1' }, reorder: null, suggestedQuantity: 1 });
    const [described] = describeRecommendations(
      scored.filter((item) => item.sku === '2'),
      catalog,
    );
    expect(described?.reasons).toEqual([
      { kind: 'co_purchase', text: 'Customers who buy Chai Tea, 12 boxes also buy Organic Pesto, 18 pack' },
    ]);
    // Bread is bought by every chai buyer: a candidate too. Chai itself, bought once (no rhythm yet) and only
    // similar to itself, has no signal and is left out.
    expect(scored.map((item) => item.sku).sort()).toEqual(['2', '3']);
    // Cosine over who bought what: chai has 5 buyers (the customer too), bread 4, together 4.
    expect(scored.find((item) => item.sku === '3')?.coPurchase?.similarity).toBeCloseTo(4 / Math.sqrt(5 * 4));
  });

  it('ranks a product that is due to be reordered above one bought a few days ago', () => {
    const history = indexSalesHistory([
      ...[90, 60, 30].map((ago) => line('me', 'due', ago, 6)),
      ...[63, 33, 3].map((ago) => line('me', 'fresh', ago, 2)),
    ]);
    const scored = scoreProducts(history, 'me', options());
    expect(scored.map((item) => item.sku)).toEqual(['due', 'fresh']);
    expect(scored[0]).toMatchObject({ reorder: { everyDays: 30, lastDaysAgo: 30 }, suggestedQuantity: 6 });
    const [described] = describeRecommendations(
      scored.slice(0, 1),
      new Map([['due', product('due', 'Coffee')]]),
    );
    expect(described?.reasons).toEqual([
      { kind: 'reorder', text: 'Reorders every 30 days, last 30 days ago' },
    ]);
  });

  it('never recommends a product that is out of stock', () => {
    const scored = scoreProducts(
      indexSalesHistory(crossSell),
      'me',
      options({ eligible: (sku) => sku !== '2' }),
    );
    expect(scored.map((item) => item.sku)).not.toContain('2');
    expect(scored.length).toBeGreaterThan(0);
  });

  it('ignores sales on or after the as-of day, and judges timing from it', () => {
    const history = indexSalesHistory([
      ...crossSell,
      line('me', '2', 5), // after the as-of day below: unseen
      line('me', '1', 5),
      line('me', '1', 50, 4),
    ]);
    const asOfDay = TODAY - 10;
    const scored = scoreProducts(history, 'me', options({ asOfDay }));
    const chai = scored.find((item) => item.sku === '1');
    expect(chai?.reorder).toEqual({ everyDays: 30, lastDaysAgo: 10 });
    expect(scored.find((item) => item.sku === '2')?.reorder).toBeNull();
    // p4's purchases on the as-of day itself are unseen too: chai has 4 buyers, bread 3, together 3.
    const bread = scoreProducts(indexSalesHistory(crossSell), 'me', options({ asOfDay }));
    expect(bread.find((item) => item.sku === '3')?.coPurchase?.similarity).toBeCloseTo(3 / Math.sqrt(4 * 3));
  });

  it('counts the as-of day’s own sales in the live list (seenBeforeDay = tomorrow)', () => {
    const history = indexSalesHistory([...[60, 30, 0].map((ago) => line('me', 'tea', ago))]);
    const live = scoreProducts(history, 'me', options({ seenBeforeDay: TODAY + 1 }));
    expect(live[0]?.reorder).toEqual({ everyDays: 30, lastDaysAgo: 0 });
    expect(scoreProducts(history, 'me', options())[0]?.reorder).toEqual({ everyDays: 30, lastDaysAgo: 30 });
  });

  it('limits the list', () => {
    expect(scoreProducts(indexSalesHistory(crossSell), 'me', options({ limit: 1 }))).toHaveLength(1);
  });

  it('carries the catalogue’s offer and offer price into the recommendation', () => {
    const offer = { id: 'o1', title: 'Winter beverages week', discount_percent: 15 };
    const withOffer = new Map(catalog).set(
      '2',
      product('2', 'Organic Pesto, 18 pack', { offer, offer_price: 8.5 }),
    );
    const items = describeRecommendations(
      scoreProducts(indexSalesHistory(crossSell), 'me', options()),
      withOffer,
    );
    expect(items.find((item) => item.sku === '2')).toMatchObject({ offer, offer_price: 8.5, price: 10 });
  });
});

describe('dueness', () => {
  it('peaks when the usual gap has passed and stays high when overdue', () => {
    expect(dueness({ everyDays: 30, lastDaysAgo: 0 })).toBeCloseTo(0.4);
    expect(dueness({ everyDays: 30, lastDaysAgo: 15 })).toBeCloseTo(0.7);
    expect(dueness({ everyDays: 30, lastDaysAgo: 30 })).toBe(1);
    expect(dueness({ everyDays: 30, lastDaysAgo: 45 })).toBeCloseTo(0.9);
    expect(dueness({ everyDays: 30, lastDaysAgo: 300 })).toBe(0.6);
  });
});

describe('baselines', () => {
  const history = indexSalesHistory([
    line('a', 'x', 30, 10),
    line('b', 'y', 30, 3),
    line('b', 'y', 20, 3),
    line('me', 'z', 60),
    line('me', 'z', 30),
    line('me', 'w', 5),
    line('me', 'w', 2),
    line('c', 'late', 0, 100),
  ]);

  it('popularity ranks by quantity sold before the as-of day, whoever bought it', () => {
    expect(popularityBaseline(history, options())).toEqual(['x', 'y', 'w', 'z']);
    expect(popularityBaseline(history, options({ eligible: (sku) => sku !== 'x' }))).toEqual(['y', 'w', 'z']);
  });

  it('re-order ranks only the customer’s own products, by due-ness', () => {
    expect(reorderBaseline(history, 'me', options())).toEqual(['z', 'w']);
  });
});

describe('offerReason', () => {
  const beverages = { brand: null, category: 'Beverages' };
  const shelf = new Map([
    ['tea', product('tea', 'Green Tea', beverages)],
    ['ham', product('ham', 'Smoked Ham', { category: 'Meat & Poultry' })],
  ]);
  const offer = {
    id: 'o1',
    title: 'Winter beverages week',
    target_type: 'category' as const,
    target_value: 'Beverages',
    discount_percent: 15,
    ends_on: '2026-12-15',
  };

  it('names the customer’s rhythm for the offer’s category, the discount and the end day', () => {
    const lines = [63, 42, 21, 0].map((ago) => line('me', 'tea', ago + 1)).concat(line('me', 'ham', 3));
    expect(offerReason(offer, lines, shelf, TODAY)).toBe(
      'Buys Beverages every 3 weeks — 15 % off until 15 Dec',
    );
  });

  it('says when they bought it once, or that peers buy it', () => {
    expect(offerReason(offer, [line('me', 'tea', 40)], shelf, TODAY)).toBe(
      'Bought Beverages 40 days ago — 15 % off until 15 Dec',
    );
    expect(offerReason({ ...offer, discount_percent: 12.5 }, [line('me', 'ham', 4)], shelf, TODAY)).toBe(
      'Customers with similar purchases buy Beverages — 12.5 % off until 15 Dec',
    );
  });
});

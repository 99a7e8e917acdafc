import { scoreOrder, type OrderToScore, type ScoreContext, type ScoreReason } from '../score-order.js';

const catalog = new Map<string, number | null>([
  ['CT-001', 10],
  ['CT-002', 50],
  ['CT-003', 100],
  ['CT-NOPRICE', null],
]);

const context = (overrides: Partial<ScoreContext> = {}): ScoreContext => ({
  catalogPrices: catalog,
  inCustomerList: true,
  approvedOrderCount: 12,
  approvedQuantities: new Map([
    ['CT-001', { min: 10, max: 40 }],
    ['CT-002', { min: 5, max: 5 }],
    ['CT-003', { min: 2, max: 4 }],
  ]),
  largestApprovedTotal: 1000,
  ...overrides,
});

const line = (line_no: number, sku: string, quantity: number, unit_price: number) => ({
  line_no,
  sku,
  quantity,
  unit_price,
});

const usualOrder: OrderToScore = {
  total: 750,
  lines: [line(1, 'CT-001', 20, 10), line(2, 'CT-002', 5, 50), line(3, 'CT-003', 3, 100)],
};

const reasonOf = (reasons: ScoreReason[], key: ScoreReason['key']) => {
  const found = reasons.find((reason) => reason.key === key);
  if (!found) throw new Error(`no ${key} reason`);
  return found;
};

describe('scoreOrder', () => {
  it('gives a usual order from a known customer 100 points, every factor explained', () => {
    const { score, reasons } = scoreOrder(usualOrder, context());
    expect(score).toBe(100);
    expect(reasons.map((reason) => [reason.key, reason.points, reason.max_points])).toEqual([
      ['known_customer', 25, 25],
      ['catalog_items', 15, 15],
      ['catalog_prices', 30, 30],
      ['usual_quantities', 20, 20],
      ['usual_value', 10, 10],
    ]);
    expect(reasonOf(reasons, 'known_customer')).toMatchObject({
      label: 'Known customer',
      detail: '12 earlier approved orders',
    });
    expect(reasonOf(reasons, 'catalog_prices').detail).toBe('3 of 3 lines priced within 2 % of the catalog');
  });

  describe('known customer (25)', () => {
    it('counts a customer of the customer list without history as known', () => {
      const reason = reasonOf(
        scoreOrder(usualOrder, context({ approvedOrderCount: 0 })).reasons,
        'known_customer',
      );
      expect(reason).toMatchObject({ points: 25, label: 'Known customer' });
      expect(reason.detail).toMatch(/customer list/);
    });

    it('counts a customer with an earlier approved order as known even outside the list', () => {
      const reason = reasonOf(
        scoreOrder(usualOrder, context({ inCustomerList: false, approvedOrderCount: 1 })).reasons,
        'known_customer',
      );
      expect(reason).toMatchObject({ points: 25, detail: '1 earlier approved order' });
    });

    it('gives a new customer 0', () => {
      const reason = reasonOf(
        scoreOrder(usualOrder, context({ inCustomerList: false, approvedOrderCount: 0 })).reasons,
        'known_customer',
      );
      expect(reason).toMatchObject({ points: 0, label: 'New customer' });
    });
  });

  describe('catalog items (15) and prices (30)', () => {
    it('scores the share of lines in the catalog, case- and space-insensitively', () => {
      const order = {
        total: 100,
        lines: [line(1, ' ct-001 ', 20, 10), line(2, 'CT-X29', 1, 10), line(3, 'CT-002', 5, 50)],
      };
      const { reasons } = scoreOrder(order, context());
      expect(reasonOf(reasons, 'catalog_items')).toMatchObject({
        points: 10,
        detail: '2 of 3 lines in the catalog. Line 2: CT-X29 is not in the catalog',
      });
      // The unknown SKU has no catalog price either.
      expect(reasonOf(reasons, 'catalog_prices').points).toBe(20);
      expect(reasonOf(reasons, 'catalog_prices').detail).toMatch(/Line 2: no catalog price/);
    });

    it('accepts a price exactly 2 % off the catalog and refuses one cent more', () => {
      const within = { total: 0, lines: [line(1, 'CT-001', 20, 10.2), line(2, 'CT-002', 5, 49)] };
      expect(reasonOf(scoreOrder(within, context()).reasons, 'catalog_prices').points).toBe(30);
      const beyond = { total: 0, lines: [line(1, 'CT-001', 20, 10.21), line(2, 'CT-002', 5, 48.99)] };
      const reason = reasonOf(scoreOrder(beyond, context()).reasons, 'catalog_prices');
      expect(reason.points).toBe(0);
      expect(reason.detail).toBe(
        '0 of 2 lines priced within 2 % of the catalog. Line 1: 10.21 vs catalog 10.00 (+2.1 %); ' +
          'Line 2: 48.99 vs catalog 50.00 (-2.0 %)',
      );
    });

    it('does not match a catalog item without a price', () => {
      const order = { total: 10, lines: [line(1, 'CT-NOPRICE', 1, 10)] };
      const { reasons } = scoreOrder(order, context());
      expect(reasonOf(reasons, 'catalog_items').points).toBe(15);
      expect(reasonOf(reasons, 'catalog_prices')).toMatchObject({ points: 0 });
    });

    it('summarizes beyond three issues so long orders keep a readable reason', () => {
      const order = { total: 0, lines: [1, 2, 3, 4, 5].map((n) => line(n, `X-${n}`, 1, 1)) };
      expect(reasonOf(scoreOrder(order, context()).reasons, 'catalog_items').detail).toMatch(
        /Line 3: X-3 is not in the catalog; and 2 more$/,
      );
    });
  });

  describe('usual quantities (20)', () => {
    it('accepts 0.5× the smallest and 1.5× the largest earlier quantity, refuses just outside', () => {
      const edges = { total: 0, lines: [line(1, 'CT-001', 5, 10), line(2, 'CT-001', 60, 10)] };
      expect(reasonOf(scoreOrder(edges, context()).reasons, 'usual_quantities').points).toBe(20);
      const outside = { total: 0, lines: [line(1, 'CT-001', 4.99, 10), line(2, 'CT-001', 60.01, 10)] };
      expect(reasonOf(scoreOrder(outside, context()).reasons, 'usual_quantities').points).toBe(0);
    });

    it('names the unusual line with its usual range', () => {
      const order = { total: 0, lines: [line(1, 'CT-001', 500, 10), line(2, 'CT-002', 5, 50)] };
      const reason = reasonOf(scoreOrder(order, context()).reasons, 'usual_quantities');
      expect(reason.points).toBe(10);
      expect(reason.detail).toBe(
        "1 of 2 lines within the customer's usual quantities. Line 1: 500 units, usually 10–40",
      );
    });

    it('counts a line without history half', () => {
      const order = { total: 0, lines: [line(1, 'CT-001', 20, 10), line(2, 'CT-NEW', 3, 1)] };
      const reason = reasonOf(scoreOrder(order, context()).reasons, 'usual_quantities');
      expect(reason.points).toBe(15);
      expect(reason.detail).toMatch(/1 without history \(count half\)/);
      const noHistory = scoreOrder(order, context({ approvedQuantities: new Map() }));
      expect(reasonOf(noHistory.reasons, 'usual_quantities').points).toBe(10);
    });
  });

  describe('usual value (10)', () => {
    it('accepts a total up to 1.5× the largest earlier approved order, refuses one cent more', () => {
      expect(
        reasonOf(scoreOrder({ ...usualOrder, total: 1500 }, context()).reasons, 'usual_value').points,
      ).toBe(10);
      const above = reasonOf(scoreOrder({ ...usualOrder, total: 1500.01 }, context()).reasons, 'usual_value');
      expect(above).toMatchObject({ points: 0 });
      expect(above.detail).toBe('Total 1,500.01 above 1.5 × the largest earlier approved order (1,000.00)');
    });

    it('gives 5 without history', () => {
      const reason = reasonOf(
        scoreOrder(usualOrder, context({ largestApprovedTotal: null })).reasons,
        'usual_value',
      );
      expect(reason).toMatchObject({ points: 5, detail: 'No earlier approved order to compare with' });
    });
  });

  it('rounds the exact sum: a brand-new buyer of two catalog items at catalog prices scores 60', () => {
    const order = { total: 100, lines: [line(1, 'CT-001', 5, 10), line(2, 'CT-002', 1, 50)] };
    const fresh = context({
      inCustomerList: false,
      approvedOrderCount: 0,
      approvedQuantities: new Map(),
      largestApprovedTotal: null,
    });
    // 0 + 15 + 30 + 10 (half, no history) + 5 (no history)
    expect(scoreOrder(order, fresh).score).toBe(60);
    const third = { total: 100, lines: [line(1, 'CT-001', 20, 10), line(2, 'X', 1, 1), line(3, 'Y', 1, 1)] };
    // 25 + 5 + 10 + (1 + 0.5 + 0.5)/3 × 20 = 13.33 + 10 = 63.33 → 63
    expect(scoreOrder(third, context()).score).toBe(63);
    expect(reasonOf(scoreOrder(third, context()).reasons, 'usual_quantities').points).toBe(13.3);
  });

  it('is deterministic', () => {
    expect(scoreOrder(usualOrder, context())).toEqual(scoreOrder(usualOrder, context()));
  });
});

describe('extraction confidence', () => {
  const read = { total: 100, lines: [{ line_no: 1, sku: 'CT-001', quantity: 10, unit_price: 10 }] };
  it('is an explained deduction for orders read from documents only', () => {
    const plain = scoreOrder(read, context());
    expect(plain.reasons.map((reason) => reason.key)).not.toContain('extraction_confidence');
    const sure = scoreOrder({ ...read, extraction_confidence: 1 }, context());
    expect(sure.score).toBe(plain.score);
    const doubtful = scoreOrder({ ...read, extraction_confidence: 0.5 }, context());
    expect(doubtful.score).toBe(plain.score - 20);
    expect(doubtful.reasons.at(-1)).toEqual({
      key: 'extraction_confidence',
      label: 'Extraction confidence',
      points: -20,
      max_points: 0,
      detail: 'Read from a document; lowest field confidence 0.50',
    });
  });
});

// Purchase orders and auto approval rules over HTTP with real tokens, on PGlite and PostgreSQL. Cases run in
// order on one backend: Contoso Supply's 150 seeded orders arrive unscored, the first list scores them.
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Summary {
  id: string;
  po_number: string;
  customer_name: string;
  order_date: string;
  total: number;
  status: 'pending' | 'approved' | 'rejected';
  ai_score: number;
  line_count: number;
  decided_by_label: string | null;
}
interface ListBody {
  items: Summary[];
  total: number;
  page: number;
  page_size: number;
  counts: { pending: number; approved: number; rejected: number };
}
interface Detail extends Summary {
  decision_reason: string | null;
  lines: {
    line_no: number;
    sku: string;
    quantity: number;
    unit_price: number;
    amount: number;
    catalog_price: number | null;
  }[];
  score_reasons: { key: string; label: string; points: number; max_points: number; detail: string }[];
  events: { action: string; actor_label: string; reason: string | null; details: Record<string, unknown> }[];
}

const BASE = '/accounting/purchase-orders';

describe.each(integrationsBackends)('Purchase orders API on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy', 'sam', 'stranger']);

  const send = (method: string, path: string, body?: unknown, token = tokens.ivy) =>
    sendJson(method, `${api.apiUrl}${path}`, token, body);
  const list = async (query = '') => {
    const response = await send('GET', `${BASE}${query ? `?${query}` : ''}`);
    expect(response.status).toBe(200);
    return response.body as ListBody;
  };
  const byNumber = async (poNumber: string) => {
    const found = (await list(`search=${poNumber}`)).items.find((item) => item.po_number === poNumber);
    if (!found) throw new Error(`${poNumber} not listed`);
    return found;
  };
  const detail = async (id: string) => {
    const response = await send('GET', `${BASE}/${id}`);
    expect(response.status).toBe(200);
    return response.body as Detail;
  };

  describe('the list', () => {
    it('scores the seeded orders on the first list and counts them per status', async () => {
      const started = performance.now();
      const first = await list();
      expect(performance.now() - started).toBeLessThan(5000);
      expect(first).toMatchObject({ total: 150, page: 1, page_size: 20 });
      expect(first.counts).toEqual({ pending: 13, approved: 125, rejected: 12 });
      expect(first.items).toHaveLength(20);
      expect(first.items[0]?.po_number).toBe('PO-24150');
      const { rows } = await api.db.query<{ unscored: number }>(
        `select count(*)::int as unscored from public.aide_purchase_orders
          where organization_id = $1 and ai_score is null`,
        [ORG.contoso],
      );
      expect(rows[0]?.unscored).toBe(0);
      // Scoring does not decide anything without rules, and writes no audit entries.
      expect((await list()).counts).toEqual({ pending: 13, approved: 125, rejected: 12 });
      const { rows: events } = await api.db.query<{ scored: number }>(
        `select count(*)::int as scored from public.aide_purchase_order_events
          where organization_id = $1 and action not in ('received', 'approved', 'rejected')`,
        [ORG.contoso],
      );
      expect(events[0]?.scored).toBe(0);
    });

    it('filters by status; the counts ignore it', async () => {
      const pending = await list('status=pending&page_size=100');
      expect(pending.total).toBe(13);
      expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
      expect(pending.counts).toEqual({ pending: 13, approved: 125, rejected: 12 });
      expect((await list('status=rejected')).total).toBe(12);
    });

    it('searches PO numbers and customers, case-insensitively, with literal wildcards', async () => {
      expect((await list('search=po-2415')).items.map((item) => item.po_number)).toEqual(['PO-24150']);
      const harbor = await list('search=HARBOR&page_size=100');
      expect(harbor.total).toBeGreaterThan(0);
      expect(harbor.items.every((item) => item.customer_name === 'Harbor Freightways')).toBe(true);
      expect((await list('search=%25')).total).toBe(0);
      const exact = await list('customer=harbor freightways&page_size=100');
      expect(exact.total).toBe(harbor.total);
      expect((await list('customer=Harbor')).total).toBe(0);
    });

    it('filters by total, score and order date (inclusive) and sorts every way', async () => {
      const band = await list('min_total=100&max_total=500&page_size=100');
      expect(band.items.every((item) => item.total >= 100 && item.total <= 500)).toBe(true);
      expect(band.counts.pending + band.counts.approved + band.counts.rejected).toBe(band.total);
      const scored = await list('min_score=90&page_size=100&sort=ai_score');
      expect(scored.items.every((item) => item.ai_score >= 90)).toBe(true);
      expect(scored.items.map((item) => item.ai_score)).toEqual(
        [...scored.items.map((item) => item.ai_score)].sort((a, b) => a - b),
      );
      const low = await list('max_score=60&page_size=100');
      expect(low.total).toBeGreaterThan(0);
      expect(low.items.every((item) => item.ai_score <= 60)).toBe(true);
      const day = await list('from=2026-11-20&to=2026-11-20');
      expect(day.items.length).toBeGreaterThan(0);
      expect(day.items.every((item) => item.order_date === '2026-11-20')).toBe(true);

      expect((await list('sort=po_number')).items[0]?.po_number).toBe('PO-24001');
      const byTotal = (await list('sort=-total&page_size=100')).items.map((item) => item.total);
      expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
      const names = (await list('sort=customer_name&page_size=100')).items.map((item) =>
        item.customer_name.toLowerCase(),
      );
      expect(names).toEqual([...names].sort());
      expect((await list('sort=status')).items[0]?.status).toBe('approved');
    });

    it('pages without overlap and gives line counts', async () => {
      const first = await list('page_size=50&sort=po_number');
      const third = await list('page=3&page_size=50&sort=po_number');
      expect(first.items.at(-1)?.po_number).toBe('PO-24050');
      expect(third.items.map((item) => item.po_number)).toEqual(
        Array.from({ length: 50 }, (_, index) => `PO-${24101 + index}`),
      );
      expect((await list('page=4&page_size=50')).items).toEqual([]);
      expect(first.items.every((item) => item.line_count >= 1 && item.line_count <= 4)).toBe(true);
    });

    it('explains invalid queries', async () => {
      const response = await send('GET', `${BASE}?sort=colour`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'invalid_request',
        message: expect.stringMatching(/sort/),
      });
      expect((await send('GET', `${BASE}?from=yesterday`)).status).toBe(400);
      expect((await send('GET', `${BASE}?max_score=101`)).status).toBe(400);
    });
  });

  describe('the detail', () => {
    it('has lines with catalog prices, the score reasons and the events oldest first', async () => {
      const order = await detail((await byNumber('PO-24120')).id);
      expect(order).toMatchObject({
        po_number: 'PO-24120',
        status: 'approved',
        decided_by_label: 'Ivy Chen',
      });
      expect(order.lines.length).toBe(order.line_count);
      for (const line of order.lines) {
        expect(line.catalog_price).toBe(line.unit_price);
        expect(line.amount).toBeCloseTo(line.quantity * line.unit_price, 2);
      }
      expect(order.score_reasons.map((reason) => reason.key)).toEqual([
        'known_customer',
        'catalog_items',
        'catalog_prices',
        'usual_quantities',
        'usual_value',
      ]);
      expect(order.score_reasons.reduce((sum, reason) => sum + reason.points, 0)).toBeCloseTo(
        order.ai_score,
        0,
      );
      expect(order.events.map((event) => [event.action, event.actor_label])).toEqual([
        ['received', 'Sandbox ERP'],
        ['approved', 'Ivy Chen'],
      ]);
    });

    it('explains the seeded exceptions: prices 8 % over, an unknown SKU, an unknown buyer', async () => {
      const overpriced = await detail((await byNumber('PO-24013')).id);
      const prices = overpriced.score_reasons.find((reason) => reason.key === 'catalog_prices');
      expect(prices?.points).toBe(0);
      expect(prices?.detail).toMatch(/\+8\.0 %/);
      expect(overpriced.lines[0]?.catalog_price).not.toBe(overpriced.lines[0]?.unit_price);

      const unknownSku = await detail((await byNumber('PO-24029')).id);
      expect(unknownSku.lines[0]?.catalog_price).toBeNull();
      expect(unknownSku.score_reasons.find((reason) => reason.key === 'catalog_items')?.detail).toMatch(
        /CT-X29 is not in the catalog/,
      );

      const newBuyer = await detail((await byNumber('PO-24017')).id);
      expect(newBuyer.score_reasons[0]).toMatchObject({
        key: 'known_customer',
        label: 'New customer',
        points: 0,
      });
    });

    it("answers 404 for another organization's order and an unknown id", async () => {
      const { rows } = await api.db.query<{ id: string }>(
        `insert into public.aide_purchase_orders (organization_id, po_number, customer_name, order_date, total)
         values ($1, 'PO-NW-1', 'Someone', '2026-11-01', 10) returning id`,
        [ORG.northwind],
      );
      const foreign = rows[0]!.id;
      for (const [method, path, body] of [
        ['GET', `${BASE}/${foreign}`, undefined],
        ['POST', `${BASE}/${foreign}/approve`, {}],
        ['POST', `${BASE}/${foreign}/reject`, { reason: 'No' }],
        ['GET', `${BASE}/00000000-0000-4000-8000-000000000000`, undefined],
      ] as const) {
        const response = await send(method, path, body);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
      }
      const bulk = await send('POST', `${BASE}/bulk-approve`, { ids: [foreign] });
      expect(bulk.body).toEqual({
        approved: [],
        skipped: [{ id: foreign, message: 'This purchase order does not exist in your organization.' }],
      });
      const { rows: after } = await api.db.query<{ status: string }>(
        'select status from public.aide_purchase_orders where id = $1',
        [foreign],
      );
      expect(after[0]?.status).toBe('pending');
    });
  });

  describe('decisions', () => {
    it('approves with a reason, recorded by Ivy, and refuses a second decision with 409', async () => {
      const pending = (await list('status=pending&sort=po_number')).items;
      const target = pending[0]!;
      const approved = await send('POST', `${BASE}/${target.id}/approve`, {
        reason: '  Checked with sales. ',
      });
      expect(approved.status).toBe(200);
      const body = approved.body as Detail;
      expect(body).toMatchObject({
        status: 'approved',
        decided_by_label: 'Ivy Chen',
        decision_reason: 'Checked with sales.',
      });
      expect(body.events.at(-1)).toMatchObject({
        action: 'approved',
        actor_label: 'Ivy Chen',
        reason: 'Checked with sales.',
      });
      const again = await send('POST', `${BASE}/${target.id}/reject`, { reason: 'Too late' });
      expect(again).toMatchObject({
        status: 409,
        body: { error: 'already_decided', message: `${target.po_number} was already approved by Ivy Chen.` },
      });
    });

    it('rejects only with a reason', async () => {
      const target = (await list('status=pending&sort=po_number')).items[0]!;
      for (const body of [{}, { reason: '   ' }]) {
        const response = await send('POST', `${BASE}/${target.id}/reject`, body);
        expect(response.status).toBe(400);
        expect((response.body as { message: string }).message).toMatch(/reason/);
      }
      const tooLong = await send('POST', `${BASE}/${target.id}/reject`, { reason: 'x'.repeat(1001) });
      expect(tooLong.status).toBe(400);
      const rejected = await send('POST', `${BASE}/${target.id}/reject`, {
        reason: 'Prices 8 % over contract.',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        decision_reason: 'Prices 8 % over contract.',
      });
      expect((rejected.body as Detail).events.at(-1)).toMatchObject({
        action: 'rejected',
        actor_label: 'Ivy Chen',
        reason: 'Prices 8 % over contract.',
      });
      const approveAfter = await send('POST', `${BASE}/${target.id}/approve`, {});
      expect(approveAfter.body).toMatchObject({
        message: `${target.po_number} was already rejected by Ivy Chen.`,
      });
    });

    it('bulk-approves pending orders and skips decided ones', async () => {
      const pending = (await list('status=pending&sort=po_number')).items.slice(0, 3);
      const decided = (await list('status=approved')).items[0]!;
      const response = await send('POST', `${BASE}/bulk-approve`, {
        ids: [...pending.map((item) => item.id), decided.id],
        reason: 'Weekly review',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        approved: pending.map((item) => item.id),
        skipped: [
          {
            id: decided.id,
            message: `${decided.po_number} was already approved by ${decided.decided_by_label}.`,
          },
        ],
      });
      const after = await detail(pending[0]!.id);
      expect(after.events.at(-1)).toMatchObject({
        action: 'approved',
        actor_label: 'Ivy Chen',
        reason: 'Weekly review',
      });
      expect((await send('POST', `${BASE}/bulk-approve`, { ids: [] })).status).toBe(400);
    });
  });

  describe('auto approval rules and receiving orders', () => {
    let usualLines: { sku: string; description: string; quantity: number; unit_price: number }[] = [];
    let usualTotal = 0;

    it('gives the defaults until saved, then the saved rules', async () => {
      const defaults = await send('GET', '/accounting/auto-approval-rules');
      expect(defaults).toMatchObject({
        status: 200,
        body: {
          saved: false,
          rules: { order_value_threshold: 1000, ai_score_threshold: 80, customer_list: '', updated_at: null },
        },
      });
      const usual = await detail((await byNumber('PO-24120')).id);
      usualLines = usual.lines.map(({ sku, quantity, unit_price }) => ({
        sku,
        description: 'Reorder',
        quantity,
        unit_price,
      }));
      usualTotal = usual.total;
      const saved = await send('PUT', '/accounting/auto-approval-rules', {
        order_value_threshold: usualTotal,
        ai_score_threshold: 80,
        customer_list: ' acme manufacturing , Granite Works',
      });
      expect(saved).toMatchObject({
        status: 200,
        body: { saved: true, rules: { order_value_threshold: usualTotal, ai_score_threshold: 80 } },
      });
      const again = await send('GET', '/accounting/auto-approval-rules');
      expect(again.body).toMatchObject({
        saved: true,
        rules: { order_value_threshold: usualTotal, customer_list: ' acme manufacturing , Granite Works' },
      });
      expect((again.body as { rules: { updated_at: string } }).rules.updated_at).toMatch(
        /^\d{4}-\d{2}-\d{2}T/,
      );
      const { rows } = await api.db.query<{ count: number }>(
        'select count(*)::int as count from public.auto_approval_rules where user_id = $1',
        [USER.ivy.id],
      );
      expect(rows[0]?.count).toBe(1);
    });

    it('explains invalid rules', async () => {
      for (const [body, pattern] of [
        [{ order_value_threshold: -1, ai_score_threshold: 80, customer_list: '' }, /order_value_threshold/],
        [{ order_value_threshold: 1, ai_score_threshold: 101, customer_list: '' }, /ai_score_threshold/],
        [
          { order_value_threshold: 1, ai_score_threshold: 80, customer_list: 'x'.repeat(4001) },
          /customer_list/,
        ],
        [{ order_value_threshold: 1, ai_score_threshold: 80 }, /customer_list/],
        [
          { order_value_threshold: '1,000', ai_score_threshold: 80, customer_list: '' },
          /order_value_threshold/,
        ],
      ] as const) {
        const response = await send('PUT', '/accounting/auto-approval-rules', body);
        expect(response.status).toBe(400);
        expect((response.body as { message: string }).message).toMatch(pattern);
      }
    });

    const receive = (po_number: string, customer_name: string, lines = usualLines) =>
      send('POST', BASE, { po_number, customer_name, order_date: '2026-11-21', lines });

    it('auto-approves an order that meets the rules, naming them in the audit trail', async () => {
      const response = await receive('PO-90001', 'Acme Manufacturing');
      expect(response.status).toBe(201);
      const order = response.body as Detail;
      expect(order.total).toBe(usualTotal);
      expect(order.ai_score).toBeGreaterThanOrEqual(80);
      expect(order).toMatchObject({
        status: 'approved',
        source: 'api',
        decided_by_label: 'Auto approval rules of Ivy Chen',
        decision_reason: expect.stringMatching(/Ivy Chen/),
      });
      expect(order.events.map((event) => [event.action, event.actor_label])).toEqual([
        ['received', 'Ivy Chen'],
        ['auto_approved', 'Auto approval rules of Ivy Chen'],
      ]);
      expect(order.events[1]?.details).toMatchObject({
        member: { user_id: USER.ivy.id, name: 'Ivy Chen' },
        rules: { order_value_threshold: usualTotal, ai_score_threshold: 80 },
      });
      const { rows } = await api.db.query<{ decided_by: string | null }>(
        'select decided_by from public.aide_purchase_orders where id = $1',
        [(order as unknown as { id: string }).id],
      );
      expect(rows[0]?.decided_by).toBeNull();
    });

    it('leaves pending an order over the value, under the score or from another customer', async () => {
      const more = usualLines.map((line, index) =>
        index === 0 ? { ...line, quantity: line.quantity + 1 } : line,
      );
      const cheap = usualLines.map((line) => ({
        ...line,
        unit_price: Math.round(line.unit_price * 50) / 100,
      }));
      for (const [poNumber, customer, lines] of [
        ['PO-90002', 'Acme Manufacturing', more],
        ['PO-90003', 'Acme Manufacturing', cheap],
        ['PO-90004', 'Harbor Freightways', usualLines],
      ] as const) {
        const response = await receive(poNumber, customer, lines);
        expect(response.status).toBe(201);
        const order = response.body as Detail;
        expect({ poNumber, status: order.status, events: order.events.map((event) => event.action) }).toEqual(
          {
            poNumber,
            status: 'pending',
            events: ['received'],
          },
        );
      }
      const cheapOrder = await detail((await byNumber('PO-90003')).id);
      expect(cheapOrder.ai_score).toBeLessThan(80);
    });

    it('rounds the total to cents, refuses a duplicate number and explains invalid orders', async () => {
      const response = await send('POST', BASE, {
        po_number: 'PO-90005',
        customer_name: 'Nova Robotics',
        order_date: '2026-11-21',
        requested_delivery_date: '2026-12-01',
        currency: 'EUR',
        lines: [
          { sku: 'CT-001', quantity: 3, unit_price: 0.333 },
          { sku: 'NEW-1', description: 'Special', quantity: 1.5, unit_price: 2.99 },
        ],
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        total: 5.48,
        currency: 'EUR',
        requested_delivery_date: '2026-12-01',
        status: 'pending',
        line_count: 2,
      });
      const duplicate = await receive('PO-90005', 'Acme Manufacturing');
      expect(duplicate).toMatchObject({ status: 409, body: { error: 'duplicate_po_number' } });
      for (const body of [
        { po_number: 'PO-90006', customer_name: 'Acme', order_date: '2026-11-21', lines: [] },
        {
          po_number: 'PO-90006',
          customer_name: 'Acme',
          order_date: '2026-11-21',
          lines: [{ sku: 'A', quantity: 0, unit_price: 1 }],
        },
        {
          po_number: 'PO-90006',
          customer_name: 'Acme',
          order_date: '21/11/2026',
          lines: [{ sku: 'A', quantity: 1, unit_price: 1 }],
        },
        {
          po_number: '  ',
          customer_name: 'Acme',
          order_date: '2026-11-21',
          lines: [{ sku: 'A', quantity: 1, unit_price: 1 }],
        },
        {
          customer_name: 'Acme',
          order_date: '2026-11-21',
          lines: [{ sku: 'A', quantity: 1, unit_price: 1 }],
        },
      ]) {
        const invalid = await send('POST', BASE, body);
        expect({ body, status: invalid.status }).toEqual({ body, status: 400 });
        expect((invalid.body as { message: string }).message.length).toBeGreaterThan(10);
      }
    });
  });

  describe('access', () => {
    const routes = (id: string) =>
      [
        ['GET', '/accounting/auto-approval-rules', undefined],
        [
          'PUT',
          '/accounting/auto-approval-rules',
          { order_value_threshold: 1, ai_score_threshold: 1, customer_list: '' },
        ],
        ['GET', BASE, undefined],
        ['GET', `${BASE}/${id}`, undefined],
        [
          'POST',
          BASE,
          {
            po_number: 'X-1',
            customer_name: 'A',
            order_date: '2026-11-21',
            lines: [{ sku: 'A', quantity: 1, unit_price: 1 }],
          },
        ],
        ['POST', `${BASE}/${id}/approve`, {}],
        ['POST', `${BASE}/${id}/reject`, { reason: 'No' }],
        ['POST', `${BASE}/bulk-approve`, { ids: [id] }],
      ] as const;

    it('refuses every route to an outbound member and to an account without a member row', async () => {
      const id = (await list('status=pending')).items[0]!.id;
      for (const [method, path, body] of routes(id)) {
        const outbound = await send(method, path, body, tokens.sam);
        expect({ path, method, status: outbound.status, body: outbound.body }).toEqual({
          path,
          method,
          status: 403,
          body: { error: 'forbidden', message: 'This feature is part of the inbound plan.' },
        });
        const stranger = await send(method, path, body, tokens.stranger);
        expect({ path, method, status: stranger.status }).toEqual({ path, method, status: 403 });
      }
      expect((await list('status=pending')).items[0]!.id).toBe(id);
    });

    it('lists every route in the OpenAPI document under the inbound tag', async () => {
      const response = await fetch(`${api.apiUrl}/api/openapi.json`);
      const document = (await response.json()) as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      for (const path of [
        '/accounting/auto-approval-rules',
        '/accounting/purchase-orders',
        '/accounting/purchase-orders/{id}',
        '/accounting/purchase-orders/{id}/approve',
        '/accounting/purchase-orders/{id}/reject',
        '/accounting/purchase-orders/bulk-approve',
      ])
        for (const operation of Object.values(document.paths[path] ?? { missing: { tags: [] } }))
          expect({ path, tags: operation.tags }).toEqual({ path, tags: ['inbound'] });
    });
  });
});

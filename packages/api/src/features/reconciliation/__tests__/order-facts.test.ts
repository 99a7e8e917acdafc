// The reconciliation's pages from the kept order facts (query-order-facts.ts) against matching every order in
// memory (the definition: matchOrder over loadReconciliation), on the Contoso seed, under many tolerances,
// filters, sorts and pages; and the stale marks that writes leave, on both databases.
import { databaseBackends, databaseSuite } from '../../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { ORG } from '../../../../tests/support/seed.js';
import type { Queryable } from '../../../db/db.js';
import { loadReconciliation } from '../load-reconciliation.js';
import { exceptionsPage, reconciliationPage } from '../query-order-facts.js';
import { filterByStatus, reconcileOrders, sortOrders } from '../reconcile-orders.js';
import {
  isException,
  LINE_STATUSES,
  type LineStatus,
  type ReconciledOrder,
  type Tolerances,
} from '../reconciliation-types.js';
import { refreshOrderFacts } from '../refresh-order-facts.js';
import { sortKey } from '../sort-key.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const TOLERANCES: Tolerances[] = [
  { price_tolerance_percent: 1, quantity_tolerance_percent: 5 },
  { price_tolerance_percent: 0, quantity_tolerance_percent: 0 },
  { price_tolerance_percent: 0.5, quantity_tolerance_percent: 10 },
  { price_tolerance_percent: 100, quantity_tolerance_percent: 100 },
];
const SORTS = [undefined, 'order_date', 'po_number', '-po_number', 'customer_name', '-customer_name'];

/** The reconciliation as it is defined: every order matched in memory, then filtered, sorted and paged. */
async function everyOrder(tx: Queryable, tolerances: Tolerances, pattern: string | null = null) {
  const loaded = await loadReconciliation(tx, ORG.contoso, { search: pattern });
  return reconcileOrders(loaded, tolerances);
}

function summaryOf(orders: ReconciledOrder[]) {
  const count = (status: LineStatus) => orders.filter((order) => order.status === status).length;
  const exceptions = orders.flatMap((order) => order.lines.filter(isException));
  return {
    orders: orders.length,
    ...Object.fromEntries(LINE_STATUSES.map((status) => [status, count(status)])),
    open_exceptions: exceptions.filter((line) => !line.resolution).length,
    resolved_exceptions: exceptions.filter((line) => line.resolution).length,
  };
}

describe.each(databaseBackends)('reconciliation order facts on %s', (_name, open) => {
  const db = databaseSuite(open);

  it('are built for every approved order on the first read, and not again while nothing changed', async () => {
    expect(await refreshOrderFacts(db, ORG.contoso)).toBe(true);
    expect(await refreshOrderFacts(db, ORG.contoso)).toBe(false);
    const { rows } = await db.query<{ facts: number; approved: number }>(
      `select (select count(*) from aide_private.reconciliation_orders where organization_id = $1)::int as facts,
              (select count(*) from public.aide_purchase_orders
                where organization_id = $1 and status = 'approved')::int as approved`,
      [ORG.contoso],
    );
    expect(rows[0]!.facts).toBe(rows[0]!.approved);
    expect(rows[0]!.facts).toBeGreaterThan(100);
  });

  it.each(TOLERANCES)('give the same summary and pages as matching every order (%o)', async (tolerances) => {
    await refreshOrderFacts(db, ORG.contoso);
    const orders = await everyOrder(db, tolerances);
    const statuses = new Set(orders.map((order) => order.status));
    for (const status of [undefined, ...LINE_STATUSES]) {
      for (const sort of SORTS) {
        const shown = sortOrders(filterByStatus(orders, status), sort);
        for (const page of [1, 3]) {
          const query = { pattern: null, status, sort, page, page_size: 20 };
          const fromFacts = await reconciliationPage(db, ORG.contoso, query, tolerances);
          expect(fromFacts.summary).toEqual(summaryOf(orders));
          expect(fromFacts.total).toBe(shown.length);
          expect(fromFacts.items).toEqual(shown.slice((page - 1) * 20, page * 20));
        }
      }
    }
    // The grid means something only if the seed has orders of several statuses under these tolerances.
    expect(statuses.size).toBeGreaterThan(1);
  });

  it('search by PO number or customer as the full match does', async () => {
    const tolerances = TOLERANCES[0]!;
    for (const pattern of ['%po-2401%', '%PO-24135%', '%zzz-none%']) {
      const orders = await everyOrder(db, tolerances, pattern);
      const fromFacts = await reconciliationPage(db, ORG.contoso, { pattern, page_size: 100 }, tolerances);
      expect(fromFacts.summary).toEqual(summaryOf(orders));
      expect(fromFacts.items).toEqual(sortOrders(orders, undefined).slice(0, 100));
    }
  });

  it.each(TOLERANCES)('give the same exceptions, open or all, page by page (%o)', async (tolerances) => {
    const lines = sortOrders(await everyOrder(db, tolerances), undefined).flatMap((order) =>
      order.lines.filter(isException),
    );
    expect(lines.length).toBeGreaterThan(0);
    await db.query(
      `insert into public.aide_reconciliation_resolutions
         (organization_id, purchase_order_id, document_kind, line_ref, note, resolved_by_label)
       values ($1, $2, $3, $4, 'Checked.', 'Test') on conflict do nothing`,
      [ORG.contoso, lines[1]!.purchase_order_id, lines[1]!.document_kind, lines[1]!.line_ref],
    );
    const current = sortOrders(await everyOrder(db, tolerances), undefined).flatMap((order) =>
      order.lines.filter(isException),
    );
    for (const includeResolved of [false, true]) {
      const expected = current.filter((line) => includeResolved || !line.resolution);
      for (const page of [1, 2, 5]) {
        const query = { pattern: null, includeResolved, page, page_size: 10 };
        const fromFacts = await exceptionsPage(db, ORG.contoso, query, tolerances);
        expect(fromFacts.total).toBe(expected.length);
        expect(fromFacts.items).toEqual(expected.slice((page - 1) * 10, page * 10));
      }
    }
  });

  it('match again only the orders a write touched, whichever table it wrote', async () => {
    await refreshOrderFacts(db, ORG.contoso);
    const stale = async () => {
      const { rows } = await db.query<{ po_number: string }>(
        `select po_number from aide_private.reconciliation_stale where organization_id = $1 order by 1`,
        [ORG.contoso],
      );
      return rows.map((row) => row.po_number);
    };
    const { rows } = await db.query<{ id: string; po_number: string; line_id: string }>(
      `select d.id, d.po_number, l.id as line_id from public.aide_erp_documents d
         join public.aide_erp_document_lines l on l.document_id = d.id
        where d.organization_id = $1 and d.kind = 'invoice' order by d.document_number, l.line_no limit 1`,
      [ORG.contoso],
    );
    const invoice = rows[0]!;
    await db.query('update public.aide_erp_document_lines set quantity = quantity + 7 where id = $1', [
      invoice.line_id,
    ]);
    expect(await stale()).toEqual([invoice.po_number]);

    const tolerances = TOLERANCES[0]!;
    await refreshOrderFacts(db, ORG.contoso);
    const pattern = `%${invoice.po_number}%`;
    const page = await reconciliationPage(db, ORG.contoso, { pattern, page_size: 5 }, tolerances);
    expect(page.items.map((order) => order.po_number)).toEqual([invoice.po_number]);
    expect(page.items[0]!.status).toBe('mismatch');
    expect(page.summary.mismatch).toBe(1);

    // An order that is no longer approved leaves the reconciliation.
    await db.query(
      `update public.aide_purchase_orders set status = 'rejected' where organization_id = $1 and po_number = $2`,
      [ORG.contoso, invoice.po_number],
    );
    expect(await stale()).toEqual([invoice.po_number]);
    await refreshOrderFacts(db, ORG.contoso);
    expect((await reconciliationPage(db, ORG.contoso, { pattern }, tolerances)).total).toBe(0);
    const orders = await everyOrder(db, tolerances);
    expect((await reconciliationPage(db, ORG.contoso, { pattern: null }, tolerances)).summary.orders).toBe(
      orders.length,
    );
  });
});

describe('sortKey', () => {
  const sorted = (texts: string[]) => [...texts].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));

  it('orders numbers by value, ignores case and accents, and puts punctuation before digits before letters', () => {
    expect(sorted(['PO-10', 'po-9', 'PO-100', 'PO-09a'])).toEqual(['po-9', 'PO-09a', 'PO-10', 'PO-100']);
    expect(sorted(['émile', 'Eve', 'adam', 'Zoë'])).toEqual(['adam', 'émile', 'Eve', 'Zoë']);
    expect(sorted(['b', '9', '_x', 'A'])).toEqual(['_x', '9', 'A', 'b']);
  });
});

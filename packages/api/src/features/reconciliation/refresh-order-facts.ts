import type { Db, Queryable } from '../../db/db.js';
import { readFromPrimary } from '../../db/replicated-db.js';
import { loadReconciliation } from './load-reconciliation.js';
import { orderFacts, type OrderFacts } from './order-facts.js';

/** Orders matched and written per statement: a first refresh of 45,000 orders stays in bounded parameters. */
const BATCH = 2_000;

/**
 * Makes the organization's kept facts complete where the caller is about to read them. Resolves whether the
 * read must then go to the primary:
 * - false: no order is marked stale where the read runs (a replica for a replica route: an older state there is
 *   a consistent one, facts and marks alike);
 * - true: orders were marked, so they are matched again on the primary (matchStaleOrders) and read there, as a
 *   replica may not have that work yet.
 */
export async function refreshOrderFacts(db: Db, organizationId: string): Promise<boolean> {
  const { rows } = await db.query<{ stale: boolean }>(
    `select exists (select 1 from aide_private.reconciliation_stale where organization_id = $1) as stale`,
    [organizationId],
  );
  if (!rows[0]?.stale) return false;
  await readFromPrimary(() => matchStaleOrders(db, organizationId));
  return true;
}

/**
 * Matches again the organization's orders that writes marked stale (migration 20261129000100) and replaces
 * their kept facts, in one transaction as the API's role. One request at a time per organization (an advisory
 * lock): another request, or API replica, waits for it and then finds nothing left to do.
 */
async function matchStaleOrders(db: Db, organizationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('aide reconciliation facts ' || $1))`, [
      organizationId,
    ]);
    const { rows: stale } = await tx.query<{ po_number: string }>(
      `delete from aide_private.reconciliation_stale where organization_id = $1 returning po_number`,
      [organizationId],
    );
    const poNumbers = stale.map((row) => row.po_number);
    for (let start = 0; start < poNumbers.length; start += BATCH) {
      const batch = poNumbers.slice(start, start + BATCH);
      await tx.query(
        `delete from aide_private.reconciliation_orders where organization_id = $1 and po_number = any($2)`,
        [organizationId, batch],
      );
      const loaded = await loadReconciliation(tx, organizationId, { search: null, poNumbers: batch });
      await writeFacts(tx, organizationId, orderFacts(loaded));
    }
  });
}

async function writeFacts(tx: Queryable, organizationId: string, facts: OrderFacts[]): Promise<void> {
  if (facts.length === 0) return;
  await tx.query(
    `insert into aide_private.reconciliation_orders
       (organization_id, purchase_order_id, po_number, customer_name, order_date, po_sort, customer_sort)
     select $1, o.purchase_order_id, o.po_number, o.customer_name, o.order_date, o.po_sort, o.customer_sort
       from json_to_recordset($2::json) as o (purchase_order_id uuid, po_number text, customer_name text,
                                              order_date date, po_sort text, customer_sort text)`,
    [organizationId, JSON.stringify(facts.map(({ lines: _lines, ...order }) => order))],
  );
  await tx.query(
    `insert into aide_private.reconciliation_lines
       (organization_id, purchase_order_id, position, document_kind, line_ref, missing, quantity_change,
        quantity_base, price_change, price_base)
     select $1, l.purchase_order_id, l.position, l.document_kind, l.line_ref, l.missing, l.quantity_change,
            l.quantity_base, l.price_change, l.price_base
       from json_to_recordset($2::json) as l (purchase_order_id uuid, position integer, document_kind text,
                                              line_ref text, missing boolean, quantity_change bigint,
                                              quantity_base bigint, price_change bigint, price_base bigint)`,
    [
      organizationId,
      JSON.stringify(
        facts.flatMap((order) =>
          order.lines.map((line) => ({ purchase_order_id: order.purchase_order_id, ...line })),
        ),
      ),
    ],
  );
}

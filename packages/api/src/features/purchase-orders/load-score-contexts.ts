import type { Queryable } from '../../db/db.js';
import {
  customerKey,
  skuKey,
  type OrderToScore,
  type QuantityRange,
  type ScoreContext,
  type ScoredLine,
} from './score-order.js';

export interface UnscoredOrder extends OrderToScore {
  id: string;
  po_number: string;
  customer_name: string;
  status: 'pending' | 'approved' | 'rejected';
  received_at: Date;
}

interface HistoryOrder {
  total: number;
  decided_at: number;
  lines: { sku: string; quantity: number }[];
}

/**
 * The orders of an organization that have no score yet, with their lines and scoring contexts. A handful of
 * set-based queries whatever the number of orders: the seed's and a benchmark's thousands arrive at once.
 * Lines are joined to the unscored orders rather than matched against a list of thousands of ids. No row
 * locks: the writes re-check `ai_score is null` / `status = 'pending'`, so a concurrent request cannot
 * score or decide an order twice.
 */
export async function loadUnscoredOrders(
  tx: Queryable,
  organizationId: string,
): Promise<{ order: UnscoredOrder; context: ScoreContext }[]> {
  const { rows: orders } = await tx.query<Omit<UnscoredOrder, 'lines'>>(
    `select id, po_number, customer_name, status, total::float8 as total, received_at,
            extraction_confidence::float8 as extraction_confidence, needs_manual_entry
       from public.aide_purchase_orders
      where organization_id = $1 and ai_score is null
      order by received_at, id`,
    [organizationId],
  );
  if (orders.length === 0) return [];
  const customers = [...new Set(orders.map((order) => customerKey(order.customer_name)))];

  // Sequential on purpose: one transaction is one connection.
  const lines = await tx.query<ScoredLine & { purchase_order_id: string }>(
    `select l.purchase_order_id, l.line_no, l.sku, l.quantity::float8 as quantity,
            l.unit_price::float8 as unit_price
       from public.aide_purchase_order_lines l
       join public.aide_purchase_orders po on po.id = l.purchase_order_id
      where po.organization_id = $1 and po.ai_score is null and l.organization_id = $1
      order by l.purchase_order_id, l.line_no`,
    [organizationId],
  );
  const catalog = await tx.query<{ sku_key: string; price: number | null }>(
    `select upper(trim(i.sku)) as sku_key, i.price::float8 as price
         from public.aide_inventory_items i
        where i.organization_id = $1
          and upper(trim(i.sku)) = any($2::text[])`,
    [organizationId, [...new Set(lines.rows.map((line) => skuKey(line.sku)))]],
  );
  const listed = await tx.query<{ customer_key: string }>(
    `select distinct k.customer_key
         from public.aide_client_customers c
        cross join lateral (values (lower(trim(c.name))), (lower(trim(c.company)))) as k (customer_key)
        where c.organization_id = $1 and k.customer_key = any($2::text[])`,
    [organizationId, customers],
  );
  // Every approved order of these customers with its lines; which of them count as "earlier" depends on
  // each order's arrival, decided below.
  const history = await tx.query<HistoryRow>(
    // The organization's lines are read once and hash-joined: most of them belong to history anyway, and a
    // per-order index lookup costs seconds once there are thousands of orders.
    `with org_lines as materialized (
       select purchase_order_id, upper(trim(sku)) as sku_key, quantity::float8 as quantity
         from public.aide_purchase_order_lines where organization_id = $1
     )
     select po.id, lower(trim(po.customer_name)) as customer_key, po.total::float8 as total, po.decided_at,
            l.sku_key, l.quantity
       from public.aide_purchase_orders po
       left join org_lines l on l.purchase_order_id = po.id
      where po.organization_id = $1 and po.status = 'approved'
        and lower(trim(po.customer_name)) = any($2::text[])
      order by po.decided_at, po.id`,
    [organizationId, customers],
  );

  const linesByOrder = new Map<string, ScoredLine[]>();
  for (const { purchase_order_id, ...line } of lines.rows) {
    const list = linesByOrder.get(purchase_order_id) ?? [];
    list.push(line);
    linesByOrder.set(purchase_order_id, list);
  }
  const catalogPrices = new Map(catalog.rows.map((row) => [row.sku_key, row.price]));
  const listedCustomers = new Set(listed.rows.map((row) => row.customer_key));
  const historyByCustomer = groupHistory(history.rows);
  const running = new Map<string, RunningHistory>();

  // Orders come oldest first, so each customer's history only grows: one pass over it in all.
  return orders.map((row) => {
    const order: UnscoredOrder = { ...row, lines: linesByOrder.get(row.id) ?? [] };
    const key = customerKey(order.customer_name);
    let state = running.get(key);
    if (!state) {
      state = { next: 0, count: 0, largest: null, ranges: new Map() };
      running.set(key, state);
    }
    const past = historyByCustomer.get(key) ?? [];
    const arrived = new Date(order.received_at).getTime();
    while (state.next < past.length && past[state.next]!.decided_at < arrived) {
      addToHistory(state, past[state.next]!);
      state.next += 1;
    }
    return {
      order,
      context: {
        catalogPrices,
        inCustomerList: listedCustomers.has(key),
        approvedOrderCount: state.count,
        approvedQuantities: new Map([...state.ranges].map(([sku, range]) => [sku, { ...range }] as const)),
        largestApprovedTotal: state.largest,
      },
    };
  });
}

interface RunningHistory {
  next: number;
  count: number;
  largest: number | null;
  ranges: Map<string, QuantityRange>;
}

function addToHistory(state: RunningHistory, order: HistoryOrder): void {
  state.count += 1;
  state.largest = Math.max(state.largest ?? order.total, order.total);
  for (const line of order.lines) {
    const key = skuKey(line.sku);
    const range = state.ranges.get(key);
    if (!range) state.ranges.set(key, { min: line.quantity, max: line.quantity });
    else {
      range.min = Math.min(range.min, line.quantity);
      range.max = Math.max(range.max, line.quantity);
    }
  }
}

/** An approved order of the history query, once per line (sku_key and quantity null for an order without). */
interface HistoryRow {
  id: string;
  customer_key: string;
  total: number;
  decided_at: Date;
  sku_key: string | null;
  quantity: number | null;
}

function groupHistory(rows: HistoryRow[]): Map<string, HistoryOrder[]> {
  const byId = new Map<string, HistoryOrder & { customer_key: string }>();
  for (const row of rows) {
    let order = byId.get(row.id);
    if (!order) {
      order = {
        customer_key: row.customer_key,
        total: row.total,
        decided_at: new Date(row.decided_at).getTime(),
        lines: [],
      };
      byId.set(row.id, order);
    }
    if (row.sku_key !== null && row.quantity !== null)
      order.lines.push({ sku: row.sku_key, quantity: row.quantity });
  }
  const byCustomer = new Map<string, HistoryOrder[]>();
  for (const { customer_key, ...order } of byId.values()) {
    const list = byCustomer.get(customer_key) ?? [];
    list.push(order);
    byCustomer.set(customer_key, list);
  }
  return byCustomer;
}

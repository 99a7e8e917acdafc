import type { Queryable } from '../../db/db.js';
import { todayUtc } from '../../workspace/today.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { loadCatalog, loadSalesHistory } from './load-recommendation-data.js';
import type { SaleLine, SalesHistory } from './sales-history.js';
import { popularityBaseline, reorderBaseline, scoreProducts } from './score-products.js';

export interface HitRates {
  /** Customers with at least 3 orders: each one's last order is held out. */
  customers: number;
  heldOutLines: number;
  /** Share of held-out lines whose product is in the method's top `k`. */
  recommender: number;
  popularity: number;
  reorder: number;
}

export const MIN_ORDERS = 3;

/** The customer's last order (all its lines), when they have at least MIN_ORDERS orders. */
function lastOrder(lines: SaleLine[]): SaleLine[] | null {
  const orders = new Map<string, SaleLine[]>();
  for (const line of lines) {
    const key = `${line.day}|${line.orderRef}`;
    const order = orders.get(key);
    if (order) order.push(line);
    else orders.set(key, [line]);
  }
  if (orders.size < MIN_ORDERS) return null;
  let last: SaleLine[] = [];
  for (const order of orders.values()) {
    const [first] = order as [SaleLine];
    const [current] = last;
    if (
      !current ||
      first.day > current.day ||
      (first.day === current.day && first.orderRef > current.orderRef)
    ) {
      last = order;
    }
  }
  return last;
}

/**
 * Leave-last-out hit rate at `k`: for every customer with ≥ 3 orders, recommend as of their last order's day
 * (so that order and everything after it is unseen) and count its lines whose product made the top `k`. All
 * three methods share the same in-stock filter.
 */
export function hitRates(history: SalesHistory, eligible: (sku: string) => boolean, k = 10): HitRates {
  const hits = { recommender: 0, popularity: 0, reorder: 0 };
  let customers = 0;
  let heldOutLines = 0;
  for (const [customerId, lines] of history.byCustomer) {
    const heldOut = lastOrder(lines);
    if (!heldOut) continue;
    customers += 1;
    heldOutLines += heldOut.length;
    const options = { asOfDay: (heldOut[0] as SaleLine).day, limit: k, eligible };
    const top = {
      recommender: new Set(scoreProducts(history, customerId, options).map((item) => item.sku)),
      popularity: new Set(popularityBaseline(history, options)),
      reorder: new Set(reorderBaseline(history, customerId, options)),
    };
    for (const line of heldOut) {
      for (const method of ['recommender', 'popularity', 'reorder'] as const) {
        if (top[method].has(line.sku)) hits[method] += 1;
      }
    }
  }
  const rate = (count: number) => (heldOutLines ? Math.round((count / heldOutLines) * 1000) / 1000 : 0);
  return {
    customers,
    heldOutLines,
    recommender: rate(hits.recommender),
    popularity: rate(hits.popularity),
    reorder: rate(hits.reorder),
  };
}

/** Hit rate at 10 of the recommender and both baselines on the organization's own sales history. */
export async function evaluateRecommender(tx: Queryable, workspace: Workspace): Promise<HitRates> {
  const history = await loadSalesHistory(tx, workspace);
  const catalog = await loadCatalog(tx, workspace, todayUtc());
  return hitRates(history, (sku) => (catalog.get(sku)?.quantity_on_hand ?? 0) > 0);
}

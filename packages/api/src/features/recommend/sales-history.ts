/** One sales line as the recommender sees it: days are whole days since 1970-01-01 (UTC). */
export interface SaleLine {
  customerId: string;
  sku: string;
  day: number;
  /** The order reference, else '' (an order is a customer's lines of one day and one reference). */
  orderRef: string;
  quantity: number;
}

/** The organization's sales lines indexed for scoring; built once per load, read many times. */
export interface SalesHistory {
  /** Every line, oldest first. */
  lines: SaleLine[];
  /** A customer's lines, oldest first. */
  byCustomer: Map<string, SaleLine[]>;
  /** customer → product → the day they first bought it. */
  firstPurchase: Map<string, Map<string, number>>;
  /** product → the days its buyers first bought it, ascending (buyers before a day = a binary search). */
  buyerFirstDays: Map<string, number[]>;
  /** product → its buyers. */
  buyers: Map<string, string[]>;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD → day number. */
export const dayNumber = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

export function indexSalesHistory(unsorted: SaleLine[]): SalesHistory {
  const lines = [...unsorted].sort((a, b) => a.day - b.day);
  const byCustomer = new Map<string, SaleLine[]>();
  const firstPurchase = new Map<string, Map<string, number>>();
  for (const line of lines) {
    let own = byCustomer.get(line.customerId);
    if (!own) byCustomer.set(line.customerId, (own = []));
    own.push(line);
    let first = firstPurchase.get(line.customerId);
    if (!first) firstPurchase.set(line.customerId, (first = new Map<string, number>()));
    if (!first.has(line.sku)) first.set(line.sku, line.day);
  }
  const buyerFirstDays = new Map<string, number[]>();
  const buyers = new Map<string, string[]>();
  for (const [customerId, products] of firstPurchase) {
    for (const [sku, day] of products) {
      const days = buyerFirstDays.get(sku);
      if (days) days.push(day);
      else buyerFirstDays.set(sku, [day]);
      const list = buyers.get(sku);
      if (list) list.push(customerId);
      else buyers.set(sku, [customerId]);
    }
  }
  for (const days of buyerFirstDays.values()) days.sort((a, b) => a - b);
  return { lines, byCustomer, firstPurchase, buyerFirstDays, buyers };
}

/** How many customers had bought the product before `day`. */
export function buyersBefore(history: SalesHistory, sku: string, day: number): number {
  const days = history.buyerFirstDays.get(sku);
  if (!days) return 0;
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days[middle] as number) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

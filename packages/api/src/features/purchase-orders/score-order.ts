/**
 * The AI score of a purchase order (docs/inbound-api.md "The AI score"): 0–100, deterministic, every point
 * explained. Pure: the caller loads the organization's data as it was when the order arrived.
 */

export type ScoreReasonKey =
  | 'known_customer'
  | 'catalog_items'
  | 'catalog_prices'
  | 'usual_quantities'
  | 'usual_value'
  | 'extraction_confidence';

export interface ScoreReason {
  key: ScoreReasonKey;
  label: string;
  points: number;
  max_points: number;
  detail: string;
}

export interface ScoredLine {
  line_no: number;
  sku: string;
  quantity: number;
  unit_price: number;
}

export interface OrderToScore {
  total: number;
  lines: readonly ScoredLine[];
  /** Orders read from a document (intake): the lowest field confidence; null otherwise. */
  extraction_confidence?: number | null;
  needs_manual_entry?: boolean;
}

export interface QuantityRange {
  min: number;
  max: number;
}

export interface ScoreContext {
  /** Catalog price by normalized SKU (see skuKey); null when the catalog item has no price. */
  catalogPrices: ReadonlyMap<string, number | null>;
  /** The customer is in the organization's customer list (name or company). */
  inCustomerList: boolean;
  /** How many of the customer's orders were approved before this one arrived. */
  approvedOrderCount: number;
  /** The customer's earlier approved quantities, by normalized SKU. */
  approvedQuantities: ReadonlyMap<string, QuantityRange>;
  /** The customer's largest earlier approved order total; null without history. */
  largestApprovedTotal: number | null;
}

export interface OrderScore {
  score: number;
  reasons: ScoreReason[];
}

export const MAX_POINTS: Record<ScoreReasonKey, number> = {
  known_customer: 25,
  catalog_items: 15,
  catalog_prices: 30,
  usual_quantities: 20,
  usual_value: 10,
  // A deduction only: an order read from a document loses up to EXTRACTION_PENALTY points for doubtful fields.
  extraction_confidence: 0,
};
/** Points an order read with confidence 0 loses (linear in 1 − the lowest field confidence). */
export const EXTRACTION_PENALTY = 40;
/** A line matches the catalog when its price is within this share of the catalog price. */
export const PRICE_TOLERANCE = 0.02;
/** A quantity is usual between LOW × the smallest and HIGH × the largest earlier approved quantity. */
export const USUAL_QUANTITY_LOW = 0.5;
export const USUAL_QUANTITY_HIGH = 1.5;
/** A total is usual up to this multiple of the customer's largest earlier approved order. */
export const USUAL_VALUE_FACTOR = 1.5;

/** SKUs compare trimmed and case-insensitively (SQL: upper(trim(sku))). */
export const skuKey = (sku: string) => sku.trim().toUpperCase();
/** Customer names compare trimmed and case-insensitively (SQL: lower(trim(name))). */
export const customerKey = (name: string) => name.trim().toLowerCase();

const roundPoints = (points: number) => Math.round(points * 10) / 10;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
// One formatter each: building Intl formatters per call would dominate scoring thousands of orders.
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const amount = (value: number) => amountFormat.format(value);
const quantity = (value: number) => quantityFormat.format(value);
/** Issues beyond this many are summarized, so a 200-line order keeps a readable reason. */
const MAX_LISTED = 3;

function listed(issues: string[]): string {
  if (issues.length <= MAX_LISTED) return issues.join('; ');
  return `${issues.slice(0, MAX_LISTED).join('; ')}; and ${issues.length - MAX_LISTED} more`;
}

/** A reason with its unrounded points: the score rounds the exact sum, not the displayed points. */
interface Explained {
  reason: ScoreReason;
  exact: number;
}

function reason(key: ScoreReasonKey, label: string, share: number, detail: string): Explained {
  const exact = MAX_POINTS[key] * share;
  return { reason: { key, label, points: roundPoints(exact), max_points: MAX_POINTS[key], detail }, exact };
}

/** A reason judged line by line: its summary, then the first few lines at issue. */
function lineReason(
  key: ScoreReasonKey,
  label: string,
  share: number,
  summary: string,
  issues: string[],
): Explained {
  return reason(key, label, share, issues.length ? `${summary}. ${listed(issues)}` : summary);
}

function knownCustomer(context: ScoreContext): Explained {
  const history = context.approvedOrderCount;
  if (history > 0)
    return reason('known_customer', 'Known customer', 1, `${plural(history, 'earlier approved order')}`);
  if (context.inCustomerList)
    return reason('known_customer', 'Known customer', 1, 'In your customer list, no earlier approved order');
  return reason(
    'known_customer',
    'New customer',
    0,
    'Not in your customer list and no earlier approved order',
  );
}

function catalogItems(order: OrderToScore, context: ScoreContext): Explained {
  const unknown = order.lines.filter((line) => !context.catalogPrices.has(skuKey(line.sku)));
  const known = order.lines.length - unknown.length;
  const summary = `${known} of ${plural(order.lines.length, 'line')} in the catalog`;
  const issues = unknown.map((line) => `Line ${line.line_no}: ${line.sku} is not in the catalog`);
  return lineReason('catalog_items', 'Catalog items', known / order.lines.length, summary, issues);
}

function priceMatches(unitPrice: number, catalogPrice: number): boolean {
  // In whole cents, so a price exactly 2 % off is inside despite binary fractions.
  const difference = Math.abs(Math.round(unitPrice * 100) - Math.round(catalogPrice * 100));
  return difference <= PRICE_TOLERANCE * Math.round(catalogPrice * 100) + 1e-9;
}

function catalogPrices(order: OrderToScore, context: ScoreContext): Explained {
  const issues: string[] = [];
  let matching = 0;
  for (const line of order.lines) {
    const catalogPrice = context.catalogPrices.get(skuKey(line.sku));
    if (catalogPrice === undefined) issues.push(`Line ${line.line_no}: no catalog price (unknown SKU)`);
    else if (catalogPrice === null) issues.push(`Line ${line.line_no}: the catalog item has no price`);
    else if (priceMatches(line.unit_price, catalogPrice)) matching += 1;
    else {
      const difference = catalogPrice ? ((line.unit_price - catalogPrice) / catalogPrice) * 100 : 0;
      const signed = `${difference > 0 ? '+' : ''}${difference.toFixed(1)} %`;
      issues.push(
        `Line ${line.line_no}: ${amount(line.unit_price)} vs catalog ${amount(catalogPrice)} (${signed})`,
      );
    }
  }
  const summary = `${matching} of ${plural(order.lines.length, 'line')} priced within ${PRICE_TOLERANCE * 100} % of the catalog`;
  return lineReason('catalog_prices', 'Catalog prices', matching / order.lines.length, summary, issues);
}

function usualQuantities(order: OrderToScore, context: ScoreContext): Explained {
  const issues: string[] = [];
  let usual = 0;
  let withoutHistory = 0;
  for (const line of order.lines) {
    const range = context.approvedQuantities.get(skuKey(line.sku));
    if (!range) {
      withoutHistory += 1;
      continue;
    }
    if (line.quantity >= range.min * USUAL_QUANTITY_LOW && line.quantity <= range.max * USUAL_QUANTITY_HIGH)
      usual += 1;
    else {
      const usually =
        range.min === range.max ? quantity(range.min) : `${quantity(range.min)}–${quantity(range.max)}`;
      issues.push(`Line ${line.line_no}: ${quantity(line.quantity)} units, usually ${usually}`);
    }
  }
  const parts = [`${usual} of ${plural(order.lines.length, 'line')} within the customer's usual quantities`];
  if (withoutHistory) parts.push(`${withoutHistory} without history (count half)`);
  const summary = parts.join(', ');
  return lineReason(
    'usual_quantities',
    'Usual quantities',
    (usual + withoutHistory / 2) / order.lines.length,
    summary,
    issues,
  );
}

function usualValue(order: OrderToScore, context: ScoreContext): Explained {
  const largest = context.largestApprovedTotal;
  if (largest === null)
    return reason('usual_value', 'Usual order value', 0.5, 'No earlier approved order to compare with');
  const limit = largest * USUAL_VALUE_FACTOR;
  // In cents: a total exactly at 1.5 × is usual.
  const within = Math.round(order.total * 100) <= Math.round(limit * 100);
  const detail = `Total ${amount(order.total)} ${within ? 'within' : 'above'} ${USUAL_VALUE_FACTOR} × the largest earlier approved order (${amount(largest)})`;
  return reason('usual_value', 'Usual order value', within ? 1 : 0, detail);
}

function extractionConfidence(order: OrderToScore): Explained | null {
  if (order.extraction_confidence === null || order.extraction_confidence === undefined) return null;
  const confidence = order.extraction_confidence;
  const exact = -EXTRACTION_PENALTY * (1 - confidence);
  const detail = order.needs_manual_entry
    ? 'Read from a document that needs manual entry'
    : `Read from a document; lowest field confidence ${confidence.toFixed(2)}`;
  return {
    reason: {
      key: 'extraction_confidence',
      label: 'Extraction confidence',
      points: roundPoints(exact),
      max_points: 0,
      detail,
    },
    exact,
  };
}

/** Scores one order; an order without lines scores only on its customer and value. */
export function scoreOrder(order: OrderToScore, context: ScoreContext): OrderScore {
  const explained = [knownCustomer(context)];
  if (order.lines.length > 0)
    explained.push(
      catalogItems(order, context),
      catalogPrices(order, context),
      usualQuantities(order, context),
    );
  else
    explained.push(
      reason('catalog_items', 'Catalog items', 0, 'The order has no lines'),
      reason('catalog_prices', 'Catalog prices', 0, 'The order has no lines'),
      reason('usual_quantities', 'Usual quantities', 0, 'The order has no lines'),
    );
  explained.push(usualValue(order, context));
  const extraction = extractionConfidence(order);
  if (extraction) explained.push(extraction);
  const exact = explained.reduce((sum, item) => sum + item.exact, 0);
  return {
    score: Math.min(100, Math.max(0, Math.round(exact + 1e-9))),
    reasons: explained.map((item) => item.reason),
  };
}

import { lastTwelveMonths, readNumber, resolvePeriod, type Period } from './resolve-period.js';

export type Metric = 'revenue' | 'quantity';

/** What a question asks, with its slots filled (periods resolved against today). */
export type Intent =
  | { kind: 'help' }
  | { kind: 'top_customers'; period: Period; limit: number }
  | { kind: 'at_risk_customers' }
  | { kind: 'best_sellers'; period: Period; metric: Metric; limit: number }
  | { kind: 'slow_movers'; period: Period; limit: number }
  | { kind: 'revenue_by'; dimension: 'brand' | 'category' | 'month'; period: Period }
  | { kind: 'total_revenue'; period: Period }
  | { kind: 'customer_count'; period: Period; newOnly: boolean }
  | { kind: 'low_stock'; below: number; outOfStock: boolean }
  | { kind: 'current_offers' }
  | { kind: 'recommend'; customer: string }
  | { kind: 'last_orders'; customer: string }
  | { kind: 'customer_summary'; customer: string }
  | { kind: 'unknown' };

export const DEFAULT_LIMIT = 10;
export const DEFAULT_STOCK_LEVEL = 10;

/** "top 5", "5 biggest", "top five" → 5; capped at 50. */
function readLimit(text: string): number {
  const match =
    /\b(?:top|best|biggest|largest|first|worst|slowest|bottom)\s+(\d+|[a-z]+)\b/.exec(text) ??
    /\b(\d+|[a-z]+)\s+(?:top|best|biggest|largest|most|slowest|worst)\b/.exec(text);
  const count = match ? readNumber(match[1]!) : undefined;
  return count && count > 1 ? Math.min(count, 50) : DEFAULT_LIMIT;
}

/** The customer named at the end of a question: without punctuation, quotes or trailing filler words. */
function cleanName(raw: string): string {
  return raw
    .replace(/[?!.]+$/, '')
    .replace(/\s+(?:next|now|today|this week|please|recently|lately|last time|doing)$/g, '')
    .replace(/^(?:the\s+)?(?:customer|client|account)\s+/, '')
    .replace(/'s$/, '')
    .replace(/^["“”']+|["“”']+$/g, '')
    .trim();
}

/** Patterns whose first group is the customer, tried on the original wording (names keep their case). */
const CUSTOMER_PATTERNS: [Intent['kind'], RegExp][] = [
  [
    'recommend',
    /\bwhat\s+(?:should|could|can|do|would)\s+(?:i|we)\s+(?:offer|sell|recommend|pitch|propose)\s+(?:to\s+)?(.+)/i,
  ],
  ['recommend', /\bwhat\s+(?:else\s+)?(?:to\s+)?(?:offer|sell|recommend|pitch)\s+(?:to\s+)?(.+)/i],
  ['recommend', /\brecommend(?:ations?|ed)?\s+(?:products?\s+|offers?\s+)?(?:for|to)\s+(.+)/i],
  ['recommend', /\b(?:upsell|cross-sell)\s+(?:to\s+)?(.+)/i],
  [
    'last_orders',
    /\b(?:last|latest|recent|previous)\s+(?:\d+\s+)?(?:orders?|purchases?)\s+(?:of|for|from|by)\s+(.+)/i,
  ],
  ['last_orders', /\b(?:order|purchase)\s+history\s+(?:of|for)\s+(.+)/i],
  ['last_orders', /\bwhat\s+did\s+(.+?)\s+(?:last\s+)?(?:order|buy|purchase)\b/i],
  ['last_orders', /\bwhen\s+did\s+(.+?)\s+last\s+(?:order|buy|purchase)\b/i],
  ['last_orders', /^(?:show\s+(?:me\s+)?)?(.+?)'s\s+(?:last|latest|recent)\s+(?:orders?|purchases?)/i],
];

/** Words that follow the trigger phrases when the question is not about one customer ("what offer is active"). */
const NOT_A_CUSTOMER =
  /^(us|we|our|them|customers?|is|are|was|were|do|does|did|have|has|any|the most|most|best)\b/i;

const SUMMARY_PATTERNS = [
  /^(?:tell me about|who is|what do (?:we|you) know about|give me (?:a )?summary (?:of|for)|summary (?:of|for)|summari[sz]e|how is|profile (?:of|for)|look up|lookup)\s+(.+)/i,
  /^(?:customer|client)\s+(.+)/i,
];

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Recognises the common questions of a sales team; anything else is `unknown` (the analyst never guesses). */
export function recogniseIntent(question: string, today: string): Intent {
  const original = question.trim().replace(/[’]/g, "'").replace(/\s+/g, ' ');
  const text = original.toLowerCase();
  if (!text) return { kind: 'unknown' };
  if (/^(help|\?|what can you (do|answer)|what can i ask( you)?|what do you know)\b/.test(text))
    return { kind: 'help' };

  for (const [kind, pattern] of CUSTOMER_PATTERNS) {
    const match = pattern.exec(original);
    const customer = match ? cleanName(match[1]!) : '';
    if (customer && !NOT_A_CUSTOMER.test(customer)) return { kind, customer } as Intent;
  }

  const period = resolvePeriod(text, today);
  const periodOrYear = period ?? lastTwelveMonths(today);
  const customers = /\b(customers?|clients?|accounts?|buyers?)\b/;
  const products = /\b(products?|items?|skus?|sellers?|lines?)\b/;

  if (
    has(
      text,
      /\b(stopped|quit|ceased) (ordering|buying|purchasing)|at[- ]risk|churn|lapsed|inactive|(haven't|have not|hasn't|has not|didn't|did not) (ordered|order|bought|buy)|no longer (order|buy)|lost customers/,
    )
  )
    return { kind: 'at_risk_customers' };
  if (
    has(
      text,
      /\bhow many\b.*\bcustomers?\b|\bnumber of\b.*\bcustomers?\b|\bcount (of )?(new )?customers\b|\bnew customers\b/,
    )
  )
    return {
      kind: 'customer_count',
      newOnly: /\bnew\b/.test(text),
      period: period ?? { from: `${today.slice(0, 4)}-01-01`, to: today, label: 'this year' },
    };
  if (
    has(
      text,
      /\b(slow(est)?[- ]moving|slow(est)? sellers?|worst[- ]sell(ing|ers?)|least (sold|popular|selling)|sold the least|not selling|bottom \d*\s*products?)/,
    )
  )
    return { kind: 'slow_movers', period: periodOrYear, limit: readLimit(text) };
  if (
    has(text, /\b(top|best|biggest|largest|most valuable|highest[- ]spending|leading)\b/) &&
    has(text, customers)
  )
    return { kind: 'top_customers', period: periodOrYear, limit: readLimit(text) };
  if (has(text, /\bwho (bought|spent|ordered|purchased) the most\b|\bwho are our (best|biggest|top)\b/))
    return { kind: 'top_customers', period: periodOrYear, limit: readLimit(text) };
  if (
    has(
      text,
      /\bbest[- ]?sell(ing|ers?)|\b(top|most popular|best) (selling )?(products?|items?|skus?)|\bsold the most|\bmost (sold|popular|ordered)\b|\bbest products\b/,
    ) ||
    (has(text, /\b(top|best|most)\b/) && has(text, products))
  )
    return {
      kind: 'best_sellers',
      period: periodOrYear,
      limit: readLimit(text),
      metric: /\b(quantity|quantities|units?|volume|how many|cases|pieces)\b/.test(text)
        ? 'quantity'
        : 'revenue',
    };
  const money = /\b(revenue|sales|turnover|income|sold|sell|made|earn(ed|ings)?)\b/;
  const by =
    /\b(?:by|per|across|for each|split by|broken down by|breakdown by)\s+(brands?|categor(?:y|ies)|months?)\b/.exec(
      text,
    );
  if (by && has(text, money))
    return {
      kind: 'revenue_by',
      dimension: by[1]!.startsWith('brand') ? 'brand' : by[1]!.startsWith('categor') ? 'category' : 'month',
      period: periodOrYear,
    };
  if (
    has(
      text,
      /\b(monthly (revenue|sales)|(revenue|sales) trend|trend of (revenue|sales)|month over month|month by month)\b/,
    )
  )
    return { kind: 'revenue_by', dimension: 'month', period: periodOrYear };
  if (has(text, /\b(which|what) (brands?|categor(y|ies))\b/) && has(text, money))
    return { kind: 'revenue_by', dimension: /brand/.test(text) ? 'brand' : 'category', period: periodOrYear };
  if (has(text, /\bout of stock\b|\bsold out\b|\bno stock\b/))
    return { kind: 'low_stock', below: 1, outOfStock: true };
  const level = /\b(?:below|under|less than|fewer than|lower than|<)\s*(\d+)/.exec(text);
  if (
    (level && has(text, /\b(stock|inventory|on hand|units?|left|products?|items?|skus?)\b/)) ||
    (has(text, /\b(stock|inventory|on hand|units? left|running low|low on|restock|reorder)\b/) &&
      /\blow\b|\brunning (low|out)\b|\brestock\b/.test(text))
  )
    return {
      kind: 'low_stock',
      below: level ? Math.max(1, Number(level[1])) : DEFAULT_STOCK_LEVEL,
      outOfStock: false,
    };
  if (has(text, /\b(offers?|promotions?|promos?|deals?|discounts?|campaigns?)\b/))
    return { kind: 'current_offers' };
  if (has(text, money) || has(text, /\bhow much\b/)) return { kind: 'total_revenue', period: periodOrYear };

  for (const pattern of SUMMARY_PATTERNS) {
    const match = pattern.exec(original);
    const customer = match ? cleanName(match[1]!) : '';
    if (customer) return { kind: 'customer_summary', customer };
  }
  return { kind: 'unknown' };
}

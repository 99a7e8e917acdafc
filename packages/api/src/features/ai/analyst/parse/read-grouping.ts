// What a question groups by ("by brand", "which customers", "monthly") and how it ranks the groups ("top 5",
// "the slowest products").
import type { DimensionId } from '../../semantic/model.js';
import { DEFAULT_RANK_LIMIT, MAX_RANK_LIMIT, type QueryPlan } from '../../semantic/query-plan.js';
import { has } from './normalise.js';

/** The subjects a ranking word may be about: the pattern, its dimension, and the singular ("top customer"). */
export const SUBJECTS: [RegExp, DimensionId, RegExp][] = [
  [/\b(customers?|clients?|accounts?|buyers?)\b/, 'customer', /\b(customer|client|account|buyer)\b/],
  [/\b(compan(?:y|ies))\b/, 'company', /\bcompany\b/],
  [/\b(segments?)\b/, 'segment', /\bsegment\b/],
  [/\b(city|cities|locations?|towns?)\b/, 'city', /\b(city|location|town)\b/],
  [/\b(skus?)\b/, 'sku', /\bsku\b/],
  [/\b(products?|items?|sellers?|lines?|articles?)\b/, 'product', /\b(product|item|seller|line|article)\b/],
  [/\b(brands?)\b/, 'brand', /\bbrand\b/],
  [/\b(categor(?:y|ies))\b/, 'category', /\bcategory\b/],
];
/** The word after "by", "per", "for each" …: the dimension it names. */
export const DIMENSION_WORD: [RegExp, DimensionId][] = [
  [/^(customers?|clients?|accounts?|buyers?)$/, 'customer'],
  [/^compan(y|ies)$/, 'company'],
  [/^segments?$/, 'segment'],
  [/^(city|cities|locations?)$/, 'city'],
  [/^skus?$/, 'sku'],
  [/^(products?|items?)$/, 'product'],
  [/^brands?$/, 'brand'],
  [/^categor(y|ies)$/, 'category'],
  [/^(days?|date)$/, 'day'],
  [/^weeks?$/, 'week'],
  [/^months?$/, 'month'],
  [/^quarters?$/, 'quarter'],
  [/^years?$/, 'year'],
];
/** "monthly", "over time": a grouping by period without "by". */
export const TIME_WORDS: [RegExp, DimensionId][] = [
  [/\b(daily|day by day)\b/, 'day'],
  [/\b(weekly|week by week|week over week)\b/, 'week'],
  [/\b(monthly|month by month|month over month|over time|trend|trends|trending)\b/, 'month'],
  [/\b(quarterly|quarter by quarter)\b/, 'quarter'],
  [/\b(yearly|annual|annually|year by year)\b/, 'year'],
];

export const TOP = /\b(top|best|biggest|largest|highest|leading|most valuable|most|strongest|bestselling)\b/;
export const BOTTOM = /\b(bottom|worst|lowest|smallest|least|slowest|weakest|fewest)\b/;
export const BEST_SELLERS =
  /\bbest ?sell(?:ing|ers?)\b|\btop selling\b|\bsold the most\b|\bmost (?:sold|popular|ordered)\b/;
export const SLOW_MOVERS =
  /\bslow(?:est)? (?:moving|movers?|sellers?|selling)\b|\bnot selling\b|\bsold the least\b|\bleast (?:sold|popular|selling)\b|\bworst selling\b|\bworst sellers?\b/;

/** "top 5", "5 biggest", capped at 50. */
function readLimit(text: string): number | undefined {
  const match =
    /\b(?:top|best|biggest|largest|first|worst|slowest|bottom|lowest|smallest|highest)\s+(\d+)\b/.exec(
      text,
    ) ?? /\b(\d+)\s+(?:top|best|biggest|largest|most|slowest|worst|lowest|smallest|highest)\b/.exec(text);
  const count = match ? Number(match[1]) : undefined;
  return count && count >= 1 ? Math.min(count, MAX_RANK_LIMIT) : undefined;
}

export function readGroupBy(text: string): {
  groupBy: DimensionId | null;
  singular: boolean;
  subjectless: boolean;
} {
  const explicit =
    /\b(?:by|per|for each|in each|each|across|split by|broken down by|breakdown by|grouped by|for every|in every)\s+([a-z]+)/g;
  for (const match of text.matchAll(explicit)) {
    const word = match[1]!;
    const found = DIMENSION_WORD.find(([pattern]) => pattern.test(word));
    if (found) return { groupBy: found[1], singular: false, subjectless: false };
  }
  for (const [pattern, dimension] of TIME_WORDS)
    if (has(text, pattern)) return { groupBy: dimension, singular: false, subjectless: false };
  if (has(text, BEST_SELLERS) || has(text, SLOW_MOVERS))
    return { groupBy: 'product', singular: /\b(product|item|seller)\b/.test(text), subjectless: false };
  // "customers who bought" is a relative clause, not a question about who.
  const asksWho = /(?:^|\b(?:and|so|but|then)\s+)who\b/.test(text);
  const counting = /\b(?:how many|number of|count of)\b/.test(text);
  const ranked = !counting && (has(text, TOP) || has(text, BOTTOM) || has(text, /\bwhich\b/) || asksWho);
  if (!ranked) return { groupBy: null, singular: false, subjectless: false };
  // "which customers", "top brands", "who spent the most": the subject closest after the ranking word wins.
  let best: { index: number; dimension: DimensionId; singular: boolean } | null = null;
  for (const [pattern, dimension, singular] of SUBJECTS) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index))
      best = { index: match.index, dimension, singular: singular.test(match[0]) };
  }
  if (best) return { groupBy: best.dimension, singular: best.singular, subjectless: false };
  if (asksWho) return { groupBy: 'customer', singular: false, subjectless: false };
  return { groupBy: null, singular: false, subjectless: has(text, TOP) || has(text, BOTTOM) };
}

/** "top 5", "the slowest products", "best sellers": which way the groups are ordered and how many are kept. */
export function readRank(
  text: string,
  group: { groupBy: DimensionId | null; singular: boolean },
): QueryPlan['rank'] {
  const limit = readLimit(text);
  if (group.groupBy && !['day', 'week', 'month', 'quarter', 'year'].includes(group.groupBy)) {
    const bottom = has(text, SLOW_MOVERS) || (has(text, BOTTOM) && !has(text, BEST_SELLERS));
    if (bottom || has(text, TOP) || has(text, BEST_SELLERS) || limit)
      return {
        order: bottom ? 'asc' : 'desc',
        limit: limit ?? (group.singular ? 1 : DEFAULT_RANK_LIMIT),
      };
  } else if (limit && !group.groupBy) return { order: has(text, BOTTOM) ? 'asc' : 'desc', limit };
  return null;
}

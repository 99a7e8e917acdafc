// The filters a question names: the organization's own segments, cities, brands and categories, matched in
// its text.
import type { FilterDimension } from '../../semantic/model.js';
import type { PlanFilter } from '../../semantic/query-plan.js';
import { escapeRegExp, KEYWORDS } from './normalise.js';
import { DIMENSION_WORD } from './read-grouping.js';
import { vocabularyEntries, type Vocabulary } from './vocabulary.js';

interface FilterReading {
  filters: PlanFilter[];
  /** One name that is two things (a brand and a category): each reading as a filter. */
  ambiguous: PlanFilter[] | null;
  unknown: string | null;
}

export function readFilters(text: string, vocabulary: Vocabulary): FilterReading {
  const found: { dimension: FilterDimension; value: string; words: string }[] = [];
  for (const entry of vocabularyEntries(vocabulary))
    if (new RegExp(`\\b${escapeRegExp(entry.words)}\\b`).test(text)) found.push(entry);
  // Longer names win over the names inside them ("new york" over "york").
  const kept = found.filter(
    (entry) => !found.some((other) => other.words !== entry.words && other.words.includes(entry.words)),
  );
  const byWords = new Map<string, typeof kept>();
  for (const entry of kept) byWords.set(entry.words, [...(byWords.get(entry.words) ?? []), entry]);
  const asFilter = ({ dimension, value }: { dimension: FilterDimension; value: string }) => ({
    dimension,
    value,
    label: value,
  });
  for (const entries of byWords.values())
    if (entries.length > 1) return { filters: [], unknown: null, ambiguous: entries.map(asFilter) };
  const filters = kept.map(asFilter);
  // "only wholesale": a value the organization does not have is said, not silently dropped.
  const only =
    /\b(?:only|just|excluding|except)\s+(?:the\s+|for\s+|in\s+)?([a-z][a-z ]*?)(?:\s+(?:customers?|clients?|accounts?|segment|products?|brand|category|city))?\s*[?.!]*$/.exec(
      text,
    );
  if (only && !filters.length) {
    const words = only[1]!.trim();
    if (
      words &&
      !words.split(' ').every((word) => KEYWORDS.includes(word) || DIMENSION_WORD.some(([p]) => p.test(word)))
    )
      return { filters, ambiguous: null, unknown: words };
  }
  return { filters, ambiguous: null, unknown: null };
}

// The organization's own names a question may filter by (its segments, cities, brands and categories), read
// as the parser reads questions.
import type { FilterDimension } from '../../semantic/model.js';
import { basicNormalise } from './normalise.js';

export interface Vocabulary {
  segments: string[];
  cities: string[];
  brands: string[];
  categories: string[];
}

/** The values of each filterable dimension, normalised as questions are. */
export function vocabularyEntries(
  vocabulary: Vocabulary,
): { dimension: FilterDimension; value: string; words: string }[] {
  const entries: [FilterDimension, string[]][] = [
    ['segment', vocabulary.segments],
    ['city', vocabulary.cities],
    ['brand', vocabulary.brands],
    ['category', vocabulary.categories],
  ];
  return entries.flatMap(([dimension, values]) =>
    values
      .map((value) => ({ dimension, value, words: basicNormalise(value) }))
      .filter((entry) => entry.words),
  );
}

export function vocabularyWords(vocabulary: Vocabulary): string[] {
  return [
    ...new Set(vocabularyEntries(vocabulary).flatMap((entry) => entry.words.split(/[^a-z0-9']+/))),
  ].filter((word) => word.length >= 3);
}

export function describeVocabulary(vocabulary: Vocabulary): string {
  const list = (values: string[]) =>
    values.length ? values.slice(0, 12).join(', ') + (values.length > 12 ? ' …' : '') : 'none';
  return `Segments: ${list(vocabulary.segments)}. Brands: ${list(vocabulary.brands)}. Categories: ${list(vocabulary.categories)}.`;
}

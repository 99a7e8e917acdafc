// The names of the organization's own data found in a question (the find_names tool's answer): which tokens,
// and what they may name. Shared by the entity index (server side) and the parser.

export type EntityKind = 'customer' | 'company' | 'product' | 'brand' | 'category' | 'city' | 'segment';

export const ENTITY_KINDS: readonly EntityKind[] = [
  'customer',
  'company',
  'product',
  'brand',
  'category',
  'city',
  'segment',
];

export interface EntityCandidate {
  kind: EntityKind;
  /** The filter value: an id for customers and products, else the name as stored. */
  value: string;
  /** How an answer names it. */
  label: string;
  /** A customer's company (tells two customers of one name apart); a product's SKU. */
  detail?: string | null;
}

export interface EntityMention {
  /** Tokens [start, end) of tokenize(text). */
  start: number;
  end: number;
  /** The words as they are in the question. */
  words: string;
  /** Matched without a typo or a shortened name. */
  exact: boolean;
  /** Everything the words may name; several products of one name are one product family. */
  candidates: EntityCandidate[];
}

/** The organization's filterable values (said when a name is not found). */
export interface NameLists {
  segments: string[];
  cities: string[];
  brands: string[];
  categories: string[];
}

export interface FoundNames {
  /** Per text asked about, in order. */
  texts: { mentions: EntityMention[] }[];
  dimensions: NameLists;
}

// What an answer must contain, said without the analyst's plan: the sales lines a question is about (a scope)
// and the figure asked for. reference-sql.ts computes each figure with SQL of its own on the seed, so the
// held-out, generated and trap sets check meanings, not the parser's plan shapes. Today is 2026-11-21.

export type Range = [from: string, to: string];

export type Metric =
  | 'revenue'
  | 'orders'
  | 'units'
  | 'buying_customers'
  | 'new_customers'
  | 'average_order_value'
  | 'revenue_per_customer'
  | 'median_order_value'
  | 'distinct_products'
  | 'average_price';

export type Dimension =
  'customer' | 'company' | 'segment' | 'city' | 'product' | 'brand' | 'category' | 'month' | 'weekday';

/** Names as they are in the seed; a product is matched by the start of its name or by its SKU. */
export interface Names {
  company?: string;
  customer?: string;
  product?: string;
  sku?: string;
  brand?: string;
  category?: string;
  city?: string;
  segment?: string;
  /** The other lines of the orders holding a product (by the start of its name). */
  boughtWith?: string;
  /** Products with fewer units on hand. */
  stockBelow?: number;
}

/** The sales lines of a period, narrowed to some names and without others. */
export interface Scope extends Names {
  period: Range;
  exclude?: Names;
}

export type FigureSpec =
  /** One figure. */
  | { kind: 'total'; metric: Metric; scope: Scope }
  /** The figure of the scope and of the same scope in an earlier period: both appear. */
  | { kind: 'versus'; metric: Metric; scope: Scope; previous: Range }
  /** Each of several names of one dimension with its figure ("A or B, who spent more"). */
  | { kind: 'each'; metric: Metric; scope: Scope; dimension: Dimension; values: string[] }
  /** The first group, ranked by the metric: its name and its figure. */
  | { kind: 'top'; metric: Metric; scope: Scope; dimension: Dimension; order?: 'asc' | 'desc' }
  /** Every month of the scope with its figure. */
  | { kind: 'series'; metric: Metric; scope: Scope; dimension: 'month' }
  /** The part's share of the scope's figure, as 12.3%. */
  | { kind: 'share'; metric: Metric; scope: Scope; part: Names }
  /** The share of the first `limit` groups of the ranking, as 12.3%. */
  | { kind: 'top_share'; metric: Metric; scope: Scope; dimension: 'customer'; limit: number }
  /**
   * How many customers (optionally narrowed by names) ordered in `orderedIn` (any time before `noneIn` when
   * absent) and not at all in `noneIn`.
   */
  | { kind: 'lapsed'; names?: Names; orderedIn?: Range; noneIn: Range }
  /** The date (YYYY-MM-DD) of the last order of a company or customer. */
  | { kind: 'last_order'; names: Names }
  /** Average days between the orders of a company or customer over all their history, as 12.3 days or 12 days. */
  | { kind: 'order_interval'; names: Names }
  /** Each line (product name and quantity) of the orders of a customer on a day. */
  | { kind: 'order_lines'; names: Names; day: string }
  /** The group whose figure grew the most in percent from one period to the next: its name. */
  | { kind: 'fastest_growth'; metric: Metric; dimension: Dimension; from: Range; to: Range }
  /** Customers on the list (not sales) matching the names. */
  | { kind: 'customers_on_list'; names: Names };

export type Expectation =
  | { kind: 'figures'; spec: FigureSpec }
  /** Must ask back (which one, or what it did not understand), with no figure in the answer. */
  | { kind: 'ask' }
  /** Must not answer with figures at all: a question it cannot answer must never get another's answer. */
  | { kind: 'refuse' };

export interface GeneralizationCase {
  question: string;
  /** Questions asked before in the same conversation. */
  before?: string[];
  expect: Expectation;
  /** What kind of question it is, for the report (company total, negation, entity comparison …). */
  kind: string;
}

export const TODAY = '2026-11-21';

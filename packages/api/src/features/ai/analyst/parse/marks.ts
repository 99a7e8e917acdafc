// What the readers find in a question: each mark covers some of its tokens and says what they mean. The
// interpretation builds the request from the marks and records which ones it used; a token that no used mark
// covers, and that is not a stop word, was not understood (guard.ts).
import type { DimensionId, MetricId } from '../../semantic/model.js';
import type { Period } from '../resolve-period.js';
import type { EntityCandidate } from './entity-mentions.js';

export type TimeUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** What a word or phrase of the phrasing table means. */
export type Meaning =
  /** A measure; `implied` when a verb suggests it ("spent", "did we do") rather than names it. */
  | { kind: 'metric'; metric: MetricId; implied?: true }
  /** A noun naming what is counted, ranked or grouped: customers, products, brands, months … */
  | { kind: 'subject'; dimension: DimensionId }
  /** "by", "per", "for each", "broken down by": the next subject is the grouping. */
  | { kind: 'group' }
  /** "monthly", "over time", "trend": a grouping by period without a subject. */
  | { kind: 'time_group'; dimension: DimensionId }
  /** "top", "biggest", "most" (desc); "bottom", "least", "worst" (asc). */
  | { kind: 'rank'; order: 'desc' | 'asc' }
  /** "best sellers", "slow movers": products ranked (by revenue, or the least units). */
  | { kind: 'sellers'; order: 'desc' | 'asc' }
  /** "vs", "compared to", "than", "against", "beat". */
  | { kind: 'compare'; pace?: true }
  /** "compare" as a verb: compared with what is to be said. */
  | { kind: 'compare_verb' }
  /** "grew", "declined", "growth", "change". */
  | { kind: 'change'; direction: 'grew' | 'shrank' | null }
  /** "more", "less": the direction of a change between periods, else of a ranking ("who spent more"). */
  | { kind: 'comparative'; direction: 'grew' | 'shrank' }
  /** "fastest" (growth in percent). */
  | { kind: 'fastest' }
  /** "not", "no", "never", "haven't": turns what follows into its opposite. */
  | { kind: 'negation' }
  /** "excluding", "except", "other than": the names that follow are left out. */
  | { kind: 'exclude' }
  /** "only", "just". */
  | { kind: 'only' }
  | { kind: 'or' }
  | { kind: 'and' }
  /** "how many", "number of". */
  | { kind: 'count' }
  /** "how many sales": orders or units? */
  | { kind: 'sales_count' }
  /** "share", "percentage", "%", "what part of". */
  | { kind: 'share' }
  | { kind: 'who' }
  | { kind: 'which' }
  | { kind: 'when' }
  /** "how often", "how frequently". */
  | { kind: 'often' }
  /** "last", "latest", "most recent" before an order. */
  | { kind: 'latest' }
  /** "stopped ordering", "churned", "gone quiet", "lapsed". */
  | { kind: 'lapsed' }
  /** "stock", "inventory", "on hand"; `low`: "running low", "low on". */
  | { kind: 'stock'; low: boolean }
  | { kind: 'out_of_stock' }
  /** "below", "under", "less than" before a number. */
  | { kind: 'below' }
  | { kind: 'offers' }
  /** "different", "distinct" (how many different products). */
  | { kind: 'distinct' }
  /** "sells with", "bought together with": the other products of the orders that hold a product. */
  | { kind: 'together' }
  /** "first time" (new customers). */
  | { kind: 'first_time' }
  /** Verbs of buying and selling: a sales question, whatever the metric. */
  | { kind: 'verb'; verb: 'spend' | 'buy' | 'sell' | 'order' | 'do' }
  /** "how are we doing", "numbers", "overall": no meaning of their own in a sales question. */
  | { kind: 'filler' }
  /** "what about", "instead", "same for": a follow-up changing one part of the previous question. */
  | { kind: 'follow_up' }
  /** "forecast", "predict", "projected": the data has no future. */
  | { kind: 'forecast' }
  /** Margin, profit: named, and unavailable. */
  | { kind: 'unavailable'; metric: MetricId }
  /** A time expression (time-reader.ts). */
  | { kind: 'period'; period: Period; previous?: true; unit?: TimeUnit; span?: [Period, Period] }
  /** "the month before", "before that": the previous plan's period, one step back. */
  | { kind: 'step_back'; unit: TimeUnit | 'period' }
  /** "the same period last year", "a year ago", "year over year". */
  | { kind: 'year_ago' }
  /** A period after today ("next month"). */
  | { kind: 'future' }
  | { kind: 'number'; value: number }
  /** A name of the organization's own data (find_names). */
  | { kind: 'entity'; words: string; candidates: EntityCandidate[] }
  /** "them", "that customer": the customer the conversation last named. */
  | { kind: 'pronoun' }
  /** "my biggest account". */
  | { kind: 'biggest_account' };

export type MeaningKind = Meaning['kind'];

export interface Mark<M extends Meaning = Meaning> {
  /** Tokens [start, end). */
  start: number;
  end: number;
  meaning: M;
}

/** Marks that need no place in the plan: a sales question is understood with or without them. */
export const SOFT_KINDS = new Set<MeaningKind>(['verb', 'filler', 'which', 'and', 'follow_up']);

export const isKind =
  <K extends MeaningKind>(kind: K) =>
  (mark: Mark): mark is Mark<Extract<Meaning, { kind: K }>> =>
    mark.meaning.kind === kind;

// The built-in analyst's question parser: a question (and the conversation so far) → a Request, most often a
// QueryPlan of the semantic layer. Synonyms and misspellings are normalised first (normalise.ts); the slots —
// metric, grouping, ranking, period, comparison, filters, customer — are read separately, so a follow-up that
// names only one of them ("and the month before?", "only Enterprise", "by brand instead") changes just that
// part of the previous plan. When two readings are equally likely it asks back instead of guessing.
import type { DimensionId, FilterDimension, MetricId } from '../../semantic/model.js';
import {
  DEFAULT_RANK_LIMIT,
  comparisonPeriod,
  MAX_RANK_LIMIT,
  monthsEarlier,
  periodLabel,
  previousPeriod,
  sameLastYear,
  type PlanFilter,
  type QueryPlan,
} from '../../semantic/query-plan.js';
import { addDays } from '../../tools/tool-args.js';
import { lastTwelveMonths, resolvePeriod, type Period } from '../resolve-period.js';
import { customerAction, customerRefOf, customerSummary, type LastCustomer } from './customer-reference.js';
import {
  basicNormalise,
  capitalisedWords,
  correctSpelling,
  KEYWORDS,
  writtenNumbersToDigits,
} from './normalise.js';
import type { CustomerRef, Request } from './request.js';

export interface Vocabulary {
  segments: string[];
  cities: string[];
  brands: string[];
  categories: string[];
}

export interface ParseContext {
  today: string;
  vocabulary: Vocabulary;
  /** What the previous question of the conversation asked (follow-ups change one part of it). */
  previous: Request | null;
  /** The last customer the conversation discussed ("them", "that customer"). */
  lastCustomer: LastCustomer | null;
}

export const DEFAULT_STOCK_LEVEL = 10;

const SUBJECTS: [RegExp, DimensionId, RegExp][] = [
  [/\b(customers?|clients?|accounts?|buyers?)\b/, 'customer', /\b(customer|client|account|buyer)\b/],
  [/\b(compan(?:y|ies))\b/, 'company', /\bcompany\b/],
  [/\b(segments?)\b/, 'segment', /\bsegment\b/],
  [/\b(city|cities|locations?|towns?)\b/, 'city', /\b(city|location|town)\b/],
  [/\b(skus?)\b/, 'sku', /\bsku\b/],
  [/\b(products?|items?|sellers?|lines?|articles?)\b/, 'product', /\b(product|item|seller|line|article)\b/],
  [/\b(brands?)\b/, 'brand', /\bbrand\b/],
  [/\b(categor(?:y|ies))\b/, 'category', /\bcategory\b/],
];
const DIMENSION_WORD: [RegExp, DimensionId][] = [
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
const TIME_WORDS: [RegExp, DimensionId][] = [
  [/\b(daily|day by day)\b/, 'day'],
  [/\b(weekly|week by week|week over week)\b/, 'week'],
  [/\b(monthly|month by month|month over month|over time|trend|trends|trending)\b/, 'month'],
  [/\b(quarterly|quarter by quarter)\b/, 'quarter'],
  [/\b(yearly|annual|annually|year by year)\b/, 'year'],
];

const TOP = /\b(top|best|biggest|largest|highest|leading|most valuable|most|strongest|bestselling)\b/;
const BOTTOM = /\b(bottom|worst|lowest|smallest|least|slowest|weakest|fewest)\b/;
const BEST_SELLERS =
  /\bbest ?sell(?:ing|ers?)\b|\btop selling\b|\bsold the most\b|\bmost (?:sold|popular|ordered)\b/;
const SLOW_MOVERS =
  /\bslow(?:est)? (?:moving|movers?|sellers?|selling)\b|\bnot selling\b|\bsold the least\b|\bleast (?:sold|popular|selling)\b|\bworst selling\b|\bworst sellers?\b/;
const COMPARE_MARKER =
  /\b(?:compared? (?:to|with)|in comparison (?:to|with)|vs\.?|versus|against|than|relative to)\b/;
const FOLLOW_UP =
  /^(?:and|what about|how about|same for|same but|same thing for|now|ok|okay|only|just|but|instead|then|also)\b|\binstead\b/;
const PREVIOUS_PERIOD =
  /\b(?:the )?(?:month|quarter|year|week|period) before\b|\b(?:the )?(?:previous|prior|preceding) (?:month|quarter|year|week|period)\b|\bbefore that\b|\bthe one before\b/;
const YEAR_AGO =
  /\b(?:same (?:period|time|month|quarter|week) (?:last|a) year|a year (?:ago|earlier|before)|year over year|yoy|the year before|last year's)\b/;

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** "top 5", "5 biggest", capped at 50. */
function readLimit(text: string): number | undefined {
  const match =
    /\b(?:top|best|biggest|largest|first|worst|slowest|bottom|lowest|smallest|highest)\s+(\d+)\b/.exec(
      text,
    ) ?? /\b(\d+)\s+(?:top|best|biggest|largest|most|slowest|worst|lowest|smallest|highest)\b/.exec(text);
  const count = match ? Number(match[1]) : undefined;
  return count && count >= 1 ? Math.min(count, MAX_RANK_LIMIT) : undefined;
}

/** The values of each filterable dimension, normalised as questions are. */
function vocabularyEntries(
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Slots {
  metric: MetricId | null;
  /** A metric named outright ("revenue", "orders"), not implied by a verb ("did we do"). */
  metricNamed: boolean;
  groupBy: DimensionId | null;
  rank: QueryPlan['rank'];
  period: Period | null;
  compare: QueryPlan['compare'] | 'ask' | null;
  change: QueryPlan['change'];
  filters: PlanFilter[];
  customer: CustomerRef | 'no_reference' | null;
  /** "the month before": the previous plan's period, one step back. */
  stepBack: 'previous_period' | 'previous_year' | null;
  /** The step it names: month, quarter, year, week, or the period's own length. */
  stepUnit: 'month' | 'quarter' | 'year' | 'week' | 'period';
  /** "top 5" without saying of what. */
  subjectless: boolean;
  /** "how many sales": orders or units? */
  askSalesCount: boolean;
  ambiguousFilter: PlanFilter[] | null;
  unavailable: string | null;
}

function readMetric(
  text: string,
  periodNamed: boolean,
): { metric: MetricId | null; named: boolean; ask?: true } {
  if (has(text, /\b(margins?|profits?|profitability|markup|gross profit)\b/))
    return { metric: 'margin', named: true };
  if (
    has(
      text,
      /\b(?:average|avg|mean|typical)\s+(?:order|basket|ticket|sale|purchase|deal)s?(?:\s+(?:size|value|amount))?\b|\baov\b|\bbasket size\b|\border value\b/,
    )
  )
    return { metric: 'average_order_value', named: true };
  if (has(text, /\bnew (?:customers?|clients?|accounts?|buyers?)\b|\bfirst time (?:customers|buyers)\b/))
    return { metric: 'new_customers', named: true };
  if (has(text, /\b(?:how many|number of|count of) sales\b/))
    return { metric: null, named: false, ask: true };
  if (
    has(
      text,
      /\b(units?|quantity|quantities|volume|pieces|cases)\b|\bhow many (?:items|products|things) (?:did )?(?:we )?(?:sell|sold)\b/,
    )
  )
    return { metric: 'units', named: true };
  if (
    has(text, /\b(?:orders|purchases|transactions|order count)\b|\b(?:how many|number of|count of) orders?\b/)
  )
    return { metric: 'orders', named: true };
  if (
    has(
      text,
      /\b(?:how many|number of|count of|count)\b.*\b(?:customers|clients|accounts|buyers)\b|\bcustomer count\b/,
    )
  )
    return {
      metric:
        periodNamed || has(text, /\b(bought|ordered|purchased|buying|ordering|active|placed|shopped|spent)\b/)
          ? 'buying_customers'
          : 'customer_count',
      named: true,
    };
  if (has(text, /\b(revenue|sales|turnover|income|earnings|takings)\b/))
    return { metric: 'revenue', named: true };
  if (
    has(
      text,
      /\b(sold|sell|selling|made|make|earn|earned|bring in|brought in|billed|spent|spend|bought|buy|purchased|do|does|did|doing|perform|performance|performed|numbers|growth|grew|grow|growing|how much)\b/,
    )
  )
    return { metric: 'revenue', named: false };
  return { metric: null, named: false };
}

/** The comparison named after "compared to", "vs", "than" …, or by "growth", "year over year". */
function readComparison(text: string, period: Period | null, today: string): Slots['compare'] {
  const marker = COMPARE_MARKER.exec(text);
  const base = period ?? lastTwelveMonths(today);
  if (marker) {
    const right = text.slice(marker.index + marker[0].length);
    if (has(right, YEAR_AGO)) return { kind: 'previous_year', period: sameLastYear(base) };
    if (has(right, PREVIOUS_PERIOD)) return { kind: 'previous_period', period: previousPeriod(base) };
    const explicit = resolvePeriod(right, today);
    if (explicit) {
      const yearAgo = sameLastYear(base);
      const before = previousPeriod(base);
      // A period to date is compared like for like: "this quarter than last quarter" is the same days of it.
      if (base.to === today && explicit.from === before.from && explicit.to > before.to)
        return { kind: 'previous_period', period: before };
      if (base.to === today && explicit.from === yearAgo.from && explicit.to > yearAgo.to)
        return { kind: 'previous_year', period: yearAgo };
      const kind =
        explicit.from === yearAgo.from && explicit.to === yearAgo.to ? 'previous_year' : 'previous_period';
      return { kind, period: explicit };
    }
    if (has(right, /\blast year\b/)) return { kind: 'previous_year', period: sameLastYear(base) };
    return 'ask';
  }
  if (has(text, YEAR_AGO)) return { kind: 'previous_year', period: sameLastYear(base) };
  if (has(text, /\b(growth|grow|grew|growing|change|changed|increase|decrease|up or down|shrink|shrank)\b/))
    return { kind: 'previous_period', period: previousPeriod(base) };
  if (has(text, /\b(compare|comparison|compared|comparing)\b/)) return 'ask';
  return null;
}

function readGroupBy(text: string): { groupBy: DimensionId | null; singular: boolean; subjectless: boolean } {
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

interface FilterReading {
  filters: PlanFilter[];
  /** One name that is two things (a brand and a category): each reading as a filter. */
  ambiguous: PlanFilter[] | null;
  unknown: string | null;
}

function readFilters(text: string, vocabulary: Vocabulary): FilterReading {
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

/** A customer named in a sales question ("revenue from Maria Anders", "how much did they spend"). */
function readCustomer(
  original: string,
  text: string,
  lastCustomer: LastCustomer | null,
  vocabulary: Vocabulary,
) {
  const months =
    /^(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
  const known = new Set(vocabularyEntries(vocabulary).map((entry) => entry.words));
  const named = /\b(?:from|of|by|for|did|does|has)\s+((?:[A-Z][\p{L}'.&-]*)(?:\s+[A-Z][\p{L}'.&-]*)+)/u.exec(
    original,
  );
  if (named && !months.test(named[1]!) && !known.has(basicNormalise(named[1]!)))
    return customerRefOf(named[1]!, lastCustomer);
  const pronoun =
    /\b(?:did|does|has|have|from|of|for|by)\s+(they|them|that customer|this customer|that client|this client|that account)\b/.exec(
      text,
    );
  if (pronoun) return customerRefOf(pronoun[1]!, lastCustomer);
  const biggest = /\b(?:my|our) (?:biggest|largest|top|best|main) (?:account|customer|client)\b/.exec(text);
  if (biggest && /\b(from|of|for|by|did|does|has)\b/.test(text)) return { by: 'biggest' } as const;
  return null;
}

function readSlots(original: string, text: string, context: ParseContext): Slots {
  const marker = COMPARE_MARKER.exec(text);
  const left = marker ? text.slice(0, marker.index) : text;
  // "the same period last year" names a comparison, not the period itself.
  const period = resolvePeriod(has(left, PREVIOUS_PERIOD) ? '' : left.replace(YEAR_AGO, ' '), context.today);
  const metric = readMetric(text, period !== null);
  const group = readGroupBy(text);
  const filters = readFilters(text, context.vocabulary);
  const slow = has(text, SLOW_MOVERS);
  let rank: Slots['rank'] = null;
  const limit = readLimit(text);
  if (group.groupBy && !['day', 'week', 'month', 'quarter', 'year'].includes(group.groupBy)) {
    const bottom = slow || (has(text, BOTTOM) && !has(text, BEST_SELLERS));
    if (bottom || has(text, TOP) || has(text, BEST_SELLERS) || limit)
      rank = {
        order: bottom ? 'asc' : 'desc',
        limit: limit ?? (group.singular ? 1 : DEFAULT_RANK_LIMIT),
      };
  } else if (limit && !group.groupBy) rank = { order: has(text, BOTTOM) ? 'asc' : 'desc', limit };
  const compare = readComparison(text, period, context.today);
  const change =
    compare && compare !== 'ask' && group.groupBy
      ? has(
          text,
          /\b(less|fewer|shrank|shrink|shrinking|declined|declining|decline|dropped|drop|fell|down|decreased|decrease|lower)\b/,
        )
        ? 'shrank'
        : has(text, /\b(more|grew|grow|growing|increased|increase|up|rose|higher)\b/) &&
            !has(text, /\bgrowth\b/)
          ? 'grew'
          : null
      : null;
  const stepBack =
    !marker && has(text, PREVIOUS_PERIOD)
      ? 'previous_period'
      : !marker && !period && has(text, YEAR_AGO)
        ? 'previous_year'
        : null;
  const unit =
    /\b(month|quarter|year|week)\b(?: before|s? earlier)|\b(?:previous|prior|preceding) (month|quarter|year|week)\b/.exec(
      text,
    );
  return {
    stepUnit: (unit?.[1] ?? unit?.[2] ?? 'period') as Slots['stepUnit'],
    metric: slow && !metric.named ? 'units' : metric.metric,
    metricNamed: metric.named || slow,
    groupBy: group.groupBy,
    rank,
    period,
    compare,
    change,
    filters: filters.filters,
    customer: readCustomer(original, text, context.lastCustomer, context.vocabulary),
    stepBack,
    subjectless: group.subjectless,
    askSalesCount: metric.ask === true,
    ambiguousFilter: filters.ambiguous,
    unavailable: filters.unknown
      ? `I found no segment, city, brand or category called “${filters.unknown}”, so I will not guess. ${describeVocabulary(context.vocabulary)}`
      : null,
  };
}

export function describeVocabulary(vocabulary: Vocabulary): string {
  const list = (values: string[]) =>
    values.length ? values.slice(0, 12).join(', ') + (values.length > 12 ? ' …' : '') : 'none';
  return `Segments: ${list(vocabulary.segments)}. Brands: ${list(vocabulary.brands)}. Categories: ${list(vocabulary.categories)}.`;
}

function stepBack(
  period: Period,
  kind: 'previous_period' | 'previous_year',
  unit: Slots['stepUnit'],
): Period {
  if (kind === 'previous_year' || unit === 'year') return sameLastYear(period);
  if (unit === 'month') return monthsEarlier(period, 1);
  if (unit === 'quarter') return monthsEarlier(period, 3);
  if (unit === 'week') {
    const from = addDays(period.from, -7);
    const to = addDays(period.to, -7);
    return { from, to, label: periodLabel(from, to) };
  }
  return previousPeriod(period);
}

/** Replaces the previous plan's parts that the follow-up names. */
function refine(previous: Extract<Request, { kind: 'query' }>, slots: Slots, today: string): Request {
  const plan: QueryPlan = { ...previous.plan, filters: [...previous.plan.filters] };
  if (slots.metric && (slots.metricNamed || !previous.plan.metric)) plan.metric = slots.metric;
  if (slots.groupBy) {
    plan.groupBy = slots.groupBy;
    plan.rank =
      slots.rank ??
      (plan.rank && !['day', 'week', 'month', 'quarter', 'year'].includes(slots.groupBy) ? plan.rank : null);
  } else if (slots.rank) plan.rank = slots.rank;
  if (slots.period) plan.period = slots.period;
  // "the same period last year" after a comparison changes what it is compared with, not the period.
  const recompare = slots.stepBack === 'previous_year' && previous.plan.compare;
  if (slots.stepBack && !recompare) plan.period = stepBack(plan.period, slots.stepBack, slots.stepUnit);
  if (slots.compare && slots.compare !== 'ask')
    plan.compare = slots.period
      ? slots.compare
      : { kind: slots.compare.kind, period: comparisonPeriod(slots.compare.kind, plan.period) };
  else if (plan.compare && (slots.period || slots.stepBack))
    plan.compare = {
      kind: plan.compare.kind,
      period: plan.compare.kind === 'previous_year' ? sameLastYear(plan.period) : previousPeriod(plan.period),
    };
  if (slots.change) plan.change = slots.change;
  for (const filter of slots.filters) {
    plan.filters = plan.filters.filter((existing) => existing.dimension !== filter.dimension);
    plan.filters.push(filter);
  }
  if (
    plan.groupBy &&
    plan.filters.some((filter) => filter.dimension === plan.groupBy) &&
    slots.filters.length &&
    !slots.groupBy
  )
    plan.groupBy = null;
  void today;
  const customer = slots.customer && slots.customer !== 'no_reference' ? slots.customer : previous.customer;
  return { kind: 'query', plan, customer };
}

function newPlan(slots: Slots, today: string): Request {
  const period = slots.period ?? lastTwelveMonths(today);
  const plan: QueryPlan = {
    metric: slots.metric ?? 'revenue',
    groupBy: slots.groupBy,
    period,
    compare: slots.compare && slots.compare !== 'ask' ? slots.compare : null,
    change: slots.change,
    filters: slots.filters,
    rank: slots.rank,
  };
  const customer = slots.customer && slots.customer !== 'no_reference' ? slots.customer : null;
  return { kind: 'query', plan, customer };
}

function compareOptions(request: Extract<Request, { kind: 'query' }>): Request {
  const { plan } = request;
  const before = previousPeriod(plan.period);
  const yearAgo = sameLastYear(plan.period);
  return {
    kind: 'clarify',
    question: `Compared with the period before (${before.label}) or with the same period last year (${yearAgo.label})?`,
    options: [
      {
        label: 'the period before',
        request: { ...request, plan: { ...plan, compare: { kind: 'previous_period', period: before } } },
      },
      {
        label: 'the same period last year',
        request: { ...request, plan: { ...plan, compare: { kind: 'previous_year', period: yearAgo } } },
      },
    ],
  };
}

/** Picks the option a reply to a clarifying question names ("units", "the first one", "last year"). */
function chooseOption(text: string, options: { label: string; request: Request }[]): Request | null {
  if (!options.length) return null;
  if (/^(?:the )?(?:first|1|former)\b/.test(text)) return options[0]!.request;
  if (/^(?:the )?(?:second|2|latter)\b/.test(text)) return options[1]?.request ?? null;
  const words = (label: string) =>
    basicNormalise(label)
      .split(' ')
      .filter((word) => word.length > 3 && !['with', 'same', 'period', 'number', 'sold'].includes(word));
  const scored = options.map((option) => ({
    option,
    score: words(option.label).filter((word) => new RegExp(`\\b${escapeRegExp(word)}`).test(text)).length,
  }));
  const best = Math.max(...scored.map((entry) => entry.score));
  const winners = scored.filter((entry) => entry.score === best);
  return best > 0 && winners.length === 1 ? winners[0]!.option.request : null;
}

const HELP =
  /^(help|\?|what can you (do|answer)|what can i ask( you)?|what do you know|what questions can i ask)\b/;
const REMIND =
  /\bremind(?:er)?s?\b|\bremember to\b|\bnotify me\b|\balert me\b|\bset (?:a |an )?(?:alarm|reminder|alert|follow up)\b|\bschedule (?:a |an )?(?:call|reminder)\b/;
const AT_RISK_LIST =
  /\b(stopped|quit|ceased) (ordering|buying|purchasing)|\bat risk\b|\bchurn|\blapsed|\binactive|(haven't|have not|hasn't|has not|didn't|did not) (ordered|order|bought|buy)|\bno longer (order|buy)|\blost customers/;

/** Reads one question in the context of the conversation so far. */
export function parseQuestion(question: string, context: ParseContext): Request {
  const original = question.trim().replace(/[’]/g, "'").replace(/\s+/g, ' ');
  const normal = writtenNumbersToDigits(basicNormalise(original));
  if (!normal) return { kind: 'unknown' };
  if (context.previous?.kind === 'clarify') {
    const chosen = chooseOption(normal, context.previous.options);
    if (chosen) return chosen;
  }
  if (HELP.test(normal)) return { kind: 'help' };
  if (REMIND.test(normal)) return { kind: 'remind' };
  const action = customerAction(original, context.lastCustomer);
  if (action) return action;

  const { text, ties } = correctSpelling(normal, vocabularyWords(context.vocabulary), [
    ...capitalisedWords(original),
    ...patternWords(),
  ]);
  if (ties.length) {
    const { word, candidates } = ties[0]!;
    const options = candidates.map((candidate) => ({
      label: candidate,
      request: parseQuestion(
        original.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i'), candidate),
        context,
      ),
    }));
    return { kind: 'clarify', question: `Did you mean “${candidates[0]}” or “${candidates[1]}”?`, options };
  }

  if (has(text, AT_RISK_LIST) && !has(text, /\bhow many\b|\bnumber of\b/)) return { kind: 'at_risk' };
  if (has(text, /\bout of stock\b|\bsold out\b|\bno stock\b/))
    return { kind: 'low_stock', below: 1, outOfStock: true };
  const level = /\b(?:below|under|less than|fewer than|lower than|<)\s*(\d+)/.exec(text);
  if (
    (level && has(text, /\b(stock|inventory|on hand|units? left|left|in stock)\b/)) ||
    (has(text, /\b(stock|inventory|on hand|units? left|running low|low on|restock|reorder)\b/) &&
      has(text, /\blow\b|\brunning (low|out)\b|\brestock\b|\breorder\b/))
  )
    return {
      kind: 'low_stock',
      below: level ? Math.max(1, Number(level[1])) : DEFAULT_STOCK_LEVEL,
      outOfStock: false,
    };
  if (
    has(text, /\b(offers?|promotions?|promos?|deals|discounts?|campaigns?)\b/) &&
    !has(text, /\b(revenue|sales|sold)\b/)
  )
    return { kind: 'offers' };

  const slots = readSlots(original, text, context);
  const previous = context.previous?.kind === 'query' ? context.previous : null;
  const planWith = (change: Partial<Slots>) =>
    previous && FOLLOW_UP.test(text)
      ? refine(previous, { ...slots, ...change }, context.today)
      : newPlan({ ...slots, ...change }, context.today);
  if (slots.askSalesCount)
    return {
      kind: 'clarify',
      question: 'Do you mean the number of orders or the number of units sold?',
      options: [
        { label: 'orders', request: planWith({ metric: 'orders', metricNamed: true }) },
        { label: 'units sold', request: planWith({ metric: 'units', metricNamed: true }) },
      ],
    };
  if (slots.ambiguousFilter) {
    const [first, second] = slots.ambiguousFilter as [PlanFilter, PlanFilter];
    return {
      kind: 'clarify',
      question: `“${first.value}” is both a ${first.dimension} and a ${second.dimension}. Which did you mean?`,
      options: [first, second].map((filter) => ({
        label: `the ${filter.dimension}`,
        request: planWith({ filters: [filter] }),
      })),
    };
  }
  if (slots.unavailable) return { kind: 'unavailable', message: slots.unavailable };
  if (slots.customer === 'no_reference') return { kind: 'no_reference' };
  if (slots.metric === 'margin') return { kind: 'unavailable', message: MARGIN_UNAVAILABLE };

  const standalone =
    slots.metricNamed ||
    (slots.groupBy !== null &&
      (slots.rank !== null || slots.compare !== null || slots.period !== null || slots.filters.length > 0)) ||
    (slots.metric !== null && (slots.period !== null || slots.compare !== null || slots.groupBy !== null));
  const anySlot =
    slots.metric !== null ||
    slots.groupBy !== null ||
    slots.rank !== null ||
    slots.period !== null ||
    slots.stepBack !== null ||
    (slots.compare !== null && slots.compare !== 'ask') ||
    slots.filters.length > 0 ||
    slots.customer !== null;
  let request: Request | null = null;
  if (previous && anySlot && (FOLLOW_UP.test(text) || !standalone))
    request = refine(previous, slots, context.today);
  else if (slots.subjectless && !slots.groupBy)
    return {
      kind: 'clarify',
      question: 'Top customers or top products?',
      options: (['customer', 'product'] as const).map((groupBy) => ({
        label: groupBy === 'customer' ? 'customers' : 'products',
        request: newPlan(
          { ...slots, groupBy, rank: slots.rank ?? { order: 'desc', limit: DEFAULT_RANK_LIMIT } },
          context.today,
        ),
      })),
    };
  else if (standalone || (slots.compare === 'ask' && slots.period)) request = newPlan(slots, context.today);
  if (request?.kind === 'query')
    return slots.compare === 'ask' && !request.plan.compare ? compareOptions(request) : request;

  return customerSummary(original, context.lastCustomer) ?? { kind: 'unknown' };
}

export const MARGIN_UNAVAILABLE =
  'Margin needs what each product cost you, and your inventory records only sale prices, so I cannot compute it. Revenue, units and average order value are available.';

let knownFromPatterns: string[] | null = null;

/** Every whole word the patterns above match: never "corrected" into another ("stopped" is not "dropped"). */
function patternWords(): string[] {
  knownFromPatterns ??= [
    ...new Set(
      [
        HELP,
        REMIND,
        AT_RISK_LIST,
        TOP,
        BOTTOM,
        BEST_SELLERS,
        SLOW_MOVERS,
        COMPARE_MARKER,
        FOLLOW_UP,
        PREVIOUS_PERIOD,
        YEAR_AGO,
        ...SUBJECTS.map(([pattern]) => pattern),
        ...TIME_WORDS.map(([pattern]) => pattern),
      ].flatMap((pattern) => pattern.source.match(/(?<![a-z?(:|])[a-z']{3,}(?![a-z(?[])/g) ?? []),
    ),
  ];
  return knownFromPatterns;
}

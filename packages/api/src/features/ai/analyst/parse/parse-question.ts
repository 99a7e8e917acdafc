// The built-in analyst's question parser: a question (and the conversation so far) → a Request, most often a
// QueryPlan of the semantic layer. Synonyms and misspellings are normalised first (normalise.ts); the slots —
// metric, grouping, ranking, period, comparison, filters, customer — are read separately (read-slots.ts), so a
// follow-up that names only one of them ("and the month before?", "only Enterprise", "by brand instead")
// changes just that part of the previous plan (build-plan.ts). When two readings are equally likely it asks
// back instead of guessing (clarify.ts).
import { DEFAULT_RANK_LIMIT, type PlanFilter } from '../../semantic/query-plan.js';
import { newPlan, refine } from './build-plan.js';
import { chooseOption, compareOptions } from './clarify.js';
import { customerAction, customerSummary, type LastCustomer } from './customer-reference.js';
import {
  basicNormalise,
  capitalisedWords,
  correctSpelling,
  escapeRegExp,
  has,
  writtenNumbersToDigits,
} from './normalise.js';
import { COMPARE_MARKER, PREVIOUS_PERIOD, YEAR_AGO } from './read-comparison.js';
import { BEST_SELLERS, BOTTOM, SLOW_MOVERS, SUBJECTS, TIME_WORDS, TOP } from './read-grouping.js';
import { readSlots, type Slots } from './read-slots.js';
import type { Request } from './request.js';
import { vocabularyWords, type Vocabulary } from './vocabulary.js';

export interface ParseContext {
  today: string;
  vocabulary: Vocabulary;
  /** What the previous question of the conversation asked (follow-ups change one part of it). */
  previous: Request | null;
  /** The last customer the conversation discussed ("them", "that customer"). */
  lastCustomer: LastCustomer | null;
}

export const DEFAULT_STOCK_LEVEL = 10;

const FOLLOW_UP =
  /^(?:and|what about|how about|same for|same but|same thing for|now|ok|okay|only|just|but|instead|then|also)\b|\binstead\b/;

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

/** Every whole word the parser's patterns match: never "corrected" into another ("stopped" is not "dropped"). */
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

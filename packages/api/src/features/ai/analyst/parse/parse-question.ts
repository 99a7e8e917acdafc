// The built-in analyst's question parser: a question (and the conversation so far) → a Request, most often a
// QueryPlan of the semantic layer. The question is read into marks — the organization's names (find_names),
// time expressions, the phrasing table's phrases, numbers — and the slots are read from the marks, each
// recording the words it used (read-slots.ts); a follow-up changes just the parts it names (build-plan.ts).
// Two equally likely readings are asked back (clarify.ts), and words left unused are said, never dropped
// (guard.ts).
import { DEFAULT_RANK_LIMIT } from '../../semantic/query-plan.js';
import { allTime } from '../resolve-period.js';
import { newPlan, refine } from './build-plan.js';
import { chooseOption, compareOptions } from './clarify.js';
import { customerAction, customerSummary, type LastCustomer } from './customer-reference.js';
import { MARGIN_UNAVAILABLE } from './defaults.js';
import type { EntityMention, NameLists } from './entity-mentions.js';
import { guard } from './guard.js';
import { basicNormalise, escapeRegExp } from './normalise.js';
import { readQuestion, type Reading } from './reading.js';
import { readIntent } from './read-intents.js';
import { readSlots, type Slots } from './read-slots.js';
import type { Request } from './request.js';

export { MARGIN_UNAVAILABLE };
export { DEFAULT_STOCK_LEVEL } from './defaults.js';

export interface ParseContext {
  today: string;
  /** The organization's names found in a text (find_names), for the question and the earlier ones. */
  names: (text: string) => EntityMention[];
  /** The organization's segments, cities, brands and categories (said when a name is not found). */
  dimensions: NameLists;
  /** What the previous question of the conversation asked (follow-ups change one part of it). */
  previous: Request | null;
  /** The last customer the conversation discussed ("them", "that customer"). */
  lastCustomer: LastCustomer | null;
}

const HELP =
  /^(help|\?|what can you (do|answer)|what can i ask( you)?|what do you know|what questions can i ask)\b/;
const REMIND =
  /\bremind(?:er)?s?\b|\bremember to\b|\bnotify me\b|\balert me\b|\bset (?:a |an )?(?:alarm|reminder|alert|follow up)\b|\bschedule (?:a |an )?(?:call|reminder)\b/;
const YES = /^(yes|yeah|yep|sure|ok|okay|please do|do that|go ahead|that one|correct|right)\b/;
/** A follow-up's first word ("and last year?", "only Enterprise", "just the Consumer segment"). */
const FOLLOW_UP_START = /^(and|only|just|but|now|then|also|same|instead|what about|how about|in|for|by)\b/;

/** A question as the parser and find_names read it: trimmed, straight apostrophes, single spaces. */
export const questionKey = (question: string) => question.trim().replace(/[’]/g, "'").replace(/\s+/g, ' ');

/** Reads one question in the context of the conversation so far. */
export function parseQuestion(question: string, context: ParseContext): Request {
  const original = questionKey(question);
  const normal = basicNormalise(original);
  if (!normal) return { kind: 'unknown' };
  if (context.previous?.kind === 'clarify') {
    const chosen = chooseOption(normal, context.previous.options);
    if (chosen) return chosen;
  }
  if (context.previous?.kind === 'not_understood' && context.previous.understood && YES.test(normal))
    return context.previous.understood;
  if (HELP.test(normal)) return { kind: 'help' };
  if (REMIND.test(normal)) return { kind: 'remind' };
  const mentions = context.names(original);
  const action = customerAction(original, context.lastCustomer);
  if (action) return companyOrders(action, mentions, context) ?? action;
  return interpret(original, context, mentions, new Map());
}

/** "the last orders of Island Pantry": a company's orders are a plan (its contacts' orders, newest first). */
function companyOrders(action: Request, mentions: EntityMention[], context: ParseContext): Request | null {
  if (action.kind !== 'customer' || action.action !== 'last_orders' || action.customer.by !== 'name')
    return null;
  const name = basicNormalise(action.customer.name);
  const company = mentions
    .flatMap((mention) => mention.candidates)
    .find((candidate) => candidate.kind === 'company' && basicNormalise(candidate.label) === name);
  const partial = mentions.find((mention) => basicNormalise(mention.words) === name);
  const only =
    partial?.candidates.length === 1 && partial.candidates[0]!.kind === 'company'
      ? partial.candidates[0]
      : null;
  const found = company ?? only;
  if (!found) return null;
  return {
    kind: 'query',
    customer: null,
    plan: {
      metric: 'revenue',
      groupBy: 'order',
      period: allTime(context.today),
      compare: null,
      change: null,
      filters: [{ dimension: 'company', value: found.value, label: found.label }],
      rank: { order: 'desc', limit: 5 },
    },
  };
}

function interpret(
  original: string,
  context: ParseContext,
  mentions: EntityMention[],
  choices: Map<number, number>,
): Request {
  const reading = readQuestion(original, context.today, mentions);
  if (reading.ties.length) {
    const { index, candidates } = reading.ties[0]!;
    const word = reading.tokens[index]!.raw;
    const options = candidates.map((candidate) => ({
      label: candidate,
      request: parseQuestion(
        original.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i'), candidate),
        context,
      ),
    }));
    return { kind: 'clarify', question: `Did you mean “${candidates[0]}” or “${candidates[1]}”?`, options };
  }
  const intent = readIntent(reading);
  if (intent) return guard(reading, intent);
  const previous = context.previous?.kind === 'query' ? context.previous : null;
  const followUp = !!previous && (reading.has('follow_up') || FOLLOW_UP_START.test(basicNormalise(original)));
  const read = readSlots(reading, { ...context, followUp }, choices);
  if ('ambiguity' in read) {
    const { ambiguity } = read;
    return {
      kind: 'clarify',
      question: ambiguity.question,
      options: ambiguity.options.map((option, index) => ({
        label: option.label,
        request: interpret(original, context, mentions, new Map([...choices, [ambiguity.at, index]])),
      })),
    };
  }
  if ('request' in read) return guard(reading, read.request);
  return guard(reading, planOf(read.slots, reading, previous, followUp, original, context));
}

function planOf(
  slots: Slots,
  reading: Reading,
  previous: Extract<Request, { kind: 'query' }> | null,
  followUp: boolean,
  original: string,
  context: ParseContext,
): Request {
  const planWith = (change: Partial<Slots>) =>
    previous && followUp
      ? refine(previous, { ...slots, ...change })
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
  if (slots.customer === 'no_reference') return { kind: 'no_reference' };
  if (slots.metric === 'margin') return { kind: 'unavailable', message: MARGIN_UNAVAILABLE };
  const standalone =
    slots.metricNamed ||
    slots.absent !== null ||
    (slots.period !== null && slots.compare !== null && slots.compare !== 'ask') ||
    (slots.groupBy !== null &&
      (slots.rank !== null || slots.compare !== null || slots.period !== null || slots.filters.length > 0)) ||
    (slots.metric !== null &&
      (slots.period !== null ||
        slots.compare !== null ||
        slots.groupBy !== null ||
        slots.filters.length > 0));
  const anySlot =
    slots.metric !== null ||
    slots.groupBy !== null ||
    slots.rank !== null ||
    slots.period !== null ||
    slots.stepBack !== null ||
    slots.share !== null ||
    (slots.compare !== null && slots.compare !== 'ask') ||
    slots.filters.length > 0 ||
    slots.customer !== null;
  // "How is Nils Kowalski doing?", "tell me about Golden Spoon": a customer's summary, not a figure.
  const summary =
    !slots.metricNamed && !slots.period && !slots.groupBy && !followUp
      ? customerSummary(original, context.lastCustomer)
      : null;
  if (summary) {
    reading.use(...reading.marks);
    return summary;
  }
  let request: Request | null = null;
  if (previous && anySlot && (followUp || !standalone)) request = refine(previous, slots);
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
  return { kind: 'unknown' };
}

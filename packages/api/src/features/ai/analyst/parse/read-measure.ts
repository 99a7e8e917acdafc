// What a question measures and how it groups and ranks: the metric (named, or implied by a verb or a question
// word), the grouping ("by brand", "which customers", "monthly", a comparison of names) and the ranking
// ("top 5", "the slowest", "who spent more").
import type { DimensionId, MetricId } from '../../semantic/model.js';
import { DEFAULT_RANK_LIMIT, MAX_RANK_LIMIT, type QueryPlan } from '../../semantic/query-plan.js';
import { isKind, type Mark } from './marks.js';
import type { Reading } from './reading.js';
import type { EntityReading } from './read-entities.js';

export interface MeasureReading {
  metric: MetricId | null;
  /** Named outright ("revenue", "orders"), not implied ("did we do"). */
  named: boolean;
  groupBy: DimensionId | null;
  rank: QueryPlan['rank'];
  /** "top 5" without saying of what. */
  subjectless: boolean;
  /** "how many sales": orders or units? */
  askSalesCount: boolean;
  /** The figure is over all history unless a period is named ("how often", "when did … last order"). */
  allTime: boolean;
  unavailable: MetricId | null;
  /** "my biggest account" as a customer to filter by, not a ranking. */
  biggestAccount: boolean;
}

const TIME: DimensionId[] = ['day', 'week', 'month', 'quarter', 'year', 'weekday'];

/** "customer", "city" (one of them), not "customers", "cities". */
const singular = (reading: Reading, mark: Mark) => {
  const word = reading.tokens[mark.end - 1]!.text;
  return !/(s|ies)$/.test(word) && word !== 'people' && word !== 'stuff';
};

/** The number written just before or after a mark ("top 5", "5 biggest"). */
function limitNear(reading: Reading, mark: Mark): Mark<{ kind: 'number'; value: number }> | undefined {
  const after = reading.after(mark, false);
  if (after && isKind('number')(after)) return after;
  const before = reading.before(mark, false);
  return before && isKind('number')(before) ? before : undefined;
}

export function readMeasure(reading: Reading, entities: EntityReading, hasPeriod: boolean): MeasureReading {
  const result: MeasureReading = {
    metric: null,
    named: false,
    groupBy: null,
    rank: null,
    subjectless: false,
    askSalesCount: false,
    allTime: false,
    unavailable: null,
    biggestAccount: false,
  };
  const unavailable = reading.first('unavailable');
  if (unavailable) {
    reading.use(...reading.marks);
    return { ...result, unavailable: unavailable.meaning.metric };
  }
  if (reading.useAll('sales_count')) result.askSalesCount = true;
  const subjects = reading.all('subject').filter((mark) => !entities.qualifiers.includes(mark));
  const subject = (dimension: DimensionId) => subjects.find((mark) => mark.meaning.dimension === dimension);
  const verb = (...verbs: string[]) => reading.all('verb').find((mark) => verbs.includes(mark.meaning.verb));
  const set = (metric: MetricId, named: boolean, ...marks: (Mark | undefined)[]) => {
    if (result.metric) return;
    result.metric = metric;
    result.named = named;
    reading.use(...marks);
  };

  // Named metrics (one: a second one is left unused, and so asked about).
  const named = reading.all('metric').filter((mark) => !mark.meaning.implied);
  if (named[0])
    set(named[0].meaning.metric, true, ...named.filter((m) => m.meaning.metric === named[0]!.meaning.metric));
  const count = reading.first('count');
  if (count) {
    const customers = subject('customer');
    const products = subject('product');
    if (result.metric) reading.use(count);
    else if (customers) {
      const buying = hasPeriod || verb('buy', 'order', 'spend');
      set(
        buying ? 'buying_customers' : 'customer_count',
        true,
        count,
        customers,
        buying ? undefined : undefined,
      );
    } else if (products && reading.first('distinct'))
      set('distinct_products', true, count, products, reading.first('distinct'));
    else if (products && verb('sell', 'buy', 'order')) set('units', true, count, products);
    else if (subject('order')) set('orders', true, count, subject('order'));
  }
  const often = reading.first('often');
  if (often) {
    set('order_interval', true, often, subject('order'));
    result.allTime = !hasPeriod;
  }
  const when = reading.first('when');
  const latest = reading.first('latest');
  if (when && (latest || verb('order', 'buy'))) {
    set('last_order_date', true, when, latest, subject('order'));
    result.allTime = !hasPeriod;
  } else if (latest && (subject('order') || result.metric === 'orders')) {
    // "the last 5 orders of Golden Spoon": the orders themselves, newest first.
    const number = limitNear(reading, latest);
    reading.use(latest, subject('order'), number, ...named.filter((m) => m.meaning.metric === 'orders'));
    result.metric = 'revenue';
    result.groupBy = 'order';
    result.rank = { order: 'desc', limit: Math.min(number?.meaning.value ?? 5, MAX_RANK_LIMIT) };
    result.allTime = !hasPeriod;
  }
  if (!result.metric && subject('product') && reading.first('distinct'))
    set('distinct_products', true, subject('product'), reading.first('distinct'));
  if (reading.has('first_time')) set('new_customers', true, ...reading.all('first_time'));
  readGrouping(reading, entities, subjects, result);
  if (!result.metric) {
    const implied = reading.all('metric').find((mark) => mark.meaning.implied);
    // What a customer buys (or ordered) most is counted in units; other verbs of selling mean revenue.
    const buys = verb('buy', 'order') && result.groupBy === 'product' && !reading.has('sellers');
    if (implied) set(implied.meaning.metric, false, implied);
    else if (buys) set('units', false);
    else if (verb('spend', 'sell', 'do', 'buy', 'order')) set('revenue', false);
  }
  return result;
}

function readGrouping(reading: Reading, entities: EntityReading, subjects: Mark[], result: MeasureReading) {
  const free = () =>
    subjects.filter(
      (mark): mark is Mark<{ kind: 'subject'; dimension: DimensionId }> => !reading.used.has(mark),
    );
  const groupBy = (dimension: DimensionId, ...marks: (Mark | undefined)[]) => {
    if (result.groupBy) return false;
    result.groupBy = dimension;
    reading.use(...marks);
    return true;
  };
  // "by brand", "per city", "for each segment"; "by revenue" ranks by a metric.
  for (const group of reading.all('group')) {
    const next = reading.after(group);
    if (next && isKind('subject')(next) && !reading.used.has(next))
      groupBy(next.meaning.dimension, group, next);
    // "by revenue" ranks by a metric; "bought by Enterprise customers" names who.
    else if (next && (isKind('metric')(next) || isKind('entity')(next))) reading.use(group);
    else if (next && isKind('time_group')(next)) groupBy(next.meaning.dimension, group, next);
  }
  const timeGroup = reading.first('time_group');
  if (timeGroup) groupBy(timeGroup.meaning.dimension, ...reading.all('time_group'));
  const sellers = reading.first('sellers');
  const ranks = [...reading.all('rank'), ...(sellers ? [sellers] : [])];
  const comparatives = reading.all('comparative').filter((mark) => !reading.used.has(mark));
  const who = reading.first('who');
  const which = reading.first('which');
  // "customers who bought": a relative clause, not a question about who.
  const relative =
    who && reading.before(who) && ['subject', 'entity'].includes(reading.before(who)!.meaning.kind);
  if (relative) reading.use(who);

  if (entities.compared) {
    groupBy(entities.compared);
    reading.use(who, which, ...ranks, ...comparatives);
  }
  if (sellers) {
    const products = free().find((mark) => mark.meaning.dimension === 'product');
    const other = products ? undefined : free().find((mark) => mark.meaning.dimension !== 'order');
    if (other) groupBy(other.meaning.dimension, other, sellers, which);
    else groupBy('product', sellers, products, which);
    if (sellers.meaning.order === 'asc' && !result.metric) {
      result.metric = 'units';
      result.named = true;
    }
  }
  // "my biggest account": a customer to filter by ("what did my biggest account spend"), else the top one.
  const biggest = reading.first('biggest_account');
  if (biggest && !result.groupBy) {
    const about = reading.tokens.some((token) => /^(from|of|for|by|did|does|has)$/.test(token.text));
    if (about) result.biggestAccount = reading.use(biggest);
    else if (groupBy('customer', biggest, relative ? undefined : who, which))
      result.rank = { order: 'desc', limit: 1 };
  }
  const rank = ranks[0];
  const anchor = rank ?? (relative ? undefined : who) ?? which;
  if (anchor && !result.groupBy) {
    const candidates = [...free(), ...entities.qualifiers.filter((mark) => !reading.used.has(mark))].sort(
      (a, b) => a.start - b.start,
    ) as Mark<{ kind: 'subject'; dimension: DimensionId }>[];
    const chosen = candidates.find((mark) => mark.start >= anchor.start) ?? candidates[0];
    const customerOrCompany = entities.filters.some(
      (f) => f.dimension === 'customer' || f.dimension === 'company',
    );
    if (chosen) groupBy(chosen.meaning.dimension, chosen, anchor, which, rank);
    else if (who && !relative) groupBy('customer', who, rank);
    // "what did Golden Spoon buy": the products they bought.
    else if (
      customerOrCompany &&
      reading.all('verb').some((mark) => ['buy', 'order'].includes(mark.meaning.verb))
    )
      groupBy('product', anchor, which);
    else if (rank) {
      const number = limitNear(reading, rank);
      result.subjectless = reading.use(rank, number);
      const order = (rank.meaning as { order?: 'asc' | 'desc' }).order ?? 'desc';
      result.rank = { order, limit: Math.min(number?.meaning.value ?? DEFAULT_RANK_LIMIT, MAX_RANK_LIMIT) };
    }
  }
  // "who" asks for customers (or the names compared).
  if (who && (result.groupBy === 'customer' || entities.compared)) reading.use(who);
  // A subject left alone groups ("revenue brands last month"); after a name it only qualifies it.
  for (const qualifier of entities.qualifiers) reading.use(qualifier);
  const alone = free().find((mark) => mark.meaning.dimension !== 'order');
  if (alone && !result.groupBy && !result.metric?.startsWith('customer'))
    groupBy(alone.meaning.dimension, alone);
  if (!result.groupBy) return;
  readRank(reading, result, [...ranks, ...comparatives]);
}

function readRank(reading: Reading, result: MeasureReading, ranks: Mark[]) {
  if (result.rank) return;
  const time = TIME.includes(result.groupBy!);
  const first = ranks[0];
  const number = first ? limitNear(reading, first) : undefined;
  const groupMark = [...reading.used].find(
    (mark) => isKind('subject')(mark) && mark.meaning.dimension === result.groupBy,
  );
  const beforeSubject = groupMark ? reading.before(groupMark, false) : undefined;
  const limitMark = number ?? (beforeSubject && isKind('number')(beforeSubject) ? beforeSubject : undefined);
  if (!first && !limitMark) return;
  if (time && !first) return;
  const meaning = first?.meaning as { order?: 'asc' | 'desc'; direction?: 'grew' | 'shrank' } | undefined;
  const order = meaning?.order ?? (meaning?.direction === 'shrank' ? 'asc' : 'desc');
  reading.use(...ranks, limitMark);
  const limit = limitMark
    ? (limitMark.meaning as { value: number }).value
    : groupMark && singular(reading, groupMark)
      ? 1
      : DEFAULT_RANK_LIMIT;
  result.rank = { order, limit: Math.max(1, Math.min(limit, MAX_RANK_LIMIT)) };
}

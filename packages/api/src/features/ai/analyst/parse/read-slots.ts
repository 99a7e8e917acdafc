// A question's slots — metric, grouping, ranking, period, comparison, filters, share, negation, customer —
// read from its marks, each on its own, so a follow-up that names only one of them changes just that part of
// the previous plan (build-plan.ts).
import type { DimensionId, MetricId } from '../../semantic/model.js';
import type { PlanFilter, QueryPlan } from '../../semantic/query-plan.js';
import type { Period } from '../resolve-period.js';
import type { LastCustomer } from './customer-reference.js';
import { DEFAULT_STOCK_LEVEL, FUTURE_UNAVAILABLE, MARGIN_UNAVAILABLE } from './defaults.js';
import type { TimeUnit } from './marks.js';
import type { Reading } from './reading.js';
import { readEntities, type Ambiguity } from './read-entities.js';
import { readMeasure } from './read-measure.js';
import { readPeriods } from './read-periods.js';
import type { CustomerRef, Request } from './request.js';

export interface Slots {
  metric: MetricId | null;
  /** A metric named outright ("revenue", "orders"), not implied by a verb ("did we do"). */
  metricNamed: boolean;
  groupBy: DimensionId | null;
  rank: QueryPlan['rank'];
  period: Period | null;
  compare: QueryPlan['compare'] | 'ask' | null;
  change: QueryPlan['change'];
  changeBy: 'percent' | null;
  filters: PlanFilter[];
  share: QueryPlan['share'];
  absent: Period | null;
  pace: boolean;
  customer: CustomerRef | 'no_reference' | null;
  /** "the month before": the previous plan's period, one step back. */
  stepBack: 'previous_period' | 'previous_year' | null;
  /** The step it names: month, quarter, year, week, or the period's own length. */
  stepUnit: TimeUnit | 'period';
  /** "top 5" without saying of what. */
  subjectless: boolean;
  /** "how many sales": orders or units? */
  askSalesCount: boolean;
  /** The default period is all history ("how often do they order"). */
  allTime: boolean;
}

export type SlotReading = { slots: Slots } | { request: Request } | { ambiguity: Ambiguity };

/** The customer "them" means, as a filter; or that nobody was discussed yet. */
function pronounFilter(
  reading: Reading,
  lastCustomer: LastCustomer | null,
): PlanFilter | 'no_reference' | null {
  const pronoun = reading.first('pronoun');
  if (!pronoun) return null;
  reading.use(pronoun);
  return lastCustomer
    ? { dimension: 'customer', value: lastCustomer.id, label: lastCustomer.name }
    : 'no_reference';
}

export function readSlots(
  reading: Reading,
  context: { today: string; lastCustomer: LastCustomer | null; followUp: boolean },
  choices: Map<number, number>,
): SlotReading {
  const entities = readEntities(reading, choices);
  if (entities.ambiguity) return { ambiguity: entities.ambiguity };
  const periods = readPeriods(reading, context.today, context.followUp);
  if (periods.future) return { request: { kind: 'unavailable', message: FUTURE_UNAVAILABLE } };
  const measure = readMeasure(reading, entities, periods.period !== null || periods.absent !== null);
  if (measure.unavailable) return { request: { kind: 'unavailable', message: MARGIN_UNAVAILABLE } };
  const pronoun = pronounFilter(reading, context.lastCustomer);
  const filters = [...entities.filters, ...(pronoun && pronoun !== 'no_reference' ? [pronoun] : [])];
  let share: QueryPlan['share'] = null;
  const shareMark = reading.first('share');
  if (shareMark) {
    // "Beverages' share of revenue": the part is the names (not compared); "the top 10's share": the ranking.
    const part = entities.compared ? [] : filters.filter((filter) => !filter.exclude);
    if (part.length && !measure.groupBy) share = { part };
    else if (measure.rank || measure.groupBy) share = { part: [] };
    if (share) reading.use(shareMark);
  }
  // "what sells with X": products ranked by the orders they share with it.
  const together = filters.some((filter) => filter.dimension === 'bought_with');
  // "what do customers buy with X": the customers are who buys, the products are the answer.
  const byGroupWord = reading.all('group').some((mark) => reading.used.has(mark));
  const buyers = together && measure.groupBy === 'customer' && !byGroupWord;
  const groupBy = buyers
    ? 'product'
    : (measure.groupBy ?? (periods.absent ? 'customer' : together ? 'product' : null));
  if (together) {
    if (!measure.named) measure.metric = 'orders';
    measure.rank ??= { order: 'desc', limit: 10 };
    reading.useAll('which', 'sellers', 'rank');
  }
  // "sells well but is low in stock": ranked products with fewer units on hand.
  const stock = reading.all('stock').filter((mark) => !reading.used.has(mark));
  if (stock.length && groupBy === 'product') {
    const below = reading.first('below');
    const level = below && reading.after(below, false);
    const units = level?.meaning.kind === 'number' ? level.meaning.value : DEFAULT_STOCK_LEVEL;
    filters.push({ dimension: 'stock_below', value: String(units), label: String(units) });
    reading.use(...stock, below, level?.meaning.kind === 'number' ? level : undefined);
  }
  return {
    slots: {
      metric: measure.metric,
      metricNamed: measure.named,
      groupBy,
      rank: measure.rank,
      period: periods.period,
      compare: periods.compare,
      change: periods.compare && groupBy ? periods.change : null,
      changeBy: periods.changeBy,
      filters: share?.part.length ? filters.filter((filter) => !share.part.includes(filter)) : filters,
      share,
      absent: periods.absent,
      pace: periods.pace,
      customer:
        pronoun === 'no_reference' ? 'no_reference' : measure.biggestAccount ? { by: 'biggest' } : null,
      stepBack: periods.stepBack,
      stepUnit: periods.stepUnit,
      subjectless: measure.subjectless,
      askSalesCount: measure.askSalesCount,
      allTime: measure.allTime,
    },
  };
}

// A question's slots — metric, grouping, ranking, period, comparison, filters, customer — each read on its
// own, so a follow-up that names only one of them changes just that part of the previous plan (build-plan.ts).
import type { DimensionId, MetricId } from '../../semantic/model.js';
import type { PlanFilter, QueryPlan } from '../../semantic/query-plan.js';
import { resolvePeriod, type Period } from '../resolve-period.js';
import { readCustomer } from './customer-reference.js';
import { has } from './normalise.js';
import type { ParseContext } from './parse-question.js';
import { COMPARE_MARKER, PREVIOUS_PERIOD, readComparison, YEAR_AGO } from './read-comparison.js';
import { readFilters } from './read-filters.js';
import { readGroupBy, readRank, SLOW_MOVERS } from './read-grouping.js';
import { readMetric } from './read-metric.js';
import type { CustomerRef } from './request.js';
import { describeVocabulary } from './vocabulary.js';

export interface Slots {
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

export function readSlots(original: string, text: string, context: ParseContext): Slots {
  const marker = COMPARE_MARKER.exec(text);
  const left = marker ? text.slice(0, marker.index) : text;
  // "the same period last year" names a comparison, not the period itself.
  const period = resolvePeriod(has(left, PREVIOUS_PERIOD) ? '' : left.replace(YEAR_AGO, ' '), context.today);
  const metric = readMetric(text, period !== null);
  const group = readGroupBy(text);
  const filters = readFilters(text, context.vocabulary);
  const slow = has(text, SLOW_MOVERS);
  const rank = readRank(text, group);
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

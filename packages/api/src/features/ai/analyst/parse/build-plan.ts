// A question's slots made into a query plan: a new plan, or the previous one with only the parts a follow-up
// names replaced ("and the month before?", "only Enterprise", "in units", "only for Saffron House").
import {
  comparisonPeriod,
  monthsEarlier,
  periodLabel,
  previousPeriod,
  sameLastYear,
  type QueryPlan,
} from '../../semantic/query-plan.js';
import { addDays } from '../../tools/tool-args.js';
import { allTime, lastTwelveMonths, type Period } from '../resolve-period.js';
import type { Slots } from './read-slots.js';
import type { Request } from './request.js';

const TIME_DIMENSIONS = ['day', 'week', 'month', 'quarter', 'year', 'weekday'];

/** "the month before", "the same period last year": `period` one step back. */
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

const customerOf = (slots: Slots) =>
  slots.customer && slots.customer !== 'no_reference' ? slots.customer : null;

/** Replaces the previous plan's parts that the follow-up names. */
export function refine(previous: Extract<Request, { kind: 'query' }>, slots: Slots): Request {
  const plan: QueryPlan = { ...previous.plan, filters: [...previous.plan.filters] };
  if (slots.metric && (slots.metricNamed || !previous.plan.metric)) plan.metric = slots.metric;
  if (slots.groupBy) {
    plan.groupBy = slots.groupBy;
    plan.rank = slots.rank ?? (plan.rank && !TIME_DIMENSIONS.includes(slots.groupBy) ? plan.rank : null);
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
  if (slots.share) plan.share = slots.share;
  if (slots.absent) plan.absent = slots.absent;
  for (const filter of slots.filters) {
    plan.filters = plan.filters.filter((existing) => existing.dimension !== filter.dimension);
  }
  plan.filters.push(...slots.filters);
  if (
    plan.groupBy &&
    plan.filters.some((filter) => filter.dimension === plan.groupBy && !filter.exclude) &&
    slots.filters.length &&
    !slots.groupBy
  )
    plan.groupBy = null;
  const customer = customerOf(slots) ?? previous.customer;
  return { kind: 'query', plan, customer };
}

export function newPlan(slots: Slots, today: string): Request {
  const period = slots.period ?? (slots.allTime ? allTime(today) : lastTwelveMonths(today));
  const plan: QueryPlan = {
    metric: slots.metric ?? 'revenue',
    groupBy: slots.groupBy,
    period,
    compare: slots.compare && slots.compare !== 'ask' ? slots.compare : null,
    change: slots.change,
    filters: slots.filters,
    rank: slots.rank,
    ...(slots.share ? { share: slots.share } : {}),
    ...(slots.absent ? { absent: slots.absent } : {}),
    ...(slots.changeBy ? { changeBy: slots.changeBy } : {}),
    ...(slots.pace ? { pace: true } : {}),
  };
  return { kind: 'query', plan, customer: customerOf(slots) };
}

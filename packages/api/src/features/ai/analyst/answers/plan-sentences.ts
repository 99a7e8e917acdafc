// The sentences of a sales answer: the total of a period (or of two, compared), a share of the whole, the groups
// with no sale, and what an empty result means.
import { escapeMarkdown } from '../../citations.js';
import { DIMENSIONS, METRICS } from '../../semantic/model.js';
import type { QueryPlan } from '../../semantic/query-plan.js';
import type { PlanResult } from '../../semantic/run-plan.js';
import { formatCount } from '../format.js';
import { asNumber, change, formatterOf, shareOf } from './figures.js';

const capitalise = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** "in Q2 2026", but "since June 2026", "before 2026-09-01", "this year", "the last 30 days". */
export const inPeriod = (label: string) =>
  /^(before|since|after|until|till|the last|this|last|today|yesterday|all|from)\b/.test(label)
    ? label
    : `in ${label}`;

export const noSales = (plan: QueryPlan) => `There were no sales in ${plan.period.label}.`;

/** The answer has nothing to show: no sale, no group that changed, nobody without an order … */
export function emptyAnswer(plan: QueryPlan): string {
  const dimension = plan.groupBy ? DIMENSIONS[plan.groupBy].label : 'customer';
  if (plan.absent)
    return `**0 ${dimension}s** bought ${inPeriod(plan.period.label)} and nothing ${inPeriod(plan.absent.label)}: every one of them bought again.`;
  if (plan.change && plan.groupBy)
    return `No ${dimension} ${plan.change === 'grew' ? 'grew' : 'shrank'} between ${plan.compare!.period.label} and ${plan.period.label}.`;
  if (plan.metric === 'customer_count') return 'There are no customers on your list yet.';
  return noSales(plan);
}

export function totalSentence(plan: QueryPlan, result: PlanResult): string {
  const { value } = result.totals;
  const format = formatterOf(plan);
  const label = plan.period.label;
  const metric = METRICS[plan.metric];
  if (plan.compare) {
    const previous = result.totals.previous ?? 0;
    const [difference, percent] = change(value, previous, plan);
    const sentence =
      `${capitalise(metric.label)}: **${format(value)}** in ${label}, ` +
      `against **${format(previous)}** in ${plan.compare.period.label}: ${difference} (${percent}).`;
    return plan.pace
      ? `${sentence} These are the figures so far, not a forecast: ${label} ${asNumber(value) >= asNumber(previous) ? 'is already ahead' : `needs ${change(previous, value, plan)[0].replace(/^[+−±]/, '')} more to match`}.`
      : sentence;
  }
  if (plan.share?.part.length) {
    const part = plan.share.part.map((filter) => escapeMarkdown(filter.label)).join(' or ');
    return (
      `${part}: **${shareOf(value, result.totals.whole)}** of ${metric.label} in ${label} ` +
      `(${format(value)} of ${format(result.totals.whole)}).`
    );
  }
  switch (plan.metric) {
    case 'customer_count':
      return `You have **${formatCount(asNumber(value))} customers**${plan.filters.length ? ' matching that' : ''}.`;
    case 'new_customers':
      return `**${formatCount(asNumber(value))} new customers** placed their first order in ${label}.`;
    case 'buying_customers':
      return `**${formatCount(asNumber(value))} customers** ordered in ${label}.`;
    case 'orders':
      return `**${formatCount(asNumber(value))} orders** in ${label}.`;
    case 'units':
      return `**${formatCount(asNumber(value))} units** sold in ${label}.`;
    case 'last_order_date':
      return `Last order: **${format(value)}**.`;
    case 'order_interval':
      return value === null
        ? 'There is only one order, so there is no gap between orders yet.'
        : `They order about every **${format(value)}** (${label}).`;
    case 'revenue':
      return `Revenue: **${format(value)}** in ${label}.`;
    default:
      return `${capitalise(metric.label)}: **${format(value)}** in ${label}.`;
  }
}

/** "The top 10 customers: $X of $Y, 19.1% of revenue." */
export function topShareSentence(plan: QueryPlan, result: PlanResult): string {
  const format = formatterOf(plan);
  const top = result.rows.reduce((sum, row) => sum + asNumber(row.value), 0);
  const dimension = DIMENSIONS[plan.groupBy!].label;
  const who =
    result.rows.length === 1 ? `The top ${dimension}` : `The top ${result.rows.length} ${dimension}s`;
  return `${who}: **${shareOf(top, result.totals.value)}** of ${METRICS[plan.metric].label} in ${plan.period.label} (${format(top)} of ${format(result.totals.value)}).`;
}

/** "16 customers bought before 2026-09-01 and nothing since 2026-09-01 …" */
export function absentSentence(plan: QueryPlan, result: PlanResult): string {
  const count = asNumber(result.totals.value);
  const dimension = DIMENSIONS[plan.groupBy ?? 'customer'].label;
  return `**${formatCount(count)} ${dimension}${count === 1 ? '' : 's'}** bought ${inPeriod(plan.period.label)} and nothing ${inPeriod(plan.absent!.label)}; the biggest buyers first.`;
}

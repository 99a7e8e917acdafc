// A metric's value as an answer writes it: money, a count, a date, days or a percentage, and a change between
// two periods.
import { METRICS, type MetricFormat } from '../../semantic/model.js';
import type { QueryPlan } from '../../semantic/query-plan.js';
import type { PlanValue } from '../../semantic/run-plan.js';
import { formatCount, formatMoney } from '../format.js';

const asNumber = (value: PlanValue | undefined) =>
  typeof value === 'number' ? value : Number(value ?? 0) || 0;

export function formatValue(format: MetricFormat, value: PlanValue | undefined): string {
  if (value === null || value === undefined) return '–';
  switch (format) {
    case 'money':
      return formatMoney(asNumber(value));
    case 'count':
      return formatCount(asNumber(value));
    case 'date':
      return String(value);
    case 'days':
      return `${asNumber(value).toFixed(1)} days`;
    case 'percent':
      return `${asNumber(value).toFixed(1)}%`;
  }
}

export const formatterOf = (plan: QueryPlan) => (value: PlanValue | undefined) =>
  formatValue(METRICS[plan.metric].format, value);

/** "+$1,234.00", "+12.5%"; "new" when there was nothing before. */
export function change(
  value: PlanValue | undefined,
  previous: PlanValue | undefined,
  plan: QueryPlan,
): [string, string] {
  const now = asNumber(value);
  const before = asNumber(previous);
  const difference = now - before;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  const percent =
    before === 0
      ? now === 0
        ? '0.0%'
        : 'new'
      : `${sign}${Math.abs((100 * difference) / before).toFixed(1)}%`;
  return [`${sign}${formatterOf(plan)(Math.abs(difference)).replace(/^[+−-]/, '')}`, percent];
}

/** 12.3% of a whole (– when the whole is nothing). */
export const shareOf = (part: PlanValue | undefined, whole: PlanValue | undefined) => {
  const total = asNumber(whole);
  return total > 0 ? `${((100 * asNumber(part)) / total).toFixed(1)}%` : '–';
};

export { asNumber };

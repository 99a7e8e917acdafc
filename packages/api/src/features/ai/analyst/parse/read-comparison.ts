// The comparison a question asks for ("compared to last year", "growth"), and the patterns that name one
// period relative to another ("the month before", "the same period last year").
import { previousPeriod, sameLastYear, type QueryPlan } from '../../semantic/query-plan.js';
import { lastTwelveMonths, resolvePeriod, type Period } from '../resolve-period.js';
import { has } from './normalise.js';

export const COMPARE_MARKER =
  /\b(?:compared? (?:to|with)|in comparison (?:to|with)|vs\.?|versus|against|than|relative to)\b/;
export const PREVIOUS_PERIOD =
  /\b(?:the )?(?:month|quarter|year|week|period) before\b|\b(?:the )?(?:previous|prior|preceding) (?:month|quarter|year|week|period)\b|\bbefore that\b|\bthe one before\b/;
export const YEAR_AGO =
  /\b(?:same (?:period|time|month|quarter|week) (?:last|a) year|a year (?:ago|earlier|before)|year over year|yoy|the year before|last year's)\b/;

/** The comparison named after "compared to", "vs", "than" …, or by "growth", "year over year". */
export function readComparison(
  text: string,
  period: Period | null,
  today: string,
): QueryPlan['compare'] | 'ask' | null {
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

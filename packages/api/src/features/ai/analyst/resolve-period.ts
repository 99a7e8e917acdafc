// Periods of sales and how answers name them; resolvePeriod reads the first period a text names
// (parse/read-time.ts reads them all, with the words each one used).
import { addDays } from '../tools/tool-args.js';
import { readTime } from './parse/read-time.js';
import { tokenize } from './parse/tokens.js';

/** A period of sales, both days inclusive (YYYY-MM-DD), and how the answer names it. */
export interface Period {
  from: string;
  to: string;
  label: string;
}

/** The start of "before September": earlier than any sale. */
export const ALL_START = '1900-01-01';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
/** Last day of a month (month 1–12). */
export const monthEnd = (year: number, month: number) =>
  isoDay(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());

export function addMonths(date: string, months: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(dayOfMonth, last));
  return target.toISOString().slice(0, 10);
}

export function monthPeriod(year: number, month: number): Period {
  return {
    from: isoDay(year, month, 1),
    to: monthEnd(year, month),
    label: `${MONTH_NAMES[month - 1]} ${year}`,
  };
}

export function quarterPeriod(year: number, quarter: number, label = `Q${quarter} ${year}`): Period {
  return { from: isoDay(year, quarter * 3 - 2, 1), to: monthEnd(year, quarter * 3), label };
}

export function yearPeriod(year: number): Period {
  return { from: isoDay(year, 1, 1), to: isoDay(year, 12, 31), label: String(year) };
}

export function dayPeriod(day: string): Period {
  return { from: day, to: day, label: day };
}

/** The default when a question names no period: the 12 months ending today. */
export function lastTwelveMonths(today: string): Period {
  return { from: addDays(today, -364), to: today, label: 'the last 12 months' };
}

/** Every sale up to today ("how often do they order"). */
export function allTime(today: string): Period {
  return { from: ALL_START, to: today, label: 'all their history' };
}

/**
 * The period a question names, judged from `today` (YYYY-MM-DD), or null when it names none. Calendar periods
 * ("last month", "last quarter") are whole; "this …" periods and "last N days" end today.
 */
export function resolvePeriod(question: string, today: string): Period | null {
  for (const mark of readTime(tokenize(question), today, new Set()))
    if (mark.meaning.kind === 'period') return mark.meaning.period;
  return null;
}

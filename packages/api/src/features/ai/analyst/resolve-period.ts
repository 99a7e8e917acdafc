import * as chrono from 'chrono-node';
import { addDays } from '../tools/tool-args.js';
import { TENS, UNITS } from './parse/normalise.js';

/** A period of sales, both days inclusive (YYYY-MM-DD), and how the answer names it. */
export interface Period {
  from: string;
  to: string;
  label: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAMES =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NUMBER_WORDS: Record<string, number> = { a: 1, ...UNITS, ...TENS };

/** "3", "three", "a" → 3, 3, 1 (written-out numbers up to ninety); anything else → undefined. */
export function readNumber(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
/** Last day of a month (month 1–12). */
const monthEnd = (year: number, month: number) =>
  day(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
const monthIndex = (name: string) => MONTHS.findIndex((month) => month.startsWith(name.slice(0, 3))) + 1;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function addMonths(date: string, months: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(dayOfMonth, last));
  return target.toISOString().slice(0, 10);
}

function monthPeriod(year: number, month: number): Period {
  return {
    from: day(year, month, 1),
    to: monthEnd(year, month),
    label: `${capitalise(MONTHS[month - 1]!)} ${year}`,
  };
}

function quarterPeriod(year: number, quarter: number, label: string): Period {
  return { from: day(year, quarter * 3 - 2, 1), to: monthEnd(year, quarter * 3), label };
}

/** The default when a question names no period: the 12 months ending today. */
export function lastTwelveMonths(today: string): Period {
  return { from: addDays(today, -364), to: today, label: 'the last 12 months' };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Explicit dates: "from 2026-01-01 to 2026-03-31", "between 1 March and 15 April 2026", "since 15 March". */
function explicitRange(text: string, today: string): Period | null {
  const reference = new Date(`${today}T12:00:00Z`);
  const range = /\b(?:from|between)\s+(.+?)\s+(?:to|and|until|till|-)\s+(.+?)(?:[?.!]|$)/.exec(text);
  if (range) {
    const year = /\b(20\d{2})\b/.exec(range[2]!)?.[1] ?? /\b(20\d{2})\b/.exec(range[1]!)?.[1];
    // "between 1 March and 31 March 2026": the year written once applies to both ends.
    const withYear = (part: string) => (year && !/\b20\d{2}\b/.test(part) ? `${part} ${year}` : part);
    const from = chrono.parseDate(withYear(range[1]!), reference, { forwardDate: false });
    const to = chrono.parseDate(withYear(range[2]!), reference, { forwardDate: false });
    if (from && to && /\d/.test(range[1]! + range[2]!)) {
      const [start, end] = [isoDay(from), isoDay(to)].sort() as [string, string];
      return { from: start, to: end, label: `${start} to ${end}` };
    }
  }
  const since = /\bsince\s+(.+?)(?:[?.!]|$)/.exec(text);
  if (since && /\d/.test(since[1]!)) {
    const from = chrono.parseDate(since[1]!, reference, { forwardDate: false });
    // "since 1 March" without a year is the last 1 March, not the next one.
    if (from && isoDay(from) > today && !/\b20\d{2}\b/.test(since[1]!))
      from.setUTCFullYear(from.getUTCFullYear() - 1);
    if (from && isoDay(from) <= today)
      return { from: isoDay(from), to: today, label: `since ${isoDay(from)}` };
  }
  return null;
}

/**
 * The period a question names, judged from `today` (YYYY-MM-DD), or null when it names none. Calendar periods
 * ("last month", "last quarter") are whole; "this …" periods and "last N days" end today.
 */
export function resolvePeriod(question: string, today: string): Period | null {
  const text = question.toLowerCase().replace(/[’']/g, "'");
  const [year, month] = today.split('-').map(Number) as [number, number];
  const quarter = Math.ceil(month / 3);

  const explicit = explicitRange(text, today);
  if (explicit) return explicit;
  if (/\b(ytd|year[- ]to[- ]date|this year|so far this year|current year)\b/.test(text))
    return { from: day(year, 1, 1), to: today, label: 'this year' };
  if (/\b(last|previous|past) year\b/.test(text))
    return { from: day(year - 1, 1, 1), to: day(year - 1, 12, 31), label: `last year (${year - 1})` };
  if (/\b(this|current) quarter\b|\bqtd\b/.test(text))
    return { from: day(year, quarter * 3 - 2, 1), to: today, label: 'this quarter' };
  if (/\b(last|previous|past) quarter\b/.test(text)) {
    const [y, q] = quarter === 1 ? [year - 1, 4] : [year, quarter - 1];
    return quarterPeriod(y, q, `last quarter (Q${q} ${y})`);
  }
  if (/\b(this|current) month\b|\bmtd\b/.test(text))
    return { from: day(year, month, 1), to: today, label: 'this month' };
  if (/\b(last|previous|past) month\b/.test(text)) {
    const period = month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
    return { ...period, label: `last month (${period.label})` };
  }
  if (/\bthis week\b/.test(text)) {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    return { from: addDays(today, -weekday), to: today, label: 'this week' };
  }
  if (/\b(last|previous|past) week\b/.test(text)) {
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7);
    return { from: monday, to: addDays(monday, 6), label: 'last week' };
  }
  if (/\byesterday\b/.test(text))
    return { from: addDays(today, -1), to: addDays(today, -1), label: 'yesterday' };
  if (/\btoday\b/.test(text)) return { from: today, to: today, label: 'today' };

  const recent = /\b(?:last|past|previous|recent)\s+(\d+|[a-z]+)\s+(day|week|month|year)s?\b/.exec(text);
  const count = recent ? readNumber(recent[1]!) : undefined;
  if (recent && count && count > 0) {
    const unit = recent[2]!;
    const from =
      unit === 'day'
        ? addDays(today, 1 - count)
        : unit === 'week'
          ? addDays(today, 1 - 7 * count)
          : addDays(addMonths(today, unit === 'month' ? -count : -12 * count), 1);
    return { from, to: today, label: `the last ${count} ${unit}${count === 1 ? '' : 's'}` };
  }

  const quarterMatch = /\bq([1-4])(?:\s*(?:of\s+)?(20\d{2}))?\b/.exec(text);
  if (quarterMatch) {
    const q = Number(quarterMatch[1]);
    const y = quarterMatch[2] ? Number(quarterMatch[2]) : q <= quarter ? year : year - 1;
    return quarterPeriod(y, q, `Q${q} ${y}`);
  }
  const sinceMonth = new RegExp(`\\bsince\\s+${MONTH_NAMES}\\b(?:\\s+(20\\d{2}))?`).exec(text);
  if (sinceMonth) {
    const m = monthIndex(sinceMonth[1]!);
    const y = sinceMonth[2] ? Number(sinceMonth[2]) : m <= month ? year : year - 1;
    return { from: day(y, m, 1), to: today, label: `since ${capitalise(MONTHS[m - 1]!)} ${y}` };
  }
  const monthYear = new RegExp(`\\b${MONTH_NAMES}\\s+(20\\d{2})\\b`).exec(text);
  if (monthYear) return monthPeriod(Number(monthYear[2]), monthIndex(monthYear[1]!));
  const inMonth = new RegExp(`\\b(?:in|during|for|of)\\s+${MONTH_NAMES}\\b`).exec(text);
  if (inMonth) {
    const m = monthIndex(inMonth[1]!);
    return monthPeriod(m <= month ? year : year - 1, m);
  }
  // A month named alone ("October revenue"), but not "may", which is mostly a verb.
  const bareMonth = new RegExp(`\\b${MONTH_NAMES}\\b`).exec(text.replace(/\bmay\b/g, ''));
  if (bareMonth && !/\b20\d{2}\b/.test(text)) {
    const m = monthIndex(bareMonth[1]!);
    return monthPeriod(m <= month ? year : year - 1, m);
  }
  const sinceYear = /\bsince\s+(20\d{2})\b/.exec(text);
  if (sinceYear) return { from: day(Number(sinceYear[1]), 1, 1), to: today, label: `since ${sinceYear[1]}` };
  const wholeYear = /\b(20\d{2})\b/.exec(text);
  if (wholeYear) {
    const y = Number(wholeYear[1]);
    return { from: day(y, 1, 1), to: day(y, 12, 31), label: String(y) };
  }
  return null;
}

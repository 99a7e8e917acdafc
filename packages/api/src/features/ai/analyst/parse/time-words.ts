// The words of time expressions: units, anchors ("this", "last", "next") and months. How they combine into
// periods is read-time.ts; every other phrasing is phrasing.ts.
import type { TimeUnit } from './marks.js';

/** Time words (how they combine is read-time.ts). */
export const TIME_UNITS: Record<string, TimeUnit> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  wk: 'week',
  wks: 'week',
  month: 'month',
  months: 'month',
  mo: 'month',
  mos: 'month',
  mth: 'month',
  mths: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  qtr: 'quarter',
  qtrs: 'quarter',
  year: 'year',
  years: 'year',
  yr: 'year',
  yrs: 'year',
};

/** "this", "last", "next" and their synonyms before a unit. */
export const TIME_ANCHORS: Record<string, 'this' | 'last' | 'next' | 'previous'> = {
  this: 'this',
  current: 'this',
  present: 'this',
  last: 'last',
  past: 'last',
  recent: 'last',
  previous: 'previous',
  prior: 'previous',
  preceding: 'previous',
  next: 'next',
  coming: 'next',
  upcoming: 'next',
  following: 'next',
};

/** Month names and their abbreviations ("may" and "march" alone may be verbs: read-time.ts decides). */
export const MONTH_WORDS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

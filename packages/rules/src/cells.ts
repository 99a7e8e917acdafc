// Reading one cell, the same way in the browser's import worker and in the API (file upload, Google Drive).
// Where the two old copies disagreed, the stricter rule won; each choice is named below.

/** A cell as a reader delivers it: CSV and JSON give strings and numbers, .xlsx also booleans and dates. */
export type Cell = unknown;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function isoDate(date: Date): string {
  // .xlsx date cells are read as UTC midnight.
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Text of a cell, trimmed; '' when blank or not a plain value (objects, arrays); date cells as YYYY-MM-DD. */
export function cellText(cell: Cell): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : isoDate(cell);
  if (typeof cell !== 'string' && typeof cell !== 'number' && typeof cell !== 'boolean') return '';
  return String(cell).trim();
}

// Stricter rule (the browser's): every dot in the domain separates two non-empty labels, so `a@b..c`,
// `a@.b.c` and `a@b.c.` are refused (the server used to accept them). Any other non-space character is
// allowed, unicode included.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MAX_EMAIL_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

// Stricter rule (the browser's): thousands separators only in groups of three ("1,234.50"), so "1.234,50"
// and "1,2" are refused instead of read as 1.2345 and 12; no "+" sign. A leading "$" is allowed.
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** A number from a cell (12, " 12 ", "1,234.50", "$9.99"); null when it is not one. -0 reads as 0. */
export function parseNumber(cell: Cell): number | null {
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    let text = cellText(cell)
      .replace(/^\$\s*/, '')
      .replace(/^-\$\s*/, '-');
    if (GROUPED_NUMBER.test(text)) text = text.replace(/,/g, '');
    if (!PLAIN_NUMBER.test(text)) return null;
    value = Number(text);
  }
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

// Stricter rule (the server's): no year before 1900 (the browser allowed 1000).
export const EARLIEST_YEAR = 1900;

/** YYYY-MM-DD when year/month/day form a real calendar date (no 2026-02-30), else null. */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < EARLIEST_YEAR || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDate(date);
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Accepts YYYY-MM-DD, M/D/YYYY, D.M.YYYY and .xlsx date cells; returns YYYY-MM-DD or null. */
export function parseDate(cell: Cell): string | null {
  if (cell instanceof Date && Number.isNaN(cell.getTime())) return null;
  const text = cellText(cell);
  let match = ISO.exec(text);
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = US.exec(text);
  if (match) return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
  match = DOTTED.exec(text);
  if (match) return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/** Cell values as the readers deliver them: CSV gives strings, .xlsx also numbers, booleans and dates. */
export type Cell = string | number | boolean | Date | null | undefined;

/** Text of a cell, trimmed; date cells become YYYY-MM-DD. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : isoDate(cell);
  return String(cell).trim();
}

// Deliberately simple: one @, no spaces, a dot in the domain. The server applies the same rule.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** A number from a cell: 12, "12.5", "1,234.50", "$9.99"; null when it is not one. */
export function parseNumber(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  let text = cellText(cell)
    .replace(/^\$\s*/, '')
    .replace(/^-\$\s*/, '-');
  if (GROUPED_NUMBER.test(text)) text = text.replace(/,/g, '');
  if (!PLAIN_NUMBER.test(text)) return null;
  return Number(text);
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function isoDate(date: Date): string {
  // .xlsx date cells are read as UTC midnight.
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** YYYY-MM-DD when year/month/day form a real calendar date, else null. */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDate(date);
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Accepts YYYY-MM-DD, M/D/YYYY, D.M.YYYY and .xlsx date cells; returns YYYY-MM-DD or null. */
export function parseDate(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoDate(cell);
  const text = cellText(cell);
  let match = ISO.exec(text);
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = US.exec(text);
  if (match) return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
  match = DOTTED.exec(text);
  if (match) return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

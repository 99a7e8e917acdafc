import { cellText, isEmail, parseDate, parseNumber, type Cell } from './cells.js';
import { MAX_LENGTH } from './field-limits.js';
import { IMPORT_FIELDS, UNIQUE_FIELD, type ImportField, type ImportKind } from './import-fields.js';
import type { ImportRowOf, RawRow, RowProblem, Validated } from './row-types.js';

/** The largest amount or quantity accepted (the database's numeric columns hold more; a typo rarely is). */
export const MAX_AMOUNT = 1e9;

const maxLength = (key: string): number | undefined => (MAX_LENGTH as Partial<Record<string, number>>)[key];

type Read = { value: string | number } | { error: string };

function readValue(field: ImportField, cell: Cell, text: string): Read {
  const { key } = field;
  switch (field.type) {
    case 'text':
      return { value: text };
    case 'email': {
      const email = text.toLowerCase();
      return isEmail(email) ? { value: email } : { error: `"${email}" is not a valid email address.` };
    }
    case 'date': {
      const date = parseDate(cell);
      return date ? { value: date } : { error: `"${text}" is not a real date (use YYYY-MM-DD).` };
    }
    case 'number':
    case 'integer': {
      const number = parseNumber(cell);
      if (number === null) return { error: `${key} must be a number.` };
      if (number < 0) return { error: `${key} must not be negative.` };
      if (field.type === 'integer' && !Number.isInteger(number)) {
        return { error: `${key} must be a whole number.` };
      }
      if (number > MAX_AMOUNT) return { error: `${key} is too large.` };
      return { value: number };
    }
  }
}

export interface RowVerdict<T> {
  /** The normalized row (blank optional fields null), or null when the row has problems. */
  value: T | null;
  problems: RowProblem[];
}

/**
 * Checks one row at a time, remembering the unique field's values so a repeat is reported on the later row.
 * Text that cannot be stored (too long, or a NUL character PostgreSQL text cannot hold) is reported first.
 */
export function createRowChecker<K extends ImportKind>(
  kind: K,
): (input: RawRow) => RowVerdict<ImportRowOf[K]> {
  const fields = IMPORT_FIELDS[kind];
  const uniqueField = UNIQUE_FIELD[kind];
  const firstRowOf = new Map<string, number>();
  return (input) => {
    const { row } = input;
    const problems: RowProblem[] = [];
    const add = (field: string, message: string) => problems.push({ row, field, message });
    const texts = fields.map((field) => cellText(input[field.key]));
    fields.forEach((field, i) => {
      const max = maxLength(field.key);
      const text = texts[i] ?? '';
      if (max === undefined || text === '') return;
      if (text.includes('\u0000'))
        add(field.key, `${field.key} contains a NUL character, which cannot be stored.`);
      else if (text.length > max) {
        add(field.key, `${field.key} is too long (${text.length} characters; at most ${max}).`);
      }
    });
    const value: Record<string, string | number | null> = { row };
    fields.forEach((field, i) => {
      const text = texts[i] ?? '';
      value[field.key] = null;
      if (text === '') {
        if (field.required) add(field.key, `${field.key} is required.`);
        return;
      }
      const read = readValue(field, input[field.key], text);
      if ('error' in read) return add(field.key, read.error);
      value[field.key] = read.value;
      if (field.key === uniqueField && typeof read.value === 'string') {
        const first = firstRowOf.get(read.value);
        if (first === undefined) firstRowOf.set(read.value, row);
        else add(field.key, `Duplicate ${field.key} "${read.value}" (first on row ${first}).`);
      }
    });
    return { value: problems.length === 0 ? (value as unknown as ImportRowOf[K]) : null, problems };
  };
}

/** All rows of one import: the normalized rows that passed, and every problem in file order. */
export function validateRows<K extends ImportKind>(
  kind: K,
  raw: readonly RawRow[],
): Validated<ImportRowOf[K]> {
  const check = createRowChecker(kind);
  const rows: ImportRowOf[K][] = [];
  const problems: RowProblem[] = [];
  for (const input of raw) {
    const verdict = check(input);
    if (verdict.value) rows.push(verdict.value);
    else problems.push(...verdict.problems);
  }
  return { rows, problems };
}

/** The sentence above the problem list: "3 rows have problems; nothing was imported." */
export function problemsMessage(problems: readonly RowProblem[]): string {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  return `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`;
}

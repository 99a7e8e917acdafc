import { unmappedRequiredFields, type ColumnMapping } from './detect-columns';
import { MAX_LISTED_PROBLEMS, PREVIEW_ROWS, type ImportField, type ImportKindConfig } from './import-kinds';
import { cellText, isValidEmail, parseDate, parseNumber, type Cell } from './parse-values';

/** A file read into memory: the header row and the data rows with their 1-based file line numbers. */
export interface ParsedTable {
  headers: string[];
  rows: Cell[][];
  /** lines[i] is the file line of rows[i] (the header is line 1; blank lines are skipped but counted). */
  lines: number[];
}

/** Same shape as the server's 422 `problems` entries. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

/** One row as sent to the API: `row` plus the mapped fields (optional empty fields left out). */
export type ImportRow = { row: number } & Record<string, string | number>;

/** A preview line: the mapped cell texts by field key. */
export type PreviewRow = { row: number } & Record<string, string>;

export interface ValidationReport {
  totalRows: number;
  validRows: number;
  problemRows: number;
  /** All problems found; `problems` lists at most MAX_LISTED_PROBLEMS of them. */
  problemCount: number;
  problems: RowProblem[];
  /** Keys of required fields that have no column, so no row could be checked. */
  missingFields: string[];
  preview: PreviewRow[];
}

export interface ValidationResult {
  report: ValidationReport;
  /** The rows to import; complete only when the report has no problems. */
  rows: ImportRow[];
}

export type ProgressCallback = (done: number, total: number) => void;

const PROGRESS_EVERY_ROWS = 2000;

function readField(field: ImportField, cell: Cell): { value?: string | number; error?: string } {
  const text = cellText(cell);
  if (text === '') return field.required ? { error: `${field.label} is required` } : {};
  switch (field.type) {
    case 'text':
      return { value: text };
    case 'email':
      return isValidEmail(text) ? { value: text } : { error: `"${text}" is not a valid email address` };
    case 'date': {
      const date = parseDate(cell);
      return date
        ? { value: date }
        : { error: `"${text}" is not a valid date (use YYYY-MM-DD, M/D/YYYY or D.M.YYYY)` };
    }
    case 'number':
    case 'integer': {
      const number = parseNumber(cell);
      if (number === null) return { error: `"${text}" is not a number` };
      if (number < 0) return { error: `${field.label} must not be negative` };
      if (field.type === 'integer' && !Number.isInteger(number)) {
        return { error: `${field.label} must be a whole number` };
      }
      return { value: number };
    }
  }
}

/**
 * Checks every row against the kind's rules (the server applies the same ones) and builds the rows to send.
 * Runs in the import worker; pure, so tests call it directly.
 */
export function validateRows(
  table: ParsedTable,
  config: ImportKindConfig,
  mapping: ColumnMapping,
  onProgress?: ProgressCallback,
): ValidationResult {
  const { fields, uniqueKey } = config;
  const total = table.rows.length;
  const preview: PreviewRow[] = table.rows.slice(0, PREVIEW_ROWS).map((cells, i) => {
    const line: PreviewRow = { row: table.lines[i] ?? i + 2 } as PreviewRow;
    for (const field of fields) {
      const column = mapping[field.key];
      line[field.key] = column === null || column === undefined ? '' : cellText(cells[column]);
    }
    return line;
  });
  const missingFields = unmappedRequiredFields(mapping, fields).map((field) => field.key);
  const report: ValidationReport = {
    totalRows: total,
    validRows: 0,
    problemRows: 0,
    problemCount: 0,
    problems: [],
    missingFields,
    preview,
  };
  if (missingFields.length > 0) return { report, rows: [] };

  const columns = fields.map((field) => [field, mapping[field.key] ?? null] as const);
  const firstLineOfKey = new Map<string, number>();
  const rows: ImportRow[] = [];
  const addProblem = (problem: RowProblem) => {
    report.problemCount += 1;
    if (report.problems.length < MAX_LISTED_PROBLEMS) report.problems.push(problem);
  };

  for (let i = 0; i < total; i++) {
    const cells = table.rows[i] ?? [];
    const line = table.lines[i] ?? i + 2;
    const row: ImportRow = { row: line } as ImportRow;
    let valid = true;
    for (const [field, column] of columns) {
      if (column === null) continue;
      const { value, error } = readField(field, cells[column]);
      if (error) {
        valid = false;
        addProblem({ row: line, field: field.key, message: error });
      } else if (value !== undefined) {
        row[field.key] = value;
      }
    }
    if (uniqueKey) {
      const keyValue = row[uniqueKey];
      if (typeof keyValue === 'string') {
        // Emails are unique regardless of case (the server upserts by lower(email)); SKUs exactly.
        const key = uniqueKey === 'email' ? keyValue.toLowerCase() : keyValue;
        const first = firstLineOfKey.get(key);
        if (first === undefined) firstLineOfKey.set(key, line);
        else {
          valid = false;
          addProblem({ row: line, field: uniqueKey, message: `Duplicate of row ${first}` });
        }
      }
    }
    if (valid) {
      report.validRows += 1;
      if (report.problemCount === 0) rows.push(row);
    } else {
      report.problemRows += 1;
    }
    if (onProgress && (i + 1) % PROGRESS_EVERY_ROWS === 0) onProgress(i + 1, total);
  }
  onProgress?.(total, total);
  return { report, rows: report.problemCount === 0 ? rows : [] };
}

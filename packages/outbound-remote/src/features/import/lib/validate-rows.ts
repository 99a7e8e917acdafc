import {
  cellText,
  createRowChecker,
  unmappedRequiredFields,
  type Cell,
  type ColumnMapping,
  type RawRow,
  type RowProblem,
} from '@aide/rules';
import { MAX_LISTED_PROBLEMS, PREVIEW_ROWS, type ImportKindConfig } from './import-kinds';

export type { RowProblem };

/** A file read into memory: the header row and the data rows with their 1-based file line numbers. */
export interface ParsedTable {
  headers: string[];
  rows: Cell[][];
  /** lines[i] is the file line of rows[i] (the header is line 1; blank lines are skipped but counted). */
  lines: number[];
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

function withoutBlanks(row: object): ImportRow {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as ImportRow;
}

/**
 * Checks every row with @aide/rules (the server applies the same rules to what is sent) and builds the rows
 * to send, normalized (dates YYYY-MM-DD, numbers as numbers, emails lower-case). Runs in the import worker;
 * pure, so tests call it directly.
 */
export function validateRows(
  table: ParsedTable,
  config: ImportKindConfig,
  mapping: ColumnMapping,
  onProgress?: ProgressCallback,
): ValidationResult {
  const { fields } = config;
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

  const columns = fields.map((field) => [field.key, mapping[field.key] ?? null] as const);
  const check = createRowChecker(config.kind);
  const rows: ImportRow[] = [];
  for (let i = 0; i < total; i++) {
    const cells = table.rows[i] ?? [];
    const input: RawRow = { row: table.lines[i] ?? i + 2 };
    for (const [key, column] of columns) if (column !== null) input[key] = cells[column];
    const { value, problems } = check(input);
    if (value) {
      report.validRows += 1;
      // Blank optional fields are left out of the request.
      if (report.problemCount === 0) rows.push(withoutBlanks(value));
    } else {
      report.problemRows += 1;
      report.problemCount += problems.length;
      const room = MAX_LISTED_PROBLEMS - report.problems.length;
      if (room > 0) report.problems.push(...problems.slice(0, room));
    }
    if (onProgress && (i + 1) % PROGRESS_EVERY_ROWS === 0) onProgress(i + 1, total);
  }
  onProgress?.(total, total);
  return { report, rows: report.problemCount === 0 ? rows : [] };
}

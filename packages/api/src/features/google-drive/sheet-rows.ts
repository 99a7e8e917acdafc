import { detectColumns, IMPORT_FIELDS } from '@aide/rules';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../http/error-handler.js';
import type { UploadBody } from '../imports/imports-route.js';

export type SheetKind = 'customers' | 'inventory';

/**
 * The sheet's rows as the upload routes take them: `row` is the line in the sheet (the header is line 1),
 * blank lines are skipped but keep their numbers, and cells are raw text for the shared validation.
 */
export function sheetRows(csv: string, kind: SheetKind): UploadBody['rows'] {
  let records: string[][];
  try {
    records = parse(csv, { relax_column_count: true, bom: true, skip_empty_lines: false });
  } catch {
    throw new HttpError(
      400,
      'invalid_sheet',
      'The sheet could not be read as a table (CSV). Check it and try again.',
    );
  }
  const [headers, ...lines] = records;
  if (!headers || lines.length === 0) {
    throw new HttpError(400, 'empty_sheet', 'The sheet has no rows below its header row.');
  }
  // The same header matching as a file upload in the browser, so a sheet maps its columns like that file.
  const mapping = detectColumns(headers, IMPORT_FIELDS[kind]);
  const rows: UploadBody['rows'] = [];
  lines.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: UploadBody['rows'][number] = { row: i + 2 };
    for (const [field, index] of Object.entries(mapping)) if (index !== null) row[field] = cells[index] ?? '';
    rows.push(row);
  });
  return rows;
}

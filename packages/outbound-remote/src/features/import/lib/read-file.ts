import { cellText, type Cell } from '@aide/rules';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';
import { checkFile, extensionOf } from './check-file';
import { IMPORT_LIMITS } from './import-kinds';
import type { ParsedTable } from './validate-rows';

/** A problem with the file as a whole; its message is shown to the user as is. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

const formatCount = (value: number) => value.toLocaleString('en-US');

/** Reports how far reading got, as a fraction 0..1 plus the rows read so far. */
export type ReadProgress = (fraction: number, rows: number) => void;

const isBlank = (cells: Cell[]) => cells.every((cell) => cellText(cell) === '');

function tooManyRows(): ImportFileError {
  return new ImportFileError(
    `The file has more than ${formatCount(IMPORT_LIMITS.maxRows)} rows; at most ${formatCount(IMPORT_LIMITS.maxRows)} can be imported at once. Split it into smaller files.`,
  );
}

/** Splits the records of a file into header and data rows, skipping (but counting) blank lines. */
class TableBuilder {
  headers: string[] | null = null;
  rows: Cell[][] = [];
  lines: number[] = [];
  private line = 0;

  add(cells: Cell[]): void {
    this.line += 1;
    if (this.headers === null) {
      this.headers = cells.map(cellText);
      return;
    }
    if (isBlank(cells)) return;
    if (this.rows.length >= IMPORT_LIMITS.maxRows) throw tooManyRows();
    this.rows.push(cells);
    this.lines.push(this.line);
  }

  finish(fileName: string): ParsedTable {
    if (this.headers === null || (isBlank(this.headers) && this.rows.length === 0)) {
      throw new ImportFileError(`"${fileName}" is empty.`);
    }
    if (isBlank(this.headers)) {
      throw new ImportFileError(
        'The first line of the file must name the columns (for example: name, email).',
      );
    }
    if (this.rows.length === 0) {
      throw new ImportFileError('The file has a header row but no data rows.');
    }
    return { headers: this.headers, rows: this.rows, lines: this.lines };
  }
}

/** Parses CSV text in 1 MB chunks so progress can be reported while it runs. */
export function parseCsvText(text: string, fileName: string, onProgress?: ReadProgress): ParsedTable {
  const builder = new TableBuilder();
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let failure = undefined as Error | undefined;
  const config = {
    chunkSize: 1024 * 1024,
    skipEmptyLines: false,
    chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
      try {
        for (const record of results.data) builder.add(record);
      } catch (error) {
        // TableBuilder throws ImportFileErrors (too many rows or columns); anything else is a bug of ours.
        failure = error instanceof Error ? error : new Error('The file could not be read.');
        parser.abort();
        return;
      }
      const quoteError = results.errors.find((error) => error.type === 'Quotes');
      if (quoteError) {
        failure = new ImportFileError(
          `A quoted value is never closed (near data row ${formatCount((quoteError.row ?? 0) + 1)}). Check the file's quotes and upload it again.`,
        );
        parser.abort();
        return;
      }
      onProgress?.(source.length ? results.meta.cursor / source.length : 1, builder.rows.length);
    },
  };
  // papaparse streams a string in chunks as it does a File (synchronously); its typings list `chunk` for files only.
  Papa.parse<string[]>(source, config as Papa.ParseConfig<string[]>);
  if (failure) throw failure;
  return builder.finish(fileName);
}

const XLSX_UNREADABLE =
  'This .xlsx file could not be read. Open it in Excel and save it again as "Excel Workbook (.xlsx)", or export it as CSV.';

/** Reads the first sheet of an .xlsx workbook; date cells arrive as Date objects. */
export async function parseXlsxBuffer(buffer: ArrayBuffer, fileName: string): Promise<ParsedTable> {
  let data: Cell[][];
  try {
    data = await readSheet(buffer);
  } catch {
    throw new ImportFileError(XLSX_UNREADABLE);
  }
  const builder = new TableBuilder();
  for (const record of data) builder.add(record);
  return builder.finish(fileName);
}

/** Blob.text()/arrayBuffer() where available; FileReader otherwise (older engines, jsdom). */
function readBlob(blob: Blob, as: 'text'): Promise<string>;
function readBlob(blob: Blob, as: 'buffer'): Promise<ArrayBuffer>;
function readBlob(blob: Blob, as: 'text' | 'buffer'): Promise<string | ArrayBuffer> {
  if (as === 'text' && typeof blob.text === 'function') return blob.text();
  if (as === 'buffer' && typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** Reads a .csv or .xlsx file into a table, after the type and size checks. */
export async function readTable(file: File, onProgress?: ReadProgress): Promise<ParsedTable> {
  const rejected = checkFile(file.name, file.size);
  if (rejected) throw new ImportFileError(rejected);
  if (extensionOf(file.name) === '.xlsx') {
    let buffer: ArrayBuffer;
    try {
      buffer = await readBlob(file, 'buffer');
    } catch {
      throw new ImportFileError(`"${file.name}" could not be read. Check the file and try again.`);
    }
    const table = await parseXlsxBuffer(buffer, file.name);
    onProgress?.(1, table.rows.length);
    return table;
  }
  let text: string;
  try {
    text = await readBlob(file, 'text');
  } catch {
    throw new ImportFileError(`"${file.name}" could not be read. Check the file and try again.`);
  }
  if (text.trim() === '') throw new ImportFileError(`"${file.name}" is empty.`);
  return parseCsvText(text, file.name, onProgress);
}

import { detectColumns, isEmail, parseDate, parseNumber, type ColumnMapping } from '@aide/rules';
import { IMPORT_KINDS, type ImportKind, type ImportKindConfig } from './import-kinds';
import { ImportFileError, readTable } from './read-file';
import {
  sendImport,
  UploadError,
  type ImportResult,
  type ImportTarget,
  type UploadPhase,
} from './send-import';
import {
  validateRows,
  type ImportRow,
  type ParsedTable,
  type RowProblem,
  type ValidationReport,
} from './validate-rows';

/** Messages from the page to the import worker (or its inline stand-in). */
export type ImportRequest =
  | { type: 'read'; id: number; kind: ImportKind; file: File }
  | { type: 'remap'; id: number; mapping: ColumnMapping }
  | { type: 'upload'; id: number; fileName: string; target: ImportTarget };

/** Messages back; `id` is the request's, so the page can drop answers to requests it has superseded. */
export type ImportResponse =
  | { type: 'progress'; id: number; label: string; percent: number; rows: number }
  | { type: 'checked'; id: number; headers: string[]; mapping: ColumnMapping; report: ValidationReport }
  | { type: 'upload-progress'; id: number; upload: UploadPhase }
  | { type: 'imported'; id: number; result: ImportResult }
  | { type: 'import-failed'; id: number; message: string; problems: RowProblem[]; problemCount: number }
  | { type: 'error'; id: number; message: string };

export type PostResponse = (message: ImportResponse, transfer?: Transferable[]) => void;

/** The page's main thread is never told more often than this, so progress never floods it. */
const PROGRESS_INTERVAL_MS = 100;

const looksLikeData = (header: string) =>
  isEmail(header) || parseNumber(header) !== null || parseDate(header) !== null;

/**
 * Reads, maps, checks and sends one file at a time and keeps it in memory, so a mapping change re-checks
 * without re-reading, and only compact messages (a report, progress, the server's answer; never the rows or
 * the request body) cross back to the page.
 */
export function createImportSession(post: PostResponse): (request: ImportRequest) => Promise<void> {
  let table: ParsedTable | null = null;
  let config: ImportKindConfig | null = null;
  let rows: ImportRow[] = [];
  let fileName = '';
  // The request body of the checked rows, built while the person looks at the check's result rather than
  // after they click Import (100,000 rows: a 13 MB JSON text, a few hundred milliseconds on a phone).
  let prepared: { rows: ImportRow[]; fileName: string; body: ArrayBuffer } | null = null;

  const bodyFor = (name: string): ArrayBuffer =>
    new TextEncoder().encode(JSON.stringify({ file_name: name, rows })).buffer;

  const prepareBody = () => {
    const checked = rows;
    prepared = null;
    if (checked.length === 0) return;
    setTimeout(() => {
      if (rows === checked && !prepared) prepared = { rows: checked, fileName, body: bodyFor(fileName) };
    });
  };

  const progressReporter = (id: number) => {
    let last = 0;
    return (label: string, percent: number, count: number, force = false) => {
      const now = Date.now();
      if (!force && now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      post({ type: 'progress', id, label, percent: Math.min(100, Math.round(percent)), rows: count });
    };
  };

  const check = (id: number, mapping: ColumnMapping) => {
    if (!table || !config) throw new ImportFileError('Choose a file first.');
    const progress = progressReporter(id);
    const result = validateRows(table, config, mapping, (done, total) =>
      progress('Checking rows', 70 + (30 * done) / total, done),
    );
    rows = result.rows;
    post({ type: 'checked', id, headers: table.headers, mapping, report: result.report });
    if (result.report.problemCount === 0 && result.report.missingFields.length === 0) prepareBody();
    else prepared = null;
  };

  const upload = async (id: number, target: ImportTarget, body: ArrayBuffer) => {
    try {
      let lastProgress = 0;
      const result = await sendImport(target, body, (phase) => {
        const now = Date.now();
        if (phase.phase === 'uploading' && phase.fraction < 1 && now - lastProgress < PROGRESS_INTERVAL_MS)
          return;
        lastProgress = now;
        post({ type: 'upload-progress', id, upload: phase });
      });
      post({ type: 'imported', id, result });
    } catch (error) {
      const failure = error instanceof UploadError ? error : new UploadError(String(error));
      post({
        type: 'import-failed',
        id,
        message: failure.message,
        // The page lists at most the server's first 1,000 problems; the count says how many there were.
        problems: failure.problems,
        problemCount: failure.problemCount,
      });
    }
  };

  return async (request) => {
    try {
      if (request.type === 'read') {
        table = null;
        rows = [];
        prepared = null;
        fileName = request.file.name;
        config = IMPORT_KINDS[request.kind];
        const progress = progressReporter(request.id);
        progress('Reading file', 0, 0, true);
        const read = await readTable(request.file, (fraction, count) =>
          progress('Reading file', fraction * 70, count),
        );
        const mapping = detectColumns(read.headers, config.fields);
        if (Object.values(mapping).every((column) => column === null) && read.headers.some(looksLikeData)) {
          throw new ImportFileError(
            'The first line looks like data, not column names. Add a header row (for example: name, email) and upload the file again.',
          );
        }
        table = read;
        check(request.id, mapping);
      } else if (request.type === 'remap') {
        check(request.id, request.mapping);
      } else {
        if (!table || rows.length === 0) throw new ImportFileError('There are no checked rows to import.');
        const ready = prepared?.rows === rows && prepared.fileName === request.fileName ? prepared : null;
        prepared = null;
        await upload(request.id, request.target, ready?.body ?? bodyFor(request.fileName));
      }
    } catch (error) {
      const message =
        error instanceof ImportFileError
          ? error.message
          : 'The file could not be read. Check that it is a valid .csv or .xlsx file and try again.';
      post({ type: 'error', id: request.id, message });
    }
  };
}

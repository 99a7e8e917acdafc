import { IMPORT_BODY_LIMIT_BYTES } from '../constants/workspace-constants.js';
import { HttpError } from '../../http/error-handler.js';
import { SANDBOX_SHEETS } from './sandbox-sheets.js';
import { csvExportUrl } from './sheet-url.js';

/** `sandbox`: the built-in sheets only (local backend); `real`: shared sheets from Google. */
export type GoogleDriveMode = 'sandbox' | 'real';

export const UNREADABLE_SHEET_MESSAGE =
  'That sheet could not be read. Share it as "Anyone with the link" and try again.';

const FETCH_TIMEOUT_MS = 20_000;

const unreadable = () => new HttpError(404, 'sheet_not_found', UNREADABLE_SHEET_MESSAGE);

/** The sheet's first tab as CSV text; 404 when it does not exist or is not shared publicly. */
export async function readSheetCsv(mode: GoogleDriveMode, id: string): Promise<string> {
  if (mode === 'sandbox') {
    const csv = SANDBOX_SHEETS[id];
    if (csv === undefined) throw unreadable();
    return csv;
  }
  let response: Response;
  try {
    response = await fetch(csvExportUrl(id), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw new HttpError(
      502,
      'google_unreachable',
      'Google Drive could not be reached. Try again in a moment.',
    );
  }
  // A private sheet answers with Google's sign-in page (HTML), not an error status.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/csv')) throw unreadable();
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > IMPORT_BODY_LIMIT_BYTES) throw tooLarge();
  const csv = await response.text();
  if (Buffer.byteLength(csv) > IMPORT_BODY_LIMIT_BYTES) throw tooLarge();
  return csv;
}

const tooLarge = () =>
  new HttpError(
    400,
    'sheet_too_large',
    `The sheet is larger than ${Math.round(IMPORT_BODY_LIMIT_BYTES / 1_000_000)} MB; split it and import the parts.`,
  );

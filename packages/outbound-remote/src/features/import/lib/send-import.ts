import type { RowProblem } from './validate-rows';

/** 200 body of the upload routes. */
export interface ImportResult {
  import_id: string;
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Sales only: lines whose customer is not in the customer list. */
  unmatched_customers?: number;
}

/** A rejected upload; `problems` is set for 422 (rows the server refused, nothing written). */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly problems: RowProblem[] = [],
    readonly problemCount = problems.length,
  ) {
    super(message);
  }
}

export type UploadPhase = { phase: 'uploading'; fraction: number } | { phase: 'saving' };

/** Where an import goes and who sends it: resolved on the page, used wherever the body is sent. */
export interface ImportTarget {
  url: string;
  token: string;
}

export const SESSION_EXPIRED = 'Your session has expired. Sign in again and retry.';

function errorMessage(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  if (status === 413) return 'The file is too large to upload. Split it into smaller files.';
  if (status === 401) return SESSION_EXPIRED;
  if (status === 403) return 'You do not have permission to import into this workspace.';
  return `The import failed (HTTP ${status}); nothing was imported. Please try again.`;
}

/**
 * Sends the prepared JSON body in one request. It runs in the import worker (the page's main thread never
 * holds the 100,000 rows), and XMLHttpRequest rather than fetch because only it reports upload progress; once
 * the body is sent the server is still writing, which is reported as "saving".
 */
export function sendImport(
  target: ImportTarget,
  body: ArrayBuffer,
  onPhase: (phase: UploadPhase) => void,
): Promise<ImportResult> {
  return new Promise<ImportResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${target.token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onPhase({ phase: 'uploading', fraction: event.loaded / event.total });
    };
    xhr.upload.onload = () => onPhase({ phase: 'saving' });
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && parsed) return resolve(parsed as ImportResult);
      if (xhr.status === 422) {
        const { problems, problem_count } = (parsed ?? {}) as {
          problems?: RowProblem[];
          problem_count?: number;
        };
        const list = Array.isArray(problems) ? problems : [];
        return reject(new UploadError(errorMessage(422, parsed), list, problem_count ?? list.length));
      }
      reject(new UploadError(errorMessage(xhr.status, parsed)));
    };
    xhr.onerror = () =>
      reject(
        new UploadError(
          'The upload could not reach the server; nothing was imported. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new UploadError('The upload was cancelled; nothing was imported.'));
    onPhase({ phase: 'uploading', fraction: 0 });
    xhr.send(body);
  });
}

/** A PostgREST error: HTTP status and the `{ code, details, hint, message }` body supabase-js parses. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A string, or (PGRST201) the list of candidate relationships. */
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

interface PgErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

const isPgError = (error: unknown): error is PgErrorLike & Error =>
  error instanceof Error && typeof (error as PgErrorLike).code === 'string';

/**
 * PostgREST's mapping from SQLSTATE to HTTP status (pgErrorStatus). 42501 (insufficient privilege, including
 * "new row violates row-level security policy") is 403 for a signed-in caller and 401 for anon.
 */
function statusOf(code: string, authenticated: boolean, message: string): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === '53400') return 500;
  if (code === 'P0001') return 400;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      prefix,
    )
  ) {
    return 500;
  }
  return 400;
}

/** Turns anything thrown while serving a request into the error PostgREST would have answered. */
export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const code = error.code ?? 'XX000';
    const message = error.message ?? 'database error';
    return new RestError(
      statusOf(code, authenticated, message),
      code,
      message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  return new RestError(500, 'PGRST000', (error as Error)?.message ?? 'Internal error');
}

/**
 * Failures that say the database could not answer rather than that the request was wrong: a lost or refused
 * connection, a server shutting down or restarting, no free connection, a statement cancelled by its
 * timeout. The transaction did not commit, so the client may simply try again.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  // node-postgres reports a connection closed under a query without a code.
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database did not answer (it may be restarting or busy). Try again in a moment.';

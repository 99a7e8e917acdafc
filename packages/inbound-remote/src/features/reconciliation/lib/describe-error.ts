import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A readable sentence for an RTK Query error: the API's `message`, a network hint, or the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const fetchError = error as FetchBaseQueryError;
  if ('status' in fetchError) {
    if (fetchError.status === 'FETCH_ERROR')
      return 'Could not reach the server. Check your connection and try again.';
    const body = fetchError.data as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    return fallback;
  }
  const message = (error as SerializedError).message;
  return typeof message === 'string' && message ? message : fallback;
}

import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A sentence for the user from an RTK Query error: the API's `{ message }` when it sent one, a network
 * hint when the request never got an answer, else the caller's fallback.
 */
export function describeError(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const fetchError = error as FetchBaseQueryError;
  if ('status' in fetchError) {
    if (fetchError.status === 'FETCH_ERROR')
      return 'Could not reach the server. Check your connection and try again.';
    if (fetchError.status === 'CUSTOM_ERROR') return fetchError.error || fallback;
    const body = fetchError.data as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    return fallback;
  }
  const message = (error as SerializedError | Error).message;
  return typeof message === 'string' && message ? message : fallback;
}

import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The request never got an HTTP answer (offline, CORS, DNS), as opposed to an API error response. */
export function isNetworkError(error: unknown): boolean {
  return (
    !error ||
    typeof error !== 'object' ||
    !('status' in error) ||
    (error as FetchBaseQueryError).status === 'FETCH_ERROR'
  );
}

/**
 * A sentence for the user from an RTK Query error: the API's `{ message }` when it sent one, a network
 * hint when the request never got an answer, else the fallback.
 */
export function describeError(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  if ('status' in error) {
    const fetchError = error as FetchBaseQueryError;
    if (fetchError.status === 'FETCH_ERROR')
      return 'Could not reach the server. Check your connection and try again.';
    if (fetchError.status === 'CUSTOM_ERROR') return fetchError.error || fallback;
    const body = fetchError.data as { message?: unknown } | undefined;
    return body && typeof body.message === 'string' && body.message ? body.message : fallback;
  }
  const message = (error as SerializedError).message;
  return typeof message === 'string' && message ? message : fallback;
}

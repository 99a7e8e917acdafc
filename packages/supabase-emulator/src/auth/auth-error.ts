import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API version GoTrue answers in; clients that send it get the `{ code, msg }` error shape. */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'x-supabase-api-version';

/** A GoTrue error: HTTP status, machine-readable error code and message, plus extra body fields. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

export function weakPassword(minLength: number): AuthError {
  const message = `Password should be at least ${minLength} characters.`;
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });
}

/** Whether the request asked for API version 2024-01-01 or later (supabase-js always does). */
function wantsDatedErrors(request: FastifyRequest): boolean {
  const raw = request.headers[API_VERSION_HEADER];
  const version = Array.isArray(raw) ? raw[0] : raw;
  return !!version && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION;
}

/**
 * Sends the error the way GoTrue does: `{ code: "<error_code>", msg }` for dated API versions, the legacy
 * `{ code: <status>, error_code, msg }` otherwise.
 */
export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError): FastifyReply {
  const body = wantsDatedErrors(request)
    ? { code: error.code, msg: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return reply
    .code(error.status)
    .headers(error.headers)
    .header(API_VERSION_HEADER, API_VERSION)
    .type('application/json')
    .send(body);
}

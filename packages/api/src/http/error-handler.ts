import type { FastifyError } from 'fastify';
import { AuthError } from '../auth/auth-error.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable.js';
import type { ErrorBody } from './error-body.js';
import { validationMessage } from './validation-message.js';
import type { ApiInstance } from './api-instance.js';

/** Thrown by handlers for an expected refusal (403, 404, …) with a message the client can show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More of the refusal a client can act on (a quota's limit, use and reset), sent beside the message. */
    readonly details: Partial<ErrorBody> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface PgError {
  code?: unknown;
  table?: string;
  constraint?: string;
}

/**
 * Input PostgreSQL refuses: a NUL character (22021; 22P05 inside json), text too long for its column (22001),
 * its length check (23514) or an index (54000). The schemas, refuseNulCharacters and the import rules refuse
 * such input first with a precise message; this is the safety net, so it is never a 500.
 */
function refusedInputMessage(error: Error): string | null {
  const { code, table, constraint } = error as PgError;
  if (code === '23514') {
    // The migrations name length checks <table>_<column>_length.
    const column = constraint?.match(/^(\w+)_length$/)?.[1]?.slice(`${table}_`.length);
    return table && constraint?.startsWith(`${table}_`) && column
      ? `The ${column} is too long.`
      : 'A value is outside what the data allows.';
  }
  const codeText = typeof code === 'string' || typeof code === 'number' ? String(code) : '';
  if (['22021', '22P05', '22001', '54000'].includes(codeText)) {
    return 'The text is too long or contains characters that cannot be stored (such as NUL). Shorten or correct it.';
  }
  return null;
}

/** One place that turns every failure into `{ error, message }` JSON; internals never leak to the client. */
export function registerErrorHandling(app: ApiInstance): void {
  app.setErrorHandler<FastifyError | Error>((error, request, reply) => {
    let status: number;
    let body: ErrorBody;
    const refusedInput = refusedInputMessage(error);
    if (error instanceof AuthError) {
      status = error.statusCode;
      body = { error: error.code, message: error.message };
      if (status === 401) {
        const description =
          error.failure === 'missing' ? '' : `, error="invalid_token", error_description="${error.message}"`;
        void reply.header('www-authenticate', `Bearer realm="aide"${description}`);
      }
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      body = { ...error.details, error: error.code, message: error.message };
    } else if ('validation' in error && error.validation) {
      status = 400;
      body = {
        error: 'invalid_request',
        message: validationMessage(error.validation, error.validationContext),
      };
    } else if (
      'statusCode' in error &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors (unparsable body, unsupported media type, too large): their message is safe.
      status = error.statusCode;
      body = { error: 'bad_request', message: error.message };
    } else if (refusedInput !== null) {
      request.log.warn({ err: error }, 'input refused by the database');
      status = 400;
      body = { error: 'invalid_request', message: refusedInput };
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      status = 503;
      body = { error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE };
      void reply.header('retry-after', '5');
    } else {
      request.log.error({ err: error }, 'unexpected error');
      status = 500;
      body = { error: 'internal', message: 'An unexpected error occurred' };
    }
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      request_id: request.id,
    }),
  );
}

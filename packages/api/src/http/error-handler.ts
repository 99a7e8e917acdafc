import type { FastifyError, FastifyInstance } from 'fastify';
import { AuthError } from '../auth/auth-error.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable.js';
import type { ErrorBody } from './error-body.js';
import { validationMessage } from './validation-message.js';

/** Thrown by handlers for an expected refusal (403, 404, …) with a message the client can show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Text PostgreSQL refuses: a NUL character (22021), too long for its column (22001) or for an index (54000). */
const isRefusedText = (error: Error) =>
  ['22021', '22001', '54000'].includes(String((error as { code?: unknown }).code ?? ''));
const REFUSED_TEXT_MESSAGE =
  'The text is too long or contains characters that cannot be stored (such as NUL). Shorten or correct it.';

/** One place that turns every failure into `{ error, message }` JSON; internals never leak to the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | Error>((error, request, reply) => {
    let status: number;
    let body: ErrorBody;
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
      body = { error: error.code, message: error.message };
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
    } else if (isRefusedText(error)) {
      // A safety net behind the checks of the schemas and refuseNulCharacters: never a 500 for bad text.
      status = 400;
      body = { error: 'invalid_request', message: REFUSED_TEXT_MESSAGE };
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

import type { FastifyReply, FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../../http/error-handler.js';
import { validationMessage } from '../../http/validation-message.js';

/** Input refused with 422, naming the field to correct (the console puts the message under it). */
export class FieldRefusal extends HttpError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(422, 'invalid_request', message);
  }
}

/** What to say about each field, whatever rule of its schema it broke. */
export type FieldMessages = Record<string, string>;

/** The FieldRefusal of a request the route's schema refused (the route sets `attachValidation`). */
export function refusalOf(
  error: Error & { validation?: FastifySchemaValidationError[]; validationContext?: string },
  messages: FieldMessages,
): FieldRefusal {
  const first = error.validation?.[0];
  const params = (first?.params ?? {}) as { missingProperty?: string; additionalProperty?: string };
  const field =
    params.missingProperty ??
    params.additionalProperty ??
    first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ??
    '';
  const message =
    (field && messages[field]) ||
    (params.additionalProperty
      ? `The ${params.additionalProperty} field is not accepted here.`
      : validationMessage(error.validation ?? [], error.validationContext));
  return new FieldRefusal(field || 'body', message);
}

/** Runs a handler's work and answers a FieldRefusal it throws as 422 `{ error, message, field }`. */
export async function answeringRefusals<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof FieldRefusal)) throw error;
    return reply.code(422).send({ error: error.code, message: error.message, field: error.field });
  }
}

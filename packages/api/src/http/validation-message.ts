import type { FastifySchemaValidationError } from 'fastify';

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const patternNames: Record<string, string> = {
  [UUID_PATTERN]: 'a UUID (e.g. 123e4567-e89b-12d3-a456-426614174000)',
};

const where: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** Turns Ajv's terse errors into one sentence a developer of the frontend can act on. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const kind = where[context ?? ''] ?? 'value';
  const params = first.params;
  const name = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  switch (first.keyword) {
    case 'required':
      return `The ${String(params.missingProperty)} ${kind} is required.`;
    case 'pattern':
      return `The ${name} ${kind} must be ${patternNames[String(params.pattern)] ?? `in the expected format`}.`;
    case 'format':
      return `The ${name} ${kind} must be a valid ${String(params.format)}.`;
    case 'type':
      return `The ${name} ${kind} must be of type ${String(params.type)}.`;
    default:
      return name
        ? `The ${name} ${kind} ${first.message ?? 'is not valid'}.`
        : `The request ${first.message ?? 'is not valid'}.`;
  }
}

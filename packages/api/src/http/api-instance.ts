import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Types each handler's params, querystring, headers and body from the route's own JSON schema (declared
 * `as const`): the schema that validates a request is also its type, so the two cannot drift. Replies stay
 * as the handlers type them: their response schemas serialize them (only the declared fields go out).
 */
export interface RequestSchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: unknown;
}

/**
 * The JSON a schema describes (json-schema-to-ts), for a value that goes out as it is: a reply's named type
 * matching its response schema.
 */
export type JsonOf<S extends JSONSchema> = FromSchema<S>;

/** The API's Fastify instance, with request types derived from the route schemas (RequestSchemaTypes). */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  RequestSchemaTypes
>;

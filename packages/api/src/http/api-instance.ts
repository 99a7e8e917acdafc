import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** A date-time text the serializer writes from a `Date` as well (the database's timestamps). */
interface DateTimeText {
  pattern: { type: 'string'; format: 'date-time' };
  output: Date | string;
}

/**
 * A reply as a handler may give it: the response schema serializes it and sends only its declared fields, so
 * an object may carry more (no index signature is needed, an interface fits).
 */
type Reply<T> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? readonly Reply<U>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : K]: Reply<T[K]> }
      : T;

/** A 204's body (`type: 'null'`) is none: `reply.code(204).send()`. */
type ReplyBody<T> = [T] extends [null] ? undefined : Reply<T>;

/**
 * Types each handler's params, querystring, headers and body from the route's own JSON schema (declared
 * `as const`), and what it replies from the response schema of each status code: the schema that validates a
 * request, and the one that writes the reply, is also its type, so neither can drift from its handler (nor
 * the contract generated from them, which the browsers' types come from).
 */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: this['schema'] extends JSONSchema ? ReplyOf<this['schema']> : unknown;
}

/** What a handler may reply for this response schema (database rows with `Date`s included). */
export type ReplyOf<S extends JSONSchema> = ReplyBody<FromSchema<S, { deserialize: [DateTimeText] }>>;

/** The API's Fastify instance, with request and reply types derived from the route schemas (SchemaTypes). */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypes
>;

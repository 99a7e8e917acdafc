// The answers of the API's routes typed from the response schemas in src (the schemas that serialize them).
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Every property present: the routes write each property of their schema, required or not. */
type Complete<T> = T extends (infer E)[]
  ? Complete<E>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<T[K]> }
    : T;

/** The body a route answers with the response schema `S`. */
export type Answer<S extends JSONSchema> = Complete<FromSchema<S>>;

// JSON Schema pieces the route schemas share, each written once. They are literals (`as const`), so a request
// schema built from them still types its handler (api-instance.ts), and the OpenAPI document shows them inline,
// exactly as if each schema spelled them out.
import { UUID_PATTERN } from './validation-message.js';

export const uuidString = { type: 'string', format: 'uuid' } as const;
export const dateTimeString = { type: 'string', format: 'date-time' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const nullableNumber = { type: ['number', 'null'] } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const integer = { type: 'integer' } as const;

/** `{ type: 'object', required, properties }` with every property required, in the order they are listed. */
export function objectOf<const P extends Record<string, object>>(properties: P) {
  return { type: 'object', required: Object.keys(properties) as (keyof P & string)[], properties } as const;
}

/** An object of integer counts, all required: `countsOf('pending', 'approved')` is `{ pending, approved }`. */
export function countsOf<const K extends string>(...names: K[]) {
  return objectOf(Object.fromEntries(names.map((name) => [name, integer])) as Record<K, typeof integer>);
}

/** The path parameters of a route on one row: `:id`, a UUID. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

/**
 * `{ type: 'object', required, additionalProperties: false, properties }`: a request object that refuses
 * properties it does not list (`required` names some of them).
 */
export function closedObject<
  const P extends Record<string, object>,
  const R extends readonly (keyof P & string)[],
>(required: R, properties: P) {
  return { type: 'object', required, additionalProperties: false, properties } as const;
}

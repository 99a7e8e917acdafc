/**
 * A JSON value as text: strings as they are, numbers and booleans as String() writes them, objects and arrays
 * as JSON, null and undefined as null (a caller decides what "no value" reads as).
 */
export function valueText(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return null;
    default:
      return value === null ? null : JSON.stringify(value);
  }
}

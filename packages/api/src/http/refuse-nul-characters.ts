import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler.js';

/** The path of the first string holding a NUL character, e.g. `rows.57.name`; null when there is none. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 (it answers 22021, which would be a 500): every query parameter, path
 * parameter and JSON field is checked once, after authentication and validation, before any handler runs.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['query parameter', request.query],
      ['path parameter', request.params],
      ['field', request.body],
    ] as const) {
      const path = nulPath(value, '');
      if (path !== null) {
        throw new HttpError(400, 'invalid_request', `The ${path} ${part} must not contain NUL characters.`);
      }
    }
  });
}

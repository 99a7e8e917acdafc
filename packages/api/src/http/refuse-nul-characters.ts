import { HttpError } from './error-handler.js';
import type { ApiInstance } from './api-instance.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body fields whose NUL characters the route's own rules report (the import rows: a 422 naming
     * the file line, like any other bad row), so this hook leaves them alone.
     */
    nulCheckedByRoute?: readonly string[];
  }
}

/** The path of the first string holding a NUL character, e.g. `lines.3.sku`; null when there is none. */
function nulPath(value: unknown, path: string, skip: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  // Plain parsed JSON only: a raw body (a Buffer, e.g. the analytics capture) is the route's to decode.
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (skip.includes(key)) continue;
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
export function refuseNulCharacters(app: ApiInstance): void {
  app.addHook('preHandler', (request) => {
    const skip = request.routeOptions.config.nulCheckedByRoute ?? [];
    for (const [part, value, skipped] of [
      ['query parameter', request.query, []],
      ['path parameter', request.params, []],
      ['field', request.body, skip],
    ] as const) {
      const path = nulPath(value, '', skipped);
      if (path !== null) {
        return Promise.reject(
          new HttpError(400, 'invalid_request', `The ${path} ${part} must not contain NUL characters.`),
        );
      }
    }
    return Promise.resolve();
  });
}

import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, ' +
  'x-retry-count, content-type, range, range-unit, accept, x-upsert, cache-control, x-metadata';
const EXPOSED_HEADERS =
  'content-range, x-supabase-api-version, preference-applied, www-authenticate, content-disposition, etag, ' +
  'content-length';

/**
 * CORS for every route: the shell and both remotes call from their own origins with credentials, so the
 * request origin is reflected rather than `*`, and preflights are answered for any path.
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('access-control-allow-origin', origin ?? '*');
    if (origin) {
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  });
  app.options('/*', async (request, reply) => {
    const requested = request.headers['access-control-request-headers'];
    reply.header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    reply.header('access-control-allow-headers', requested ?? ALLOWED_HEADERS);
    reply.header('access-control-max-age', '86400');
    return reply.code(204).send();
  });
}

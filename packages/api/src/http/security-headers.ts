import type { ApiInstance } from './api-instance.js';

/**
 * Every answer: no content sniffing, and no page may frame it (JSON or the few HTML pages, which replace this
 * policy with their own, as strict). Set before the handler, so errors and 404s carry them too.
 */
export function registerSecurityHeaders(app: ApiInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  });
}

import type { ApiInstance } from './api-instance.js';

/**
 * close() stops accepting and waits for the requests in flight, but their keep-alive connections would then
 * stay open until keepAliveTimeout (72 s) and hold the shutdown up past a load balancer's grace period:
 * answers sent while closing tell the client to reconnect elsewhere (`Connection: close`).
 */
export function closeConnectionsOnShutdown(app: ApiInstance): void {
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
    return Promise.resolve();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}

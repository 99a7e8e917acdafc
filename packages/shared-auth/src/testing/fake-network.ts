import type { RequestHandler, WebSocketHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The HTTP boundary of a unit test: an msw server for the whole file, unknown requests fail the test, and
 * handlers added with `server.use` plus local storage (session, plan) are reset after each test.
 */
export function setupFakeNetwork(...handlers: (RequestHandler | WebSocketHandler)[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

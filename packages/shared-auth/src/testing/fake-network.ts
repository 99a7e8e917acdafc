import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { fakeRealtime } from './fake-realtime';

/**
 * The network boundary of a unit test: an msw server for the whole file, unknown requests fail the test, and
 * handlers added with `server.use` plus local storage (session, plan) are reset after each test. Supabase
 * Realtime's websocket is always there (`server.realtime`), as it is for the app: live screens join their
 * channels, and a test can send changes through it.
 */
export function setupFakeNetwork(...handlers: RequestHandler[]) {
  const realtime = fakeRealtime();
  const server = setupServer(realtime.handler, ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    realtime.reset();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return Object.assign(server, { realtime });
}

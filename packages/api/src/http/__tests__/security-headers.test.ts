// Every answer of the API says nosniff and may not be framed: JSON, errors and 404s alike.
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../app.js';
import { openPgliteDb, type OpenedDb } from '../../../tests/support/databases.js';
import { listen } from '../../../tests/support/http.js';

describe('API security headers', () => {
  let opened: OpenedDb;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    opened = await openPgliteDb();
    app = buildApi({ db: opened.db, supabaseUrl: 'http://127.0.0.1:9', allowedOrigins: [] });
    url = await listen(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await opened?.close();
  });

  it.each([
    ['a JSON answer', '/healthz', 200],
    ['an authentication error', '/api/dashboard', 401],
    ['an unknown path', '/nope', 404],
  ])('on %s', async (_case, path, status) => {
    const response = await fetch(`${url}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

// The PostgreSQL pool is bounded: when every connection is busy a request waits DATABASE_POOL_TIMEOUT_MS at
// most, then answers 503 `unavailable` with Retry-After, instead of piling up until clients time out.
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../app.js';
import { parseDatabasePool } from '../../config.js';
import type { Db } from '../db.js';
import { createPgDb } from '../pg-db.js';
import { listen } from '../../../tests/support/http.js';
import { describeOnPostgres, startTestPostgres, type TestPostgres } from '../../../tests/support/postgres.js';

const ORIGIN = 'http://localhost:3000';

describe('DATABASE_POOL_MAX and DATABASE_POOL_TIMEOUT_MS', () => {
  it('default to 10 connections and 3 s, and refuse what is not a whole number above 0', () => {
    expect(parseDatabasePool({})).toEqual({ max: 10, acquireTimeoutMs: 3000 });
    expect(parseDatabasePool({ DATABASE_POOL_MAX: '25', DATABASE_POOL_TIMEOUT_MS: '500' })).toEqual({
      max: 25,
      acquireTimeoutMs: 500,
    });
    expect(() => parseDatabasePool({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseDatabasePool({ DATABASE_POOL_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_POOL_TIMEOUT_MS/);
  });
});

describeOnPostgres('a full pool on PostgreSQL', () => {
  let server: TestPostgres;
  let db: Db;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    server = await startTestPostgres();
    db = createPgDb({ connectionString: server.url, max: 1, acquireTimeoutMs: 200 });
    app = buildApi({ db, supabaseUrl: 'http://127.0.0.1:9', allowedOrigins: [ORIGIN] });
    url = await listen(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await server?.stop();
  });

  /** Holds the pool's only connection until the returned function is called. */
  async function holdTheConnection() {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => undefined as void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const transaction = db.transaction(async () => {
      held();
      await released;
    });
    await isHeld;
    return async () => {
      release();
      await transaction;
    };
  }

  it('fails a waiting query after the timeout with too_many_connections', async () => {
    const release = await holdTheConnection();
    try {
      const started = performance.now();
      await expect(db.query('select 1')).rejects.toMatchObject({ code: '53300' });
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await release();
    }
    await expect(db.query('select 1 as one')).resolves.toEqual({ rows: [{ one: 1 }] });
  });

  it('answers 503 unavailable with Retry-After through the API, and 200 once a connection is free', async () => {
    const capture = () =>
      fetch(`${url}/e/`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'pool_test', properties: { distinct_id: 'pool' } }),
      });
    const release = await holdTheConnection();
    let response: Response;
    try {
      response = await capture();
    } finally {
      await release();
    }
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toMatchObject({ error: 'unavailable', message: expect.any(String) });
    expect((await capture()).status).toBe(200);
  });
});

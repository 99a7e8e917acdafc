// What operators rely on: liveness and readiness, request ids on answers and errors, Prometheus metrics,
// and a shutdown that lets in-flight requests finish.
import { readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { buildApi } from '../app.js';
import type { Db } from '../db/db.js';
import { createMetrics } from '../observability/metrics.js';
import type { RequestLogLevel } from '../observability/request-logging.js';
import { apiBackends } from '../../tests/support/api-backends.js';
import { apiSuite } from '../../tests/support/api-suite.js';
import { listen, withoutRequestId } from '../../tests/support/http.js';

describe('operations on the embedded backend', () => {
  const [, start] = apiBackends[0]!;
  const { api } = apiSuite(start);

  it('is live and ready: database migrated to this build, worker running', async () => {
    expect(await (await fetch(`${api.apiUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${api.apiUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(withoutRequestId(ready, await ready.json())).toEqual({ status: 'ok' });
  });

  it('answers with the caller’s request id, or a new one, also inside error bodies', async () => {
    const given = await fetch(`${api.apiUrl}/api/customers`, { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234.abc');
    expect(await given.json()).toMatchObject({ error: 'missing_token', request_id: 'lb-1234.abc' });
    const made = await fetch(`${api.apiUrl}/nowhere`, { headers: { 'x-request-id': 'not a valid id!' } });
    const id = made.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await made.json()).toMatchObject({ error: 'not_found', request_id: id });
  });

  it('counts requests by route pattern and jobs by queue at /metrics', async () => {
    await fetch(`${api.apiUrl}/api/customers/50000000-0000-4000-8000-000000000001`);
    const text = await (await fetch(`${api.apiUrl}/metrics`)).text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/customers\/:id",status="401"\} \d+/,
    );
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).not.toContain('50000000-0000-4000-8000-000000000001');
  });
});

const noDb: Db = {
  query: () => Promise.reject(new Error('no database')),
  transaction: () => Promise.reject(new Error('no database')),
  close: () => Promise.resolve(),
};

/** A database whose supabase_migrations.schema_migrations answers `row` (see routes/healthz.ts). */
const migratedTo = (row: { newest: string | null; has_expected: boolean }): Db => ({
  ...noDb,
  query: <R>() => Promise.resolve({ rows: [row as R] }),
});

/** This build's newest migration, as /readyz expects it. */
const newestMigration = readdirSync(new URL('../../../../supabase/migrations', import.meta.url))
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .at(-1)!
  .split('_')[0]!;

async function readyz(db: Db) {
  const app = buildApi({ db, supabaseUrl: 'http://127.0.0.1:1', allowedOrigins: [] });
  const url = await listen(app);
  try {
    const response = await fetch(`${url}/readyz`);
    return { status: response.status, body: withoutRequestId(response, await response.json()) };
  } finally {
    await app.close();
  }
}

describe('operations without a database', () => {
  it('keeps /metrics for the holder of METRICS_TOKEN and records jobs', async () => {
    const metrics = createMetrics();
    metrics.recordJob('outbound-email', 'failed');
    const app = buildApi({
      db: noDb,
      supabaseUrl: 'http://127.0.0.1:1',
      allowedOrigins: [],
      metrics,
      metricsToken: 's3cret',
    });
    const url = await listen(app);
    try {
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const text = await (
        await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer s3cret' } })
      ).text();
      expect(text).toContain('jobs_failed_total{queue="outbound-email"} 1');
      expect(text).toContain('# TYPE jobs_completed_total counter');
    } finally {
      await app.close();
    }
  });

  it('is not ready, saying why, when the database lacks this build’s migrations', async () => {
    const noTable = Object.assign(new Error('relation does not exist'), { code: '42P01' });
    expect(await readyz({ ...noDb, query: () => Promise.reject(noTable) })).toEqual({
      status: 503,
      body: {
        error: 'not_ready',
        message:
          'The database has no migrations table (supabase_migrations.schema_migrations): apply the migrations with `supabase db push`.',
      },
    });
    expect(await readyz(migratedTo({ newest: '20200101000000', has_expected: false }))).toEqual({
      status: 503,
      body: {
        error: 'not_ready',
        message: `The database is at migration 20200101000000; this build needs ${newestMigration}.`,
      },
    });
    expect(await readyz(migratedTo({ newest: null, has_expected: false }))).toMatchObject({
      status: 503,
      body: { message: `The database has no migrations applied; this build needs ${newestMigration}.` },
    });
    // Ahead of this build (the database is migrated before the replicas are upgraded): ready.
    expect(await readyz(migratedTo({ newest: '99999999999999', has_expected: true }))).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('serves /metrics to no page of another origin, even an allowed one', async () => {
    const origin = 'http://localhost:3000';
    const app = buildApi({ db: noDb, supabaseUrl: 'http://127.0.0.1:1', allowedOrigins: [origin] });
    const url = await listen(app);
    try {
      const api = await fetch(`${url}/healthz`, { headers: { origin } });
      expect(api.headers.get('access-control-allow-origin')).toBe(origin);
      const metrics = await fetch(`${url}/metrics`, { headers: { origin } });
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('access-control-allow-origin')).toBeNull();
      expect(metrics.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    } finally {
      await app.close();
    }
  });

  /** The JSON lines an app logs at 'info' while answering one /readyz (the database fails, a warning). */
  async function readyzLogLines(requestLogLevel?: RequestLogLevel) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = buildApi({
      db: noDb,
      supabaseUrl: 'http://127.0.0.1:1',
      allowedOrigins: [],
      logger: { level: 'info', stream },
      requestLogLevel,
    });
    const url = await listen(app);
    try {
      await fetch(`${url}/readyz`, { headers: { 'x-request-id': 'trace-42' } });
    } finally {
      await app.close();
    }
    // Only the server's own lines (listening, closing) are not about the request.
    return lines.filter((line) => !/^Server listening|^Closing/.test(String(line.msg)));
  }

  it('logs JSON lines that all carry the request id', async () => {
    const lines = await readyzLogLines();
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'readiness: database unreachable',
      'request completed',
    ]);
    for (const line of lines) expect(line.reqId).toBe('trace-42');
    // The embedded backend logs requests at debug: at info only what needs a look.
    expect((await readyzLogLines('debug')).map((line) => [line.msg, line.reqId])).toEqual([
      ['readiness: database unreachable', 'trace-42'],
    ]);
  });

  it('is not ready while its job worker is stopped', async () => {
    const app = buildApi({
      db: migratedTo({ newest: '99999999999999', has_expected: true }),
      supabaseUrl: 'http://127.0.0.1:1',
      allowedOrigins: [],
      workerRunning: () => false,
    });
    const url = await listen(app);
    try {
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        error: 'not_ready',
        message: 'The background job worker is not running.',
      });
    } finally {
      await app.close();
    }
  });

  it('finishes a request in flight when it is asked to close', async () => {
    const app = buildApi({ db: noDb, supabaseUrl: 'http://127.0.0.1:1', allowedOrigins: [] });
    let started: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    let release: () => void = () => undefined;
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    const url = await listen(app);
    const inFlight = fetch(`${url}/slow`);
    await inHandler;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false); // close() waits for the request
    await expect(fetch(`${url}/healthz`)).rejects.toThrow(); // while no new one gets in
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close'); // or close() would wait for keep-alive
    expect(withoutRequestId(response, await response.json())).toEqual({ done: true });
    await closing;
  });
});

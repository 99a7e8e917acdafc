// What operators rely on: liveness and readiness, request ids on answers and errors, Prometheus metrics,
// and a shutdown that lets in-flight requests finish.
import { buildApi } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { createMetrics } from '../src/observability/metrics.js';
import { apiBackends, type RunningApi } from './support/api-backends.js';
import { listen, withoutRequestId } from './support/http.js';

describe('operations on the embedded backend', () => {
  const [, start] = apiBackends[0]!;
  let api: RunningApi;
  beforeAll(async () => {
    api = await start();
  }, 60_000);
  afterAll(() => api?.close());

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
  close: async () => undefined,
};

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
      expect(text).toContain('aide_jobs_total{queue="outbound-email",outcome="failed"} 1');
    } finally {
      await app.close();
    }
  });

  it('is not ready while its job worker is stopped', async () => {
    const app = buildApi({
      db: { ...noDb, query: async () => ({ rows: [{ version: '99999999999999' }] }) } as Db,
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
    let release: () => void = () => undefined;
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    const url = await listen(app);
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(withoutRequestId(response, await response.json())).toEqual({ done: true });
    await closing;
  });
});

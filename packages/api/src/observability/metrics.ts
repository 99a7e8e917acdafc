import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { ApiInstance } from '../http/api-instance.js';

/** What the job worker reports of each finished job. */
export type JobOutcome = 'completed' | 'failed';

export interface Metrics {
  registry: Registry;
  recordJob(queue: string, outcome: JobOutcome): void;
}

/** One registry per API instance (tests build many apps in one process): process, HTTP and job metrics. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobCounter = (outcome: JobOutcome) =>
    new Counter({
      name: `jobs_${outcome}_total`,
      help: `Background jobs ${outcome}, by queue (a failed attempt counts, retried or not)`,
      labelNames: ['queue'],
      registers: [registry],
    });
  const jobs = { completed: jobCounter('completed'), failed: jobCounter('failed') };
  return { registry, recordJob: (queue, outcome) => jobs[outcome].inc({ queue }) };
}

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Request counts and latencies by method, route pattern (not the URL, so ids do not multiply the series)
 * and status, served with the rest at GET /metrics for Prometheus. With METRICS_TOKEN set, /metrics wants
 * `Authorization: Bearer <METRICS_TOKEN>`; it is never meant for browsers (no CORS headers).
 */
export function registerMetrics(app: ApiInstance, metrics: Metrics, token: string | null): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request latency by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Never readable by a page of another origin, even an allowed one: the CORS plugin answered first.
    void reply.removeHeader('access-control-allow-origin').removeHeader('access-control-allow-credentials');
    void reply.header('cross-origin-resource-policy', 'same-origin');
    if (token && !sameToken(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.code(401).send({ error: 'unauthorized', message: 'Send the metrics token.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

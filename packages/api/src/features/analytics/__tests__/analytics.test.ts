// Local analytics capture: what posthog-js sends (JSON, base64 form, gzip) is stored and read back, on PGlite
// (the embedded backend) and on real PostgreSQL.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApi } from '../../../app.js';
import type { Db } from '../../../db/db.js';
import { registerErrorHandling } from '../../../http/error-handler.js';
import { registerAnalyticsCapture } from '../analytics-capture-route.js';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { databaseBackends, type OpenedDb } from '../../../../tests/support/databases.js';
import { bearer, fetchJson, getJson, listen } from '../../../../tests/support/http.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const TOKEN = 'phc_local_test';
const ORIGIN = 'http://localhost:3000';

interface StoredEvent {
  id: string;
  event: string;
  distinct_id: string | null;
  properties: Record<string, unknown>;
  timestamp: string | null;
  received_at: string;
}

/** An event the way posthog-js builds it before sending. */
function phEvent(event: string, distinctId: string, properties: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    event,
    properties: {
      token: TOKEN,
      distinct_id: distinctId,
      $lib: 'web',
      $lib_version: '1.449.2',
      $current_url: 'http://localhost:3000/login',
      ...properties,
    },
    timestamp: new Date().toISOString(),
  };
}

/** posthog-js's capture body (timestampMode 'capture-body'). */
const captureBody = (events: unknown[]) => ({
  api_key: TOKEN,
  batch: events,
  sent_at: new Date().toISOString(),
});
/** posthog-js's base64: UTF-8 JSON, base64, then `data=` + encodeURIComponent. */
const formBody = (payload: unknown) =>
  'data=' + encodeURIComponent(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64'));

const post = (url: string, body: string | Uint8Array, headers: Record<string, string>) =>
  fetchJson(url, { method: 'POST', body, headers: { origin: ORIGIN, ...headers } });

describe.each(apiBackends)('Local analytics capture on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam']);

  const readBack = async (query: string) => {
    const response = await getJson(`${api.apiUrl}/api/analytics/events?${query}`, bearer(tokens.sam));
    expect(response.status).toBe(200);
    return (response.body as { events: StoredEvent[] }).events;
  };

  it('stores a JSON batch of 50 and returns it newest first', async () => {
    const user = randomUUID();
    const events = Array.from({ length: 50 }, (_, i) =>
      phEvent(i === 0 ? '$pageview' : `step_${i}`, user, { i }),
    );
    const response = await post(
      `${api.apiUrl}/e/?ip=0&_=${Date.now()}&ver=1.449.2`,
      JSON.stringify(captureBody(events)),
      {
        'content-type': 'application/json',
      },
    );
    expect(response).toMatchObject({ status: 200, body: { status: 1 } });
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);

    const stored = await readBack(`distinct_id=${user}&limit=100`);
    expect(stored).toHaveLength(50);
    expect(stored[0]).toMatchObject({
      event: 'step_49',
      distinct_id: user,
      properties: { i: 49, token: TOKEN },
    });
    expect(stored[49]).toMatchObject({
      event: '$pageview',
      properties: { $current_url: 'http://localhost:3000/login' },
    });
    expect(stored[49]?.timestamp).toBe(events[0]?.timestamp);
    expect(Date.parse(stored[0]?.received_at ?? '')).not.toBeNaN();

    const pageviews = await readBack(`event=%24pageview&distinct_id=${user}`);
    expect(pageviews.map((e) => e.event)).toEqual(['$pageview']);
    expect(await readBack(`distinct_id=${user}&limit=2`)).toHaveLength(2);
  });

  it('decodes the base64 form body posthog-js sends with sendBeacon (compression=base64), UTF-8 intact', async () => {
    const user = randomUUID();
    const response = await post(
      `${api.apiUrl}/e/?compression=base64&ip=0`,
      formBody(captureBody([phEvent('login', user, { name: 'Zoë 🚀' })])),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(response.status).toBe(200);
    expect(await readBack(`distinct_id=${user}`)).toMatchObject([
      { event: 'login', properties: { name: 'Zoë 🚀' } },
    ]);
  });

  it('decodes gzip sent as text/plain with no marker (posthog-js 1.449), with compression=gzip-js, and Content-Encoding', async () => {
    const user = randomUUID();
    const gz = (name: string) => gzipSync(Buffer.from(JSON.stringify(captureBody([phEvent(name, user)]))));
    expect(
      (await post(`${api.apiUrl}/e/?ip=0`, gz('gzip_sniffed'), { 'content-type': 'text/plain' })).status,
    ).toBe(200);
    expect(
      (
        await post(`${api.apiUrl}/batch/?compression=gzip-js`, gz('gzip_query'), {
          'content-type': 'text/plain',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post(`${api.apiUrl}/i/v0/e/`, gz('gzip_header'), {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
        })
      ).status,
    ).toBe(200);
    const names = (await readBack(`distinct_id=${user}`)).map((e) => e.event);
    expect(names).toEqual(['gzip_header', 'gzip_query', 'gzip_sniffed']);
  });

  it('accepts plain-text JSON, legacy bare arrays and single events, GET ?data=, people and group updates', async () => {
    const user = randomUUID();
    const base = api.apiUrl;
    expect(
      (
        await post(`${base}/capture/`, JSON.stringify([phEvent('array_a', user)]), {
          'content-type': 'text/plain',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(`${base}/e`, JSON.stringify(phEvent('single', user)), { 'content-type': 'text/plain' }))
        .status,
    ).toBe(200);
    const data = Buffer.from(JSON.stringify(phEvent('via_get', user))).toString('base64');
    expect((await getJson(`${base}/e/?data=${encodeURIComponent(data)}`, { origin: ORIGIN })).status).toBe(
      200,
    );
    const engage = { $token: TOKEN, $distinct_id: user, $set: { email: 'sam@example.com' } };
    expect(
      (
        await post(`${base}/engage/`, formBody(engage), {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
    const group = phEvent('$groupidentify', user, { $group_type: 'organization', $group_key: 'org-1' });
    expect(
      (await post(`${base}/groups/`, JSON.stringify(group), { 'content-type': 'application/json' })).status,
    ).toBe(200);

    const stored = await readBack(`distinct_id=${user}`);
    expect(stored.map((e) => e.event)).toEqual(['$groupidentify', '$engage', 'via_get', 'single', 'array_a']);
    expect(stored[1]?.properties).toEqual({
      $token: TOKEN,
      $distinct_id: user,
      $set: { email: 'sam@example.com' },
    });
  });

  it('accepts session recordings and drops them', async () => {
    const user = randomUUID();
    const snapshot = phEvent('$snapshot', user, { $snapshot_data: [{ type: 2 }] });
    const response = await post(`${api.apiUrl}/s/?compression=gzip-js`, gzipSync(JSON.stringify(snapshot)), {
      'content-type': 'text/plain',
    });
    expect(response).toMatchObject({ status: 200, body: { status: 1 } });
    expect(await readBack(`distinct_id=${user}`)).toEqual([]);
  });

  it('answers /flags/ and /decide/ with no feature flags', async () => {
    const flags = await post(
      `${api.apiUrl}/flags/?v=2&config=true`,
      JSON.stringify({ token: TOKEN, distinct_id: 'x' }),
      {
        'content-type': 'application/json',
      },
    );
    expect(flags).toMatchObject({ status: 200, body: { flags: {}, errorsWhileComputingFlags: false } });
    const decide = await getJson(`${api.apiUrl}/decide/?v=3`, { origin: ORIGIN });
    expect(decide).toMatchObject({ status: 200, body: { featureFlags: {}, featureFlagPayloads: {} } });
  });

  it('answers a CORS preflight from a configured origin for JSON capture', async () => {
    const response = await fetch(`${api.apiUrl}/e/`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  describe('refuses malformed bodies with a 400 JSON error', () => {
    const cases: [string, string, string | Uint8Array, Record<string, string>][] = [
      ['not JSON', '/e/', '{"event": ', { 'content-type': 'application/json' }],
      ['plain text that is not JSON', '/e/', 'hello', { 'content-type': 'text/plain' }],
      ['gzip that is not gzip', '/e/?compression=gzip-js', 'not gzip', { 'content-type': 'text/plain' }],
      ['a form without data', '/e/', 'foo=bar', { 'content-type': 'application/x-www-form-urlencoded' }],
      [
        'base64 that is not JSON',
        '/e/',
        'data=bm90IGpzb24%3D',
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
      ['an empty batch', '/batch/', JSON.stringify({ batch: [] }), { 'content-type': 'application/json' }],
      [
        'an event without a name',
        '/e/',
        JSON.stringify({ properties: {} }),
        { 'content-type': 'application/json' },
      ],
      ['a batch of non-objects', '/e/', JSON.stringify([1, 2]), { 'content-type': 'application/json' }],
      ['a JSON scalar', '/e/', '42', { 'content-type': 'application/json' }],
      ['an empty body', '/e/', '', { 'content-type': 'text/plain' }],
    ];
    it.each(cases)('%s', async (_case, path, body, headers) => {
      const response = await post(`${api.apiUrl}${path}`, body, headers);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: expect.any(String) as string,
        message: expect.any(String) as string,
      });
    });
  });

  it('refuses a body over 256 KB with 413 JSON', async () => {
    const huge = JSON.stringify(captureBody([phEvent('big', 'x', { blob: 'a'.repeat(256 * 1024) })]));
    const response = await post(`${api.apiUrl}/e/`, huge, { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: expect.any(String) as string });
  });

  it('refuses a gzip body that inflates past 2 MB with 413 JSON', async () => {
    const bomb = gzipSync(Buffer.alloc(3 * 1024 * 1024, 0x20));
    const response = await post(`${api.apiUrl}/e/`, bomb, { 'content-type': 'text/plain' });
    expect(response).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
  });

  it('stores NUL characters and lone surrogates without failing', async () => {
    const user = randomUUID();
    const body = `{"event":"odd\\u0000name","properties":{"distinct_id":"${user}","s":"a\\ud800b"}}`;
    expect((await post(`${api.apiUrl}/e/`, body, { 'content-type': 'application/json' })).status).toBe(200);
    expect(await readBack(`distinct_id=${user}`)).toMatchObject([
      { event: 'oddname', properties: { s: 'a\uFFFDb' } },
    ]);
  });

  it('refuses a batch of more than 100 events with 413 JSON, and stores none of it', async () => {
    const user = randomUUID();
    const events = Array.from({ length: 101 }, (_, i) => phEvent(`e_${i}`, user));
    const response = await post(`${api.apiUrl}/batch/`, JSON.stringify(captureBody(events)), {
      'content-type': 'application/json',
    });
    expect(response).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
    expect(await readBack(`distinct_id=${user}`)).toEqual([]);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a client that sends no Origin', {}],
  ])('refuses a capture from %s with 403, before reading the body', async (_case, headers) => {
    const user = randomUUID();
    const response = await fetch(`${api.apiUrl}/e/`, {
      method: 'POST',
      body: JSON.stringify(captureBody([phEvent('foreign', user)])),
      headers: { 'content-type': 'application/json', ...headers },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'forbidden_origin' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await readBack(`distinct_id=${user}`)).toEqual([]);
  });

  it('reads events back for a signed-in caller only', async () => {
    const response = await getJson(`${api.apiUrl}/api/analytics/events`);
    expect(response).toMatchObject({ status: 401, body: { error: 'missing_token' } });
    const forged = await getJson(`${api.apiUrl}/api/analytics/events`, bearer('not.a.token'));
    expect(forged.status).toBe(401);
  });

  it('validates the read-back query', async () => {
    const response = await getJson(`${api.apiUrl}/api/analytics/events?limit=0`, bearer(tokens.sam));
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });
});

describe('Analytics capture under load', () => {
  /** A database whose writes wait until released, or fail. */
  function slowDb() {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let fail = false;
    const db: Db = {
      query: async () => {
        await released;
        if (fail) throw new Error('the database went away');
        return { rows: [] };
      },
      transaction: () => Promise.reject(new Error('not used')),
      close: () => Promise.resolve(),
    };
    return { db, release, failing: () => (fail = true) };
  }

  async function captureApp(db: Db) {
    const app = Fastify();
    registerErrorHandling(app);
    registerAnalyticsCapture(app, db, [ORIGIN], 2);
    return { app, url: await listen(app) };
  }

  it('sheds captures beyond those in flight with 503 and Retry-After, and takes them again afterwards', async () => {
    const slow = slowDb();
    const { app, url } = await captureApp(slow.db);
    try {
      const send = () =>
        post(`${url}/e/`, JSON.stringify(phEvent('busy', 'x')), { 'content-type': 'application/json' });
      const first = [send(), send()];
      await new Promise((resolve) => setTimeout(resolve, 100));
      const shed = await send();
      expect(shed).toMatchObject({ status: 503, body: { error: 'unavailable' } });
      expect(shed.headers.get('retry-after')).toBe('5');
      slow.release();
      expect((await Promise.all(first)).map((response) => response.status)).toEqual([200, 200]);
      expect((await send()).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503, never 500, when the write fails', async () => {
    const broken = slowDb();
    broken.failing();
    broken.release();
    const { app, url } = await captureApp(broken.db);
    try {
      const response = await post(`${url}/e/`, JSON.stringify(phEvent('lost', 'x')), {
        'content-type': 'application/json',
      });
      expect(response).toMatchObject({ status: 503, body: { error: 'unavailable' } });
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      await app.close();
    }
  });
});

describe.each(databaseBackends)('Analytics without localAnalytics on %s', (_name, open) => {
  let opened: OpenedDb;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    opened = await open();
    app = buildApi({ db: opened.db, supabaseUrl: 'http://127.0.0.1:9', allowedOrigins: [ORIGIN] });
    url = await listen(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await opened?.close();
  });

  it('has no read-back route (404)', async () => {
    const response = await getJson(`${url}/api/analytics/events`);
    expect(response).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('still accepts capture', async () => {
    const response = await post(`${url}/e/`, JSON.stringify(captureBody([phEvent('x', randomUUID())])), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(200);
  });
});

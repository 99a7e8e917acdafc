import type { FastifyRequest } from 'fastify';
import { insertAnalyticsEvents } from './analytics-store.js';
import { CaptureBodyError, decodeCaptureBody } from './decode-capture-body.js';
import { normalizeEvents, type AnalyticsEvent } from './normalize-events.js';
import type { Db } from '../../db/db.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import type { ApiInstance } from '../../http/api-instance.js';

/** Largest (possibly compressed) capture body accepted. posthog-js batches 50 events, far below this. */
export const CAPTURE_BODY_LIMIT = 256 * 1024;
/** Captures written at once; beyond this a capture is shed (503, Retry-After) and posthog-js sends it again. */
export const CAPTURE_MAX_IN_FLIGHT = 16;
const RETRY_AFTER_SECONDS = 5;

/** posthog-js's event paths (current and legacy) and, for the rest, the event name of an item without one. */
const CAPTURE_PATHS: [path: string, fallbackEvent?: string][] = [
  ['/e/'],
  ['/i/v0/e/'],
  ['/batch/'],
  ['/capture/'],
  ['/track/'],
  ['/engage/', '$engage'],
  ['/groups/', '$groupidentify'],
];
/** Feature-flag and remote-config requests: answered with "no flags", never stored. */
const FLAG_PATHS = ['/flags/', '/decide/'];
/** Session recordings and SDK metrics: accepted and dropped. */
const DROPPED_PATHS = ['/s/', '/i/v1/metrics'];

type CaptureQuery = { compression?: string; data?: string };

const captureOk = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'integer', const: 1 } },
} as const;
const captureResponses = {
  200: captureOk,
  400: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  503: errorBodySchema,
} as const;

/** posthog-js reads `flags` (v2) and, from older servers, `featureFlags`; empty means every flag is off. */
const NO_FLAGS = {
  flags: {},
  featureFlags: {},
  featureFlagPayloads: {},
  errorsWhileComputingFlags: false,
  quotaLimited: [],
  supportedCompression: ['gzip-js', 'base64'],
  sessionRecording: false,
  siteApps: [],
  toolbarParams: {},
  isAuthenticated: false,
  config: { enable_collect_everything: true },
};

/**
 * The local stand-in for PostHog's ingestion API. With no PostHog key configured, the frontend points
 * posthog-js at the Aide API (`api_host` = the API base URL) and its events land in
 * public.aide_analytics_events. In production the frontend sends to PostHog itself (POSTHOG_KEY and
 * POSTHOG_HOST in the app config) and nothing calls these paths.
 *
 * Unauthenticated (analytics starts before sign-in) but bounded: only the app's own pages (their Origin is
 * one of the API's allowed origins, 403 otherwise), 256 KB bodies (2 MB once inflated) and 100 events per
 * request (413), anything undecodable is a 400 JSON error, and at most CAPTURE_MAX_IN_FLIGHT writes at once:
 * beyond that, or when the database cannot take the write, the capture is shed with 503 and Retry-After
 * (never a 500; posthog-js retries). posthog-js does not send credentials, so the API's usual CORS applies.
 */
export function registerAnalyticsCapture(
  app: ApiInstance,
  db: Db,
  allowedOrigins: string[],
  maxInFlight = CAPTURE_MAX_IN_FLIGHT,
): void {
  const allowed = new Set(allowedOrigins);
  let inFlight = 0;
  const store = async (events: AnalyticsEvent[], request: FastifyRequest) => {
    if (inFlight >= maxInFlight) throw shed();
    inFlight += 1;
    try {
      await insertAnalyticsEvents(db, events);
    } catch (error) {
      request.log.warn({ err: error }, 'analytics capture shed: the write failed');
      throw shed();
    } finally {
      inFlight -= 1;
    }
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugin: kept async (a 2-parameter plain function would be a callback-style plugin)
  void app.register(async (scope) => {
    // Before the body is read: another site's page (or a script without an Origin) gets nothing stored.
    scope.addHook('onRequest', (request) => {
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin)) {
        return Promise.reject(
          new HttpError(403, 'forbidden_origin', "Analytics are accepted from the app's own pages only."),
        );
      }
      return Promise.resolve();
    });
    // Raw bytes whatever the content type: posthog-js sends gzip as text/plain, base64 as a form, or JSON.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: CAPTURE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    for (const [url, fallbackEvent] of CAPTURE_PATHS.flatMap(([path, fallback]) =>
      withAndWithoutSlash(path).map((variant) => [variant, fallback] as const),
    )) {
      scope.route<{ Querystring: CaptureQuery }>({
        method: ['GET', 'POST'],
        url,
        schema: { response: captureResponses },
        handler: async (request, reply) => {
          try {
            await store(decodeEvents(request, fallbackEvent), request);
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 503) {
              void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
            }
            throw error;
          }
          return { status: 1 };
        },
      });
    }
    for (const url of FLAG_PATHS.flatMap(withAndWithoutSlash)) {
      scope.route({ method: ['GET', 'POST'], url, handler: () => Promise.resolve(NO_FLAGS) });
    }
    for (const url of DROPPED_PATHS.flatMap(withAndWithoutSlash)) {
      scope.route({
        method: ['GET', 'POST'],
        url,
        schema: { response: { 200: captureOk } },
        handler: () => Promise.resolve({ status: 1 }),
      });
    }
  });
}

const shed = () =>
  new HttpError(503, 'unavailable', 'Too many analytics events at once: send them again in a few seconds.');

/** posthog-js calls `/e/`; a hand-written client may well call `/e`. */
const withAndWithoutSlash = (path: string) => (path.endsWith('/') ? [path, path.slice(0, -1)] : [path]);

function decodeEvents(
  request: FastifyRequest<{ Querystring: CaptureQuery }>,
  fallbackEvent: string | undefined,
): AnalyticsEvent[] {
  try {
    const payload = decodeCaptureBody({
      body: Buffer.isBuffer(request.body) ? request.body : undefined,
      contentType: request.headers['content-type'],
      contentEncoding: request.headers['content-encoding'],
      compression: typeof request.query.compression === 'string' ? request.query.compression : undefined,
      queryData: typeof request.query.data === 'string' ? request.query.data : undefined,
    });
    return normalizeEvents(payload, fallbackEvent);
  } catch (error) {
    throw toHttpError(error);
  }
}

function toHttpError(error: unknown): unknown {
  if (!(error instanceof CaptureBodyError)) return error;
  return error.statusCode === 413
    ? new HttpError(413, 'payload_too_large', error.message)
    : new HttpError(400, 'invalid_body', error.message);
}

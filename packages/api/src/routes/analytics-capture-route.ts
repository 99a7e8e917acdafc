import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insertAnalyticsEvents } from '../analytics/analytics-store.js';
import { CaptureBodyError, decodeCaptureBody } from '../analytics/decode-capture-body.js';
import { normalizeEvents, type AnalyticsEvent } from '../analytics/normalize-events.js';
import type { Db } from '../db/db.js';
import { errorBodySchema } from '../http/error-body.js';
import { HttpError } from '../http/error-handler.js';

/** Largest (possibly compressed) capture body accepted. posthog-js batches 50 events, far below this. */
export const CAPTURE_BODY_LIMIT = 1024 * 1024;

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
const captureResponses = { 200: captureOk, 400: errorBodySchema, 413: errorBodySchema } as const;

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
 * Unauthenticated (analytics starts before sign-in) but bounded: 1 MB bodies, 10 MB once inflated,
 * 1000 events per request; anything undecodable is a 400 JSON error. posthog-js does not send credentials,
 * so the API's usual CORS (configured origins, no credentials) applies.
 */
export function registerAnalyticsCapture(app: FastifyInstance, db: Db): void {
  void app.register(async (scope) => {
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
        handler: async (request) => {
          await insertAnalyticsEvents(db, decodeEvents(request, fallbackEvent));
          return { status: 1 };
        },
      });
    }
    for (const url of FLAG_PATHS.flatMap(withAndWithoutSlash)) {
      scope.route({ method: ['GET', 'POST'], url, handler: async () => NO_FLAGS });
    }
    for (const url of DROPPED_PATHS.flatMap(withAndWithoutSlash)) {
      scope.route({
        method: ['GET', 'POST'],
        url,
        schema: { response: { 200: captureOk } },
        handler: async () => ({ status: 1 }),
      });
    }
  });
}

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

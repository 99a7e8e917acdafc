import type { preValidationAsyncHookHandler } from 'fastify';
import { listAnalyticsEvents } from './analytics-store.js';
import type { Db } from '../../db/db.js';
import { nullableString } from '../../http/schema-fragments.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import type { ApiInstance } from '../../http/api-instance.js';

const querystring = {
  type: 'object',
  properties: {
    event: { type: 'string', minLength: 1, maxLength: 400 },
    distinct_id: { type: 'string', minLength: 1, maxLength: 400 },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
  },
} as const;

const eventsSchema = {
  type: 'object',
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'event', 'distinct_id', 'properties', 'timestamp', 'received_at'],
        properties: {
          id: { type: 'string' },
          event: { type: 'string' },
          distinct_id: nullableString,
          properties: { type: 'object', additionalProperties: true },
          timestamp: nullableString,
          received_at: { type: 'string' },
        },
      },
    },
  },
} as const;

/**
 * GET /api/analytics/events?event=…&distinct_id=…&limit=… — captured events, newest first. Registered only
 * for the local embedded backend (`localAnalytics`), for end-to-end tests and debugging, and for signed-in
 * callers only (a bearer token, like every /api route); it never exists on a deployed API (404 there).
 */
export function registerAnalyticsEvents(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/analytics/events',
    {
      preValidation: authenticate,
      schema: { querystring, response: { 200: eventsSchema, ...commonErrors } },
    },
    async (request) => ({
      events: await listAnalyticsEvents(db, {
        event: request.query.event,
        distinctId: request.query.distinct_id,
        limit: request.query.limit,
      }),
    }),
  );
}

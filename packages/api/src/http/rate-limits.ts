import fastifyRateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { callerOf } from './authenticate.js';
import { HttpError } from './error-handler.js';
import type { ApiInstance } from './api-instance.js';

/** Requests per member: env RATE_LIMIT_CHAT_PER_MINUTE, …_TEXT_PARSING_PER_MINUTE, RATE_LIMIT_EMAILS_PER_HOUR. */
export interface RateLimits {
  chatPerMinute: number;
  textParsingPerMinute: number;
  emailsPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  chatPerMinute: 30,
  textParsingPerMinute: 30,
  emailsPerHour: 20,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Limit {
  /** Routes of one kind share a member's counter. */
  name: string;
  max: number;
  timeWindow: number;
  /** Requests that do not count (e.g. drafting an email, which sends nothing). */
  free?: (request: FastifyRequest) => boolean;
}

/** The routes that cost money with a real model or mailbox, by `METHOD /url`. */
function limitedRoutes(limits: RateLimits): Map<string, Limit> {
  const chat = { name: 'chat', max: limits.chatPerMinute, timeWindow: MINUTE };
  const textParsing = { name: 'text-parsing', max: limits.textParsingPerMinute, timeWindow: MINUTE };
  const email: Limit = {
    name: 'email',
    max: limits.emailsPerHour,
    timeWindow: HOUR,
    free: (request) => (request.body as { mode?: string } | undefined)?.mode !== 'send',
  };
  return new Map([
    ['POST /api/chat', chat],
    ['POST /api/parse_customer_text', textParsing],
    ['POST /api/send-preselected-items-email', email],
    ['POST /api/send-offer-brand-category-email', email],
  ]);
}

/**
 * A @fastify/rate-limit store whose counters are rows of aide_private.api_rate_limits (migration
 * 20261125000500), counted by one upsert per request, so every replica on the database shares them.
 */
function databaseStore(db: Queryable) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      db.query<{ hits: number; reset_ms: string }>(
        'select hits, reset_ms from aide_private.hit_rate_limit($1, $2)',
        [key, timeWindow],
      ).then(
        ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: Math.max(0, Number(rows[0]!.reset_ms)) }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/**
 * Per-member limits on the expensive routes, keyed by the verified user id: the check runs as a preHandler,
 * after the `authenticate` preValidation hook (and after validation, so a refused request costs nothing). Over
 * the limit: 429 `rate_limited` with Retry-After. Call before the routes are declared.
 */
export function registerRateLimits(app: ApiInstance, db: Queryable, limits: RateLimits): void {
  const routes = limitedRoutes(limits);
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    const id = `${String(route.method)} ${route.url}`;
    const limit = routes.get(id);
    if (!limit) return;
    seen.add(id);
    const rateLimit: RateLimitOptions = {
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `${limit.name}:${callerOf(request).sub}`,
      ...(limit.free ? { allowList: (request: FastifyRequest) => limit.free!(request) } : {}),
    };
    route.config = { ...route.config, rateLimit };
  });
  // A renamed route would silently lose its limit: refuse to start instead.
  app.addHook('onReady', () => {
    const missing = [...routes.keys()].filter((id) => !seen.has(id));
    return missing.length
      ? Promise.reject(new Error(`Rate-limited routes not found: ${missing.join(', ')}`))
      : Promise.resolve();
  });

  // Set up right here, synchronously: through app.register the plugin would load after buildApi has declared
  // the routes, and its onRoute hook (which adds the check to the routes configured above) would miss them.
  fastifyRateLimit(
    app,
    {
      global: false,
      hook: 'preHandler',
      store: databaseStore(db),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many requests: try again in ${seconds(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
        ),
    },
    (error) => {
      if (error) throw error;
    },
  );
}

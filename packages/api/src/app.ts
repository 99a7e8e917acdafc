import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { createTokenVerifier } from './auth/token-verifier.js';
import type { Db } from './db/db.js';
import type { TokenCipher } from './secrets/token-cipher.js';
import { registerAuthentication } from './http/authenticate.js';
import { registerCors } from './http/cors.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerAiEmployeeToken } from './routes/ai-employee-token-route.js';
import { registerAnalyticsCapture } from './routes/analytics-capture-route.js';
import { registerAnalyticsEvents } from './routes/analytics-events-route.js';
import { registerHealthz } from './routes/healthz.js';
import { registerOnboardingStatus } from './routes/onboarding-status-route.js';

export interface BuildApiOptions {
  db: Db;
  /** Supabase project (or emulator) base URL: user tokens are verified against its JWKS. */
  supabaseUrl: string;
  /** Browser origins allowed by CORS. */
  allowedOrigins: string[];
  logger?: FastifyServerOptions['logger'];
  /** Overrides the remote JWKS (tests sign tokens with a local key). */
  jwks?: JWTVerifyGetKey;
  /**
   * Serve GET /api/analytics/events (captured analytics, unauthenticated) — only for the local embedded
   * backend, which startLocalBackend marks so. The capture paths (/e/, /batch/, …) exist either way: the
   * browser uses them when no PostHog key is configured; in production posthog-js sends to PostHog
   * (POSTHOG_KEY / POSTHOG_HOST in the app config) and the read-back route is off (404).
   */
  localAnalytics?: boolean;
  /** Encrypts provider tokens at rest; without it the token route answers 503. */
  tokenCipher?: TokenCipher | null;
}

/** The Aide API, not yet listening: `listen()` it, or `inject()` in tests. */
export function buildApi({
  db,
  supabaseUrl,
  allowedOrigins,
  logger = false,
  jwks,
  localAnalytics = false,
  tokenCipher = null,
}: BuildApiOptions): FastifyInstance {
  const app = Fastify({ logger });
  registerErrorHandling(app);
  registerCors(app, allowedOrigins);
  const authenticate = registerAuthentication(app, createTokenVerifier({ supabaseUrl, jwks }));
  registerHealthz(app, db);
  registerOnboardingStatus(app, db, authenticate);
  registerAiEmployeeToken(app, db, authenticate, tokenCipher);
  registerAnalyticsCapture(app, db);
  if (localAnalytics) registerAnalyticsEvents(app, db);
  return app;
}

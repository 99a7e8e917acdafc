import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { createTokenVerifier } from './auth/token-verifier.js';
import type { Db } from './db/db.js';
import { registerAuthentication } from './http/authenticate.js';
import { registerCors } from './http/cors.js';
import { registerErrorHandling } from './http/error-handler.js';
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
}

/** The Aide API, not yet listening: `listen()` it, or `inject()` in tests. */
export function buildApi({
  db,
  supabaseUrl,
  allowedOrigins,
  logger = false,
  jwks,
}: BuildApiOptions): FastifyInstance {
  const app = Fastify({ logger });
  registerErrorHandling(app);
  registerCors(app, allowedOrigins);
  const authenticate = registerAuthentication(app, createTokenVerifier({ supabaseUrl, jwks }));
  registerHealthz(app, db);
  registerOnboardingStatus(app, db, authenticate);
  return app;
}

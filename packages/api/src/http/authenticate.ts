import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AuthError } from '../auth/auth-error.js';
import { bearerToken } from '../auth/bearer-token.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { UserClaims } from '../db/as-user.js';
import type { ApiInstance } from './api-instance.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; set by the `authenticate` pre-handler, null on public routes. */
    user: UserClaims | null;
  }
}

/**
 * Decorates requests with `user` and returns the hook that fills it from the bearer token (or throws 401).
 * Used as a preValidation hook so an unauthenticated caller learns nothing about the parameters.
 */
export function registerAuthentication(
  app: ApiInstance,
  verify: TokenVerifier,
): preValidationAsyncHookHandler {
  app.decorateRequest('user', null);
  return async (request) => {
    request.user = await verify(bearerToken(request.headers.authorization));
  };
}

/** The verified caller of an authenticated route. */
export function callerOf(request: FastifyRequest): UserClaims {
  if (!request.user) throw new AuthError('missing');
  return request.user;
}

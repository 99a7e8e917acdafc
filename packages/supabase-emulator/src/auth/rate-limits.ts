import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthRateLimits } from '../project-config.js';
import { AuthError } from './auth-error.js';

/** GoTrue's windows: the per-IP limits count over 5 minutes, emails over an hour, MFA over a minute. */
const ONE_MINUTE = 60_000;
const FIVE_MINUTES = 5 * 60_000;
const ONE_HOUR = 60 * 60_000;

type Bucket = 'sign-in' | 'sign-in-email' | 'refresh' | 'verify' | 'email' | 'mfa' | 'sms' | 'anonymous';

/** Checks one request against one bucket; throws GoTrue's 429 when the bucket is full. */
export type RateLimitCheck = (bucket: Bucket, key: string) => Promise<void>;

/**
 * The [auth.rate_limit] limits of config.toml, counted like GoTrue (sign-in and sign-up per IP, here also
 * per email so a spread-out guessing attack on one account stops too; refreshes and verifications per IP;
 * emails project-wide), with GoTrue's 429 answers. Counters live in this process (one emulator serves the
 * embedded product); hosted projects count in GoTrue.
 */
export async function registerAuthRateLimits(
  app: FastifyInstance,
  limits: AuthRateLimits,
): Promise<RateLimitCheck> {
  await app.register(rateLimit, { global: false });
  const windows: Record<Bucket, { max: number; timeWindow: number }> = {
    'sign-in': { max: limits.signInSignUps, timeWindow: FIVE_MINUTES },
    'sign-in-email': { max: limits.signInSignUps, timeWindow: FIVE_MINUTES },
    refresh: { max: limits.tokenRefresh, timeWindow: FIVE_MINUTES },
    verify: { max: limits.tokenVerifications, timeWindow: FIVE_MINUTES },
    email: { max: limits.emailSent, timeWindow: ONE_HOUR },
    mfa: { max: limits.mfaChallengeAndVerify, timeWindow: ONE_MINUTE },
    sms: { max: limits.smsSent, timeWindow: ONE_HOUR },
    anonymous: { max: limits.anonymousUsers, timeWindow: ONE_HOUR },
  };
  const limiters = Object.fromEntries(
    Object.entries(windows).map(([bucket, window]) => [
      bucket,
      app.createRateLimit({ ...window, keyGenerator: (request) => `${bucket}:${keyOf(request)}` }),
    ]),
  ) as Record<Bucket, ReturnType<FastifyInstance['createRateLimit']>>;

  return async (bucket, key) => {
    // The limiter only reads the key (through keyGenerator) and the route's group from the request.
    const result = await limiters[bucket]({ routeOptions: {}, aideKey: key } as unknown as FastifyRequest);
    if (!result.isAllowed && result.isExceeded) {
      const retryAfter = { 'retry-after': String(result.ttlInSeconds) };
      if (bucket === 'email') {
        throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {}, retryAfter);
      }
      if (bucket === 'sms') {
        throw new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded', {}, retryAfter);
      }
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfter);
    }
  };
}

const keyOf = (request: FastifyRequest) => (request as unknown as { aideKey: string }).aideKey;

import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { UserClaims } from '../db/as-user.js';
import { AuthError } from './auth-error.js';
import type { SessionCheck } from './session-check.js';

export type TokenVerifier = (token: string) => Promise<UserClaims>;

export interface TokenVerifierOptions {
  /** Base URL of the Supabase project (or the emulator); keys come from its JWKS endpoint. */
  supabaseUrl: string;
  /** Key source override (tests); defaults to the project's JWKS, fetched once and cached by jose. */
  jwks?: JWTVerifyGetKey;
  /** Whether the token's session still exists (see session-check.ts). */
  sessionIsActive: SessionCheck;
}

// Supabase signs user tokens with an asymmetric key published in its JWKS: ES256 (emulator, new projects) or RS256.
const ALGORITHMS = ['ES256', 'RS256'];

export function jwksUrl(supabaseUrl: string): URL {
  return new URL(
    'auth/v1/.well-known/jwks.json',
    supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A valid signature and claims are not enough: the token's session must still exist, so signing out (any
 * scope) or changing the password stops the token at once instead of when it expires.
 */
export function createTokenVerifier({
  supabaseUrl,
  jwks,
  sessionIsActive,
}: TokenVerifierOptions): TokenVerifier {
  const keys = jwks ?? createRemoteJWKSet(jwksUrl(supabaseUrl));
  return async (token) => {
    let claims: UserClaims;
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        audience: 'authenticated',
        requiredClaims: ['sub', 'exp', 'session_id'],
      });
      claims = payload as UserClaims;
    } catch (error) {
      throw new AuthError(classify(error), { cause: error });
    }
    const sessionId = claims.session_id;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw new AuthError('wrong_claims');
    if (!(await sessionIsActive(sessionId))) throw new AuthError('session_ended');
    return claims;
  };
}

function classify(error: unknown): AuthError['failure'] {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) return 'wrong_claims';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'malformed';
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported
  ) {
    return 'bad_signature';
  }
  // Anything else is the key set itself failing to load (network, timeout, bad JWKS response).
  return 'unavailable';
}

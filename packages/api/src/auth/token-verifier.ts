import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { UserClaims } from '../db/as-user.js';
import { AuthError } from './auth-error.js';

export type TokenVerifier = (token: string) => Promise<UserClaims>;

export interface TokenVerifierOptions {
  /** Base URL of the Supabase project (or the emulator); keys come from its JWKS endpoint. */
  supabaseUrl: string;
  /** Key source override (tests); defaults to the project's JWKS, fetched once and cached by jose. */
  jwks?: JWTVerifyGetKey;
}

// Supabase signs user tokens with an asymmetric key published in its JWKS: ES256 (emulator, new projects) or RS256.
const ALGORITHMS = ['ES256', 'RS256'];

export function jwksUrl(supabaseUrl: string): URL {
  return new URL(
    'auth/v1/.well-known/jwks.json',
    supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`,
  );
}

export function createTokenVerifier({ supabaseUrl, jwks }: TokenVerifierOptions): TokenVerifier {
  const keys = jwks ?? createRemoteJWKSet(jwksUrl(supabaseUrl));
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        audience: 'authenticated',
        requiredClaims: ['sub', 'exp'],
      });
      return payload as UserClaims;
    } catch (error) {
      throw new AuthError(classify(error), { cause: error });
    }
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

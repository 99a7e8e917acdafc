export { AuthError, type AuthFailure } from './auth-error.js';
export { bearerToken } from './bearer-token.js';
export {
  createTokenVerifier,
  jwksUrl,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './token-verifier.js';

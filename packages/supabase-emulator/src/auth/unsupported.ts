import { AuthError, badRequest, unprocessable } from './auth-error.js';
import { text, type AuthContext } from './context.js';

/**
 * Sign-in methods the embedded auth server has no provider for, answered as GoTrue answers them when the
 * provider is not configured, so a client sees the same errors as against a project without them.
 */

/** POST /sso (signInWithSSO): no SAML identity providers here. */
export function sso(_ctx: AuthContext, _body: Record<string, unknown>): Promise<never> {
  return Promise.reject(new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'));
}

/** POST /token?grant_type=web3 (signInWithWeb3): neither Solana nor Ethereum sign-in is enabled. */
export function web3Grant(_ctx: AuthContext, body: Record<string, unknown>): Promise<never> {
  const chain = text(body.chain);
  if (chain !== 'solana' && chain !== 'ethereum') {
    return Promise.reject(badRequest('validation_failed', 'Unsupported chain'));
  }
  return Promise.reject(unprocessable('web3_provider_disabled', 'Web3 provider is disabled'));
}

const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
  keycloak: 'keycloak',
  kakao: 'https://kauth.kakao.com',
};

/**
 * POST /token?grant_type=id_token (signInWithIdToken): the sandbox providers issue no ID tokens, so no
 * provider accepts one here, with GoTrue's answer for a provider that is not enabled.
 */
export function idTokenGrant(_ctx: AuthContext, body: Record<string, unknown>): Promise<never> {
  const provider = text(body.provider);
  const issuer = ISSUERS[provider] ?? (text(body.issuer) || provider);
  if (!text(body.id_token)) {
    return Promise.reject(badRequest('validation_failed', 'id_token required'));
  }
  return Promise.reject(badRequest('provider_disabled', `Provider (issuer "${issuer}") is not enabled`));
}

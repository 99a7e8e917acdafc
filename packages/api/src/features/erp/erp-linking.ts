// How an ERP gets linked: through Merge with the server's API key, or the sandbox's own sealed tokens.
import type { MergeConfig } from '../../config.js';
import { HttpError } from '../../http/error-handler.js';
import type { TokenCipher } from '../../secrets/token-cipher.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { systemOfMergeSlug, type ErpSystem } from './erp-systems.js';
import { InvalidErpTokenError, newSandboxAccountToken, openPublicToken } from './erp-tokens.js';
import { exchangeMergePublicToken, MergeError, MergePublicTokenError } from './merge-client.js';

export const INVALID_PUBLIC_TOKEN = 'invalid_public_token';

/** What a connection remembers about how it was linked (stored encrypted in credentials_encrypted). */
export interface LinkCredentials {
  link_token: string | null;
  integration: string;
  provider: 'merge' | 'sandbox';
}

/** A linked account, whichever way (Merge or sandbox) it was linked. */
export interface LinkedAccount {
  systemType: ErpSystem;
  accountToken: string;
  credentials: LinkCredentials;
  apiEndpoint: string;
}

/**
 * The cipher every ERP route needs (it seals sandbox tokens and encrypts account tokens). Checked after the
 * caller's plan, so an outbound caller learns nothing about the server's setup.
 */
export function requireErpCipher(cipher: TokenCipher | null): TokenCipher {
  if (!cipher) {
    throw new HttpError(
      503,
      'not_configured',
      'ERP connections are not configured on this server (TOKEN_ENCRYPTION_KEY is not set).',
    );
  }
  return cipher;
}

/** Sandbox: the public token is the API's own sealed token, valid only for the caller who approved it. */
export function linkInSandbox(
  cipher: TokenCipher,
  publicToken: string,
  userId: string,
  workspace: Workspace,
): LinkedAccount {
  let claims;
  try {
    claims = openPublicToken(cipher, publicToken);
  } catch (error) {
    if (error instanceof InvalidErpTokenError) throw new HttpError(400, INVALID_PUBLIC_TOKEN, error.message);
    throw error;
  }
  if (claims.userId !== userId || claims.organizationId !== workspace.organizationId) {
    throw new HttpError(
      400,
      INVALID_PUBLIC_TOKEN,
      'This ERP connection token belongs to someone else. Please connect again.',
    );
  }
  return {
    systemType: claims.integration,
    accountToken: newSandboxAccountToken(),
    credentials: { link_token: claims.linkToken, integration: claims.integration, provider: 'sandbox' },
    apiEndpoint: 'sandbox',
  };
}

/** Merge: exchange the public token with the API key; the account token never leaves the server. */
export async function linkThroughMerge(merge: MergeConfig, publicToken: string): Promise<LinkedAccount> {
  let account;
  try {
    account = await exchangeMergePublicToken(merge, publicToken);
  } catch (error) {
    if (error instanceof MergePublicTokenError) throw new HttpError(400, INVALID_PUBLIC_TOKEN, error.message);
    throw unavailable(error);
  }
  const systemType = systemOfMergeSlug(account.integrationSlug);
  if (!systemType) {
    throw new HttpError(
      502,
      'erp_unavailable',
      `Merge linked ${account.integrationName ?? account.integrationSlug}, which is not one of the supported ERP systems.`,
    );
  }
  return {
    systemType,
    accountToken: account.accountToken,
    // Merge keeps the link token to itself; the integration is the one Merge reports.
    credentials: { link_token: null, integration: account.integrationSlug, provider: 'merge' },
    apiEndpoint: merge.apiUrl,
  };
}

export function unavailable(error: unknown): unknown {
  return error instanceof MergeError ? new HttpError(502, 'erp_unavailable', error.message) : error;
}

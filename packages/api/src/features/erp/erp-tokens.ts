import { randomBytes } from 'node:crypto';
import type { TokenCipher } from '../../secrets/token-cipher.js';
import { isErpSystem, type ErpSystem } from './erp-systems.js';

/** Who started linking which ERP: what the sandbox link and public tokens carry (sealed, so unforgeable). */
export interface LinkClaims {
  userId: string;
  organizationId: string;
  integration: ErpSystem;
}

export interface PublicTokenClaims extends LinkClaims {
  linkToken: string;
}

export const ERP_TOKEN_TTL_MS = 10 * 60 * 1000;

// Labels keep a link token from being accepted as a public token (and any other value sealed with the key).
const LINK_LABEL = 'aide-erp-link:v1';
const PUBLIC_LABEL = 'aide-erp-public:v1';

export class InvalidErpTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidErpTokenError';
  }
}

function seal(cipher: TokenCipher, label: string, claims: object, now: number): string {
  const payload = {
    label,
    ...claims,
    expiresAt: now + ERP_TOKEN_TTL_MS,
    nonce: randomBytes(8).toString('base64url'),
  };
  return Buffer.from(cipher.encrypt(JSON.stringify(payload)), 'utf8').toString('base64url');
}

function open(cipher: TokenCipher, label: string, sealed: string, now: number): Record<string, unknown> {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(cipher.decrypt(Buffer.from(sealed, 'base64url').toString('utf8'))) as Record<
      string,
      unknown
    >;
  } catch {
    throw new InvalidErpTokenError('This ERP connection token is not valid. Please connect again.');
  }
  if (
    payload.label !== label ||
    typeof payload.expiresAt !== 'number' ||
    typeof payload.userId !== 'string' ||
    typeof payload.organizationId !== 'string' ||
    typeof payload.integration !== 'string' ||
    !isErpSystem(payload.integration)
  ) {
    throw new InvalidErpTokenError('This ERP connection token is not valid. Please connect again.');
  }
  if (now > payload.expiresAt) {
    throw new InvalidErpTokenError('This ERP connection token has expired. Please connect again.');
  }
  return payload;
}

export const sealLinkToken = (cipher: TokenCipher, claims: LinkClaims, now = Date.now()) =>
  seal(cipher, LINK_LABEL, claims, now);

export function openLinkToken(cipher: TokenCipher, sealed: string, now = Date.now()): LinkClaims {
  const payload = open(cipher, LINK_LABEL, sealed, now);
  return {
    userId: payload.userId as string,
    organizationId: payload.organizationId as string,
    integration: payload.integration as ErpSystem,
  };
}

export const sealPublicToken = (cipher: TokenCipher, claims: PublicTokenClaims, now = Date.now()) =>
  seal(cipher, PUBLIC_LABEL, claims, now);

export function openPublicToken(cipher: TokenCipher, sealed: string, now = Date.now()): PublicTokenClaims {
  const payload = open(cipher, PUBLIC_LABEL, sealed, now);
  if (typeof payload.linkToken !== 'string') {
    throw new InvalidErpTokenError('This ERP connection token is not valid. Please connect again.');
  }
  return {
    userId: payload.userId as string,
    organizationId: payload.organizationId as string,
    integration: payload.integration as ErpSystem,
    linkToken: payload.linkToken,
  };
}

/** The sandbox ERP's account token: random, so two connections never share one. */
export const newSandboxAccountToken = () => `sandbox-account-${randomBytes(24).toString('base64url')}`;

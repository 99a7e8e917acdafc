import { randomBytes } from 'node:crypto';
import type { TokenCipher } from '../../secrets/token-cipher.js';

export type MailboxProvider = 'google' | 'microsoft';
export type ConnectPurpose = 'mailbox' | 'ai_employee';

/** What the hosted-auth round trip must remember about who started it and where to report back. */
export interface OAuthState {
  userId: string;
  organizationId: string;
  purpose: ConnectPurpose;
  provider: MailboxProvider;
  /** The app origin that opened the popup: the only target of the result message. */
  origin: string;
}

export const STATE_TTL_MS = 10 * 60 * 1000;

// Distinguishes a sealed state from any other value sealed with the same key (e.g. a stored grant).
const LABEL = 'aide-nylas-state:v1';

interface SealedPayload extends OAuthState {
  label: typeof LABEL;
  expiresAt: number;
  nonce: string;
}

export class InvalidStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidStateError';
  }
}

/** AES-256-GCM sealed (authenticated, so tamper-proof) and URL-safe. */
export function sealState(cipher: TokenCipher, state: OAuthState, now = Date.now()): string {
  const payload: SealedPayload = {
    label: LABEL,
    ...state,
    expiresAt: now + STATE_TTL_MS,
    nonce: randomBytes(8).toString('base64url'),
  };
  return Buffer.from(cipher.encrypt(JSON.stringify(payload)), 'utf8').toString('base64url');
}

/** The state back, or InvalidStateError with a message a user can read. */
export function openState(cipher: TokenCipher, sealed: string, now = Date.now()): OAuthState {
  let payload: Partial<SealedPayload>;
  try {
    payload = JSON.parse(cipher.decrypt(Buffer.from(sealed, 'base64url').toString('utf8'))) as SealedPayload;
  } catch {
    throw new InvalidStateError('This connection link is not valid. Please start connecting again.');
  }
  if (
    payload.label !== LABEL ||
    typeof payload.expiresAt !== 'number' ||
    !payload.userId ||
    !payload.organizationId ||
    !payload.origin ||
    (payload.purpose !== 'mailbox' && payload.purpose !== 'ai_employee') ||
    (payload.provider !== 'google' && payload.provider !== 'microsoft')
  ) {
    throw new InvalidStateError('This connection link is not valid. Please start connecting again.');
  }
  if (now > payload.expiresAt) {
    throw new InvalidStateError('This connection link has expired. Please start connecting again.');
  }
  return {
    userId: payload.userId,
    organizationId: payload.organizationId,
    purpose: payload.purpose,
    provider: payload.provider,
    origin: payload.origin,
  };
}

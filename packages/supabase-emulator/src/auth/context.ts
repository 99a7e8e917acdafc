import type { Database } from '../db/queryable.js';
import type { TokenSettings } from './issue-session.js';

export interface AuthContext {
  db: Database;
  tokens: TokenSettings;
  siteUrl: string;
  /** Sign-ups are confirmed at once and get a session (GoTrue's MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  minPasswordLength: number;
  /** Seconds a just-rotated refresh token may still be presented (GoTrue's refresh_token_reuse_interval). */
  refreshTokenReuseInterval: number;
}

/** The request body fields the auth endpoints read; anything may be missing or of the wrong type. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

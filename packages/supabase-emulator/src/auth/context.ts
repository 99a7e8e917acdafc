import type { Database } from '../db/queryable.js';
import type { AuthSettings, EmailTemplates } from '../project-config.js';
import type { TokenSettings } from './issue-session.js';
import type { RateLimitCheck } from './rate-limits.js';

export interface AuthContext {
  db: Database;
  tokens: TokenSettings;
  siteUrl: string;
  /** Sign-ups are confirmed at once and get a session (GoTrue's MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  minPasswordLength: number;
  /** Seconds a just-rotated refresh token may still be presented (GoTrue's refresh_token_reuse_interval). */
  refreshTokenReuseInterval: number;
  /** Seconds before another email may go to the same address ([auth.email] max_frequency). */
  emailMaxFrequency: number;
  /** config.toml's [auth.email.template.*] (subject and file content); GoTrue's own emails otherwise. */
  emailTemplates: EmailTemplates;
  /** [auth.rate_limit]: throws GoTrue's 429 when a bucket is full. */
  limit: RateLimitCheck;
  /** Every [auth] setting (sign-ups, anonymous users, phone, MFA factor types, email changes, keys). */
  settings: AuthSettings;
}

/** A JSON object field of a request body (`data`, `user_metadata`, …), else undefined. */
export const objectField = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** The request body fields the auth endpoints read; anything may be missing or of the wrong type. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

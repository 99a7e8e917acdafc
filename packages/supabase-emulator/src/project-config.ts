import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { findRepoRoot } from './paths.js';

/**
 * The auth settings of supabase/config.toml that the embedded server honours, so it behaves like the hosted
 * project that `supabase config push` configures from the same file.
 */
export interface AuthSettings {
  siteUrl: string;
  /** GoTrue's MAILER_AUTOCONFIRM: `enable_confirmations = false`. */
  autoconfirm: boolean;
  jwtExpirySeconds: number;
  minPasswordLength: number;
  refreshTokenReuseIntervalSeconds: number;
  /** Seconds between two confirmation or recovery emails to one address ([auth.email] max_frequency). */
  emailMaxFrequencySeconds: number;
  rateLimits: AuthRateLimits;
  hooks: AuthHooks;
  emailTemplates: EmailTemplates;
}

/** [auth.email.template.<type>]: a subject and the HTML of `content_path` (relative to the repository). */
export interface EmailTemplate {
  subject: string;
  content: string;
}
export type EmailTemplates = Partial<Record<'invite' | 'signup' | 'recovery', EmailTemplate>>;

/** config.toml's template names → GoTrue's email types. */
const TEMPLATE_TYPES = { invite: 'invite', confirmation: 'signup', recovery: 'recovery' } as const;

/** [auth.rate_limit]: per IP (sign-ins also per email), over GoTrue's windows. */
export interface AuthRateLimits {
  /** Emails per hour, project-wide. */
  emailSent: number;
  /** Sign-in and sign-up requests per 5 minutes. */
  signInSignUps: number;
  /** Token refreshes per 5 minutes. */
  tokenRefresh: number;
  /** OTP / link verifications per 5 minutes. */
  tokenVerifications: number;
  /**
   * MFA challenges and verifications per minute, counted per factor here (per IP on hosted). GoTrue's
   * GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: config.toml has no key for it, so always its default 15.
   */
  mfaChallengeAndVerify: number;
}

/** Postgres function hooks ([auth.hook.*] with a pg-functions:// uri), as `schema.function`. */
export interface AuthHooks {
  beforeUserCreated: string | null;
  customAccessToken: string | null;
}

/** Supabase CLI defaults for what config.toml leaves out. */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  siteUrl: 'http://localhost:3000',
  autoconfirm: false,
  jwtExpirySeconds: 3600,
  minPasswordLength: 6,
  refreshTokenReuseIntervalSeconds: 10,
  emailMaxFrequencySeconds: 1,
  rateLimits: {
    emailSent: 2,
    signInSignUps: 30,
    tokenRefresh: 150,
    tokenVerifications: 30,
    mfaChallengeAndVerify: 15,
  },
  hooks: { beforeUserCreated: null, customAccessToken: null },
  emailTemplates: {},
};

type Table = Record<string, unknown>;

const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};
const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** "60s", "1m", "1h" (Go durations as the CLI writes them) in seconds. */
function seconds(value: unknown, fallback: number): number {
  if (typeof value !== 'string') return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value.trim());
  if (!match) throw new Error(`config.toml: "${value}" is not a duration like "60s"`);
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return Number(match[1]) * factor;
}

/** `pg-functions://postgres/<schema>/<function>` → `<schema>.<function>`; null when disabled. */
function hookFunction(hook: unknown): string | null {
  const settings = table(hook);
  if (settings.enabled !== true) return null;
  const uri = String(settings.uri);
  const match = /^pg-functions:\/\/[^/]+\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(uri);
  if (!match) throw new Error(`config.toml: only pg-functions:// hooks are supported, got "${uri}"`);
  return `${match[1]}.${match[2]}`;
}

function emailTemplates(templates: Table, readContent: (path: string) => string): EmailTemplates {
  const result: EmailTemplates = {};
  for (const [name, type] of Object.entries(TEMPLATE_TYPES)) {
    const settings = table(templates[name]);
    if (typeof settings.content_path !== 'string') continue;
    result[type] = {
      subject: typeof settings.subject === 'string' ? settings.subject : '',
      content: readContent(settings.content_path),
    };
  }
  return result;
}

/**
 * Reads the auth settings of a config.toml text; `readContent` reads a template's `content_path` (relative to
 * the repository root, as the Supabase CLI resolves it).
 */
export function parseAuthSettings(
  toml: string,
  readContent: (path: string) => string = () => {
    throw new Error('config.toml: email templates need the repository to read them from');
  },
): AuthSettings {
  const auth = table(parse(toml).auth);
  const email = table(auth.email);
  const limits = table(auth.rate_limit);
  const hooks = table(auth.hook);
  const d = DEFAULT_AUTH_SETTINGS;
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : d.siteUrl,
    autoconfirm: email.enable_confirmations !== true,
    jwtExpirySeconds: number(auth.jwt_expiry, d.jwtExpirySeconds),
    minPasswordLength: number(auth.minimum_password_length, d.minPasswordLength),
    refreshTokenReuseIntervalSeconds: number(
      auth.refresh_token_reuse_interval,
      d.refreshTokenReuseIntervalSeconds,
    ),
    emailMaxFrequencySeconds: seconds(email.max_frequency, d.emailMaxFrequencySeconds),
    rateLimits: {
      emailSent: number(limits.email_sent, d.rateLimits.emailSent),
      signInSignUps: number(limits.sign_in_sign_ups, d.rateLimits.signInSignUps),
      tokenRefresh: number(limits.token_refresh, d.rateLimits.tokenRefresh),
      tokenVerifications: number(limits.token_verifications, d.rateLimits.tokenVerifications),
      mfaChallengeAndVerify: d.rateLimits.mfaChallengeAndVerify,
    },
    hooks: {
      beforeUserCreated: hookFunction(hooks.before_user_created),
      customAccessToken: hookFunction(hooks.custom_access_token),
    },
    emailTemplates: emailTemplates(table(email.template), readContent),
  };
}

/** The repository's supabase/config.toml. */
export function loadProjectAuthSettings(): AuthSettings {
  const root = findRepoRoot();
  return parseAuthSettings(readFileSync(join(root, 'supabase', 'config.toml'), 'utf8'), (path) =>
    readFileSync(join(root, path), 'utf8'),
  );
}

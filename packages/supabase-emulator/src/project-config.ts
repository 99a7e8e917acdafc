import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { JWK } from 'jose';
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
  /** [auth] jwt_secret: an HS256 secret; signs when there are no signing keys (GoTrue's GOTRUE_JWT_SECRET). */
  jwtSecret: string | null;
  /** [auth] signing_keys_path: the JWKs that sign and verify access tokens (GoTrue's GOTRUE_JWT_KEYS). */
  jwtKeys: JWK[] | null;
  /** [auth] enable_signup: new accounts may be made at all (GOTRUE_DISABLE_SIGNUP when false). */
  enableSignup: boolean;
  /** [auth] enable_anonymous_sign_ins. */
  anonymousSignIns: boolean;
  /** [auth] enable_manual_linking: linkIdentity / unlinkIdentity. */
  manualLinking: boolean;
  email: EmailSettings;
  sms: SmsSettings;
  mfa: MfaSettings;
  /** [auth.passkey] enabled: passkey registration and sign-in (/passkeys). */
  passkeys: boolean;
  /** [auth.webauthn]: the relying party of passkeys and WebAuthn factors (default: the site URL's). */
  webauthn: { rpId: string; rpDisplayName: string; rpOrigins: string[] };
}

/** [auth.email] besides confirmations and max_frequency. */
export interface EmailSettings {
  /** enable_signup: the email provider (GOTRUE_EXTERNAL_EMAIL_ENABLED). */
  enabled: boolean;
  /** double_confirm_changes: an email change is confirmed from the old address and the new one. */
  doubleConfirmChanges: boolean;
  /** secure_password_change: a password change needs a recent sign-in or a reauthentication nonce. */
  securePasswordChange: boolean;
  otpLength: number;
  otpExpirySeconds: number;
}

/**
 * [auth.sms]: phone sign-ups and sign-ins with a code. The embedded server's SMS provider is its SMS outbox
 * (/outbox/sms); a hosted project sends through the provider enabled in config.toml ([auth.sms.twilio], …).
 */
export interface SmsSettings {
  /** enable_signup: the phone provider (GOTRUE_EXTERNAL_PHONE_ENABLED). */
  enabled: boolean;
  /** GoTrue's SMS_AUTOCONFIRM: `enable_confirmations = false`. */
  autoconfirm: boolean;
  /** The message, with `{{ .Code }}`. */
  template: string;
  maxFrequencySeconds: number;
  /** [auth.sms.test_otp]: phone number → fixed code; no SMS is sent to these numbers. */
  testOtp: Record<string, string>;
  otpLength: number;
  otpExpirySeconds: number;
}

/** [auth.mfa]: which factor types may be enrolled and verified. */
export interface MfaSettings {
  maxEnrolledFactors: number;
  totp: { enroll: boolean; verify: boolean };
  phone: {
    enroll: boolean;
    verify: boolean;
    otpLength: number;
    template: string;
    maxFrequencySeconds: number;
  };
  webAuthn: { enroll: boolean; verify: boolean };
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
  /** SMS sent per hour, project-wide. */
  smsSent: number;
  /** Anonymous sign-ins per hour, per IP. */
  anonymousUsers: number;
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
    smsSent: 30,
    anonymousUsers: 30,
  },
  hooks: { beforeUserCreated: null, customAccessToken: null },
  emailTemplates: {},
  jwtSecret: null,
  jwtKeys: null,
  enableSignup: true,
  anonymousSignIns: false,
  manualLinking: false,
  email: {
    enabled: true,
    doubleConfirmChanges: true,
    securePasswordChange: false,
    otpLength: 6,
    // GoTrue's MAILER_OTP_EXP default: a day (config.toml's otp_expiry sets another).
    otpExpirySeconds: 86400,
  },
  sms: {
    enabled: false,
    autoconfirm: true,
    template: 'Your code is {{ .Code }}',
    maxFrequencySeconds: 5,
    testOtp: {},
    otpLength: 6,
    otpExpirySeconds: 60,
  },
  mfa: {
    maxEnrolledFactors: 10,
    totp: { enroll: true, verify: true },
    phone: {
      enroll: false,
      verify: false,
      otpLength: 6,
      template: 'Your code is {{ .Code }}',
      maxFrequencySeconds: 5,
    },
    webAuthn: { enroll: false, verify: false },
  },
  passkeys: false,
  webauthn: { rpId: 'localhost', rpDisplayName: 'Supabase', rpOrigins: ['http://localhost:3000'] },
};

type Table = Record<string, unknown>;

const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};
const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const string = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** `env(NAME)` values of config.toml, resolved as the CLI does (unset: empty). */
const withEnv = (value: unknown) =>
  typeof value === 'string'
    ? value.replace(/^env\((\w+)\)$/, (_whole, name: string) => process.env[name] ?? '')
    : value;

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
  readSupabaseFile: (path: string) => string = readContent,
): AuthSettings {
  const auth = table(parse(toml).auth);
  const email = table(auth.email);
  const limits = table(auth.rate_limit);
  const hooks = table(auth.hook);
  const sms = table(auth.sms);
  const mfa = table(auth.mfa);
  const mfaPhone = table(mfa.phone);
  const mfaTotp = table(mfa.totp);
  const mfaWebAuthn = table(mfa.web_authn);
  const d = DEFAULT_AUTH_SETTINGS;
  const jwtSecret = withEnv(auth.jwt_secret);
  const webauthn = table(auth.webauthn);
  const siteUrl = typeof auth.site_url === 'string' ? auth.site_url : d.siteUrl;
  const keysPath = withEnv(auth.signing_keys_path);
  return {
    siteUrl,
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
      smsSent: number(limits.sms_sent, d.rateLimits.smsSent),
      anonymousUsers: number(limits.anonymous_users, d.rateLimits.anonymousUsers),
    },
    hooks: {
      beforeUserCreated: hookFunction(hooks.before_user_created),
      customAccessToken: hookFunction(hooks.custom_access_token),
    },
    emailTemplates: emailTemplates(table(email.template), readContent),
    jwtSecret: typeof jwtSecret === 'string' && jwtSecret ? jwtSecret : null,
    jwtKeys:
      typeof keysPath === 'string' && keysPath ? (JSON.parse(readSupabaseFile(keysPath)) as JWK[]) : null,
    enableSignup: bool(auth.enable_signup, d.enableSignup),
    anonymousSignIns: bool(auth.enable_anonymous_sign_ins, d.anonymousSignIns),
    manualLinking: bool(auth.enable_manual_linking, d.manualLinking),
    email: {
      enabled: bool(email.enable_signup, d.email.enabled),
      doubleConfirmChanges: bool(email.double_confirm_changes, d.email.doubleConfirmChanges),
      securePasswordChange: bool(email.secure_password_change, d.email.securePasswordChange),
      otpLength: number(email.otp_length, d.email.otpLength),
      otpExpirySeconds: number(email.otp_expiry, d.email.otpExpirySeconds),
    },
    sms: {
      enabled: bool(sms.enable_signup, d.sms.enabled),
      autoconfirm: sms.enable_confirmations !== true,
      template: string(sms.template, d.sms.template),
      maxFrequencySeconds: seconds(sms.max_frequency, d.sms.maxFrequencySeconds),
      testOtp: Object.fromEntries(
        Object.entries(table(sms.test_otp)).map(([phone, code]) => [phone.replace(/^\+/, ''), String(code)]),
      ),
      otpLength: d.sms.otpLength,
      otpExpirySeconds: d.sms.otpExpirySeconds,
    },
    mfa: {
      maxEnrolledFactors: number(mfa.max_enrolled_factors, d.mfa.maxEnrolledFactors),
      totp: {
        enroll: bool(mfaTotp.enroll_enabled, d.mfa.totp.enroll),
        verify: bool(mfaTotp.verify_enabled, d.mfa.totp.verify),
      },
      phone: {
        enroll: bool(mfaPhone.enroll_enabled, d.mfa.phone.enroll),
        verify: bool(mfaPhone.verify_enabled, d.mfa.phone.verify),
        otpLength: number(mfaPhone.otp_length, d.mfa.phone.otpLength),
        template: string(mfaPhone.template, d.mfa.phone.template),
        maxFrequencySeconds: seconds(mfaPhone.max_frequency, d.mfa.phone.maxFrequencySeconds),
      },
      webAuthn: {
        enroll: bool(mfaWebAuthn.enroll_enabled, d.mfa.webAuthn.enroll),
        verify: bool(mfaWebAuthn.verify_enabled, d.mfa.webAuthn.verify),
      },
    },
    passkeys: bool(table(auth.passkey).enabled, d.passkeys),
    webauthn: {
      rpId: string(webauthn.rp_id, new URL(siteUrl).hostname),
      rpDisplayName: string(webauthn.rp_display_name, d.webauthn.rpDisplayName),
      rpOrigins: Array.isArray(webauthn.rp_origins)
        ? webauthn.rp_origins.map(String)
        : [new URL(siteUrl).origin],
    },
  };
}

/**
 * The auth settings of a config.toml: the repository's supabase/config.toml by default, or another project's
 * (the conformance harness reads each client suite's own). Templates' content_path is relative to the
 * project root (the folder holding supabase/), other paths (signing_keys_path) to the supabase folder, as the
 * Supabase CLI resolves them.
 */
export function loadProjectAuthSettings(configFile?: string): AuthSettings {
  const file = configFile ?? join(findRepoRoot(), 'supabase', 'config.toml');
  const supabaseDir = dirname(resolve(file));
  const projectRoot = dirname(supabaseDir);
  return parseAuthSettings(
    readFileSync(file, 'utf8'),
    (path) => readFileSync(resolve(projectRoot, path), 'utf8'),
    (path) => readFileSync(resolve(supabaseDir, path), 'utf8'),
  );
}

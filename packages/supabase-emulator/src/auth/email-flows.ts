import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import {
  createFlowState,
  issueEmailFlowCode,
  pkceChallenge,
  startSession,
  type PkceChallenge,
} from './flow-state.js';
import { firstLink, htmlToText, renderEmailTemplate, type TemplateVariables } from './email-template.js';
import { writeOutbox } from './outbox.js';
import { errorRedirect, redirectTarget, sessionFragment, withFragment, withQuery } from './redirect.js';
import { findUserByEmail, type UserRow } from './user-store.js';
import { newOtp, tokenHash } from './validate.js';
import { completeVerification, findUserByTokenHash, METHOD, type VerifyType } from './verify.js';

/**
 * The emails with a one-time code: the link carries its hash (`token=`), the body the code itself (`{{ .Token }}`),
 * and either verifies (GET /verify, POST /verify with token_hash, or email + token).
 */
export type EmailType =
  | 'signup'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email_change_current'
  | 'email_change_new'
  | 'reauthentication';

/** The users columns (`<column>`, `<sent_at>`) each email's token lives in, as in GoTrue. */
export const TOKEN_COLUMNS: Record<EmailType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  email_change_new: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
};

/** The `type` of the verify link (both halves of an email change verify as `email_change`). */
const LINK_TYPE: Record<EmailType, string> = {
  signup: 'signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
  reauthentication: 'reauthentication',
};

/** GoTrue's built-in emails, used unless config.toml gives the type a template ([auth.email.template.*]). */
const TEMPLATES: Record<EmailType, { subject: string; heading: string; lead: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  email_change_current: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
  email_change_new: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    lead: 'Enter the code:',
    action: '',
  },
};

/** config.toml's template names for each email ([auth.email.template.<name>]). */
const CUSTOM_TEMPLATE: Partial<Record<EmailType, 'signup' | 'recovery' | 'invite'>> = {
  signup: 'signup',
  recovery: 'recovery',
  invite: 'invite',
};

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface SentEmail {
  /** The code of the email (what `verifyOtp({ email, token })` takes). */
  otp: string;
  /** The stored token hash (with GoTrue's `pkce_` prefix for PKCE flows): `token_hash` and the link's `token`. */
  hashedToken: string;
  /** The verify link. */
  actionLink: string;
  redirectTo: string;
}

export interface SendOptions {
  /** The address the email goes to and the code is bound to (the new one for email_change_new). */
  to?: string;
  /** Only generate the token and link (admin generate_link): nothing goes to the outbox, no frequency check. */
  generateOnly?: boolean;
  /** The frequency was checked already (the second email of an email change). */
  skipFrequencyCheck?: boolean;
}

/**
 * "Sends" an email with a one-time code: the code's hash on the user (GoTrue's token columns), a flow state
 * when the client uses PKCE, and the message in the outbox with its `<url>/auth/v1/verify?token=...` link.
 */
export async function sendEmailLink(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  type: EmailType,
  redirectTo: string,
  challenge: PkceChallenge | null,
  options: SendOptions = {},
): Promise<SentEmail> {
  const columns = TOKEN_COLUMNS[type];
  const to = options.to ?? user.email ?? '';
  if (!options.generateOnly) {
    if (!options.skipFrequencyCheck) await assertMaySendTo(db, ctx, user.id, columns.sentAt);
    await ctx.limit('email', 'project');
  }
  const otp = newOtp(ctx.settings.email.otpLength);
  const hashedToken = (challenge ? 'pkce_' : '') + tokenHash(to, otp);
  await db.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hashedToken],
  );
  if (challenge) {
    await createFlowState(
      db,
      { userId: user.id, challenge, providerType: 'email', method: METHOD[LINK_TYPE[type] as VerifyType] },
      false,
    );
  }
  const actionLink =
    `${ctx.tokens.issuer}/verify?token=${encodeURIComponent(hashedToken)}&type=${LINK_TYPE[type]}` +
    `&redirect_to=${encodeURIComponent(redirectTo)}`;
  const sent = { otp, hashedToken, actionLink, redirectTo };
  if (options.generateOnly) return sent;

  const customName = CUSTOM_TEMPLATE[type];
  const custom = customName ? ctx.emailTemplates[customName] : undefined;
  if (custom) {
    const variables: TemplateVariables = {
      SiteURL: ctx.siteUrl,
      ConfirmationURL: actionLink,
      TokenHash: hashedToken,
      Token: otp,
      Email: user.email ?? '',
      NewEmail: user.email_change ?? '',
      RedirectTo: redirectTo,
      Data: user.raw_user_meta_data ?? {},
    };
    const html = renderEmailTemplate(custom.content, variables);
    await writeOutbox(db, {
      to,
      subject: renderEmailTemplate(custom.subject, variables),
      html,
      text: htmlToText(html),
      link: firstLink(html) ?? actionLink,
      type: LINK_TYPE[type],
      code: otp,
    });
    return sent;
  }
  const template = TEMPLATES[type];
  const linkHtml = template.action
    ? `<p><a href="${escapeAttr(actionLink)}">${template.action}</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`
    : `<p>${otp}</p>`;
  await writeOutbox(db, {
    to,
    subject: template.subject,
    html: `<h2>${template.heading}</h2>\n<p>${template.lead}</p>\n${linkHtml}`,
    text:
      `${template.heading}\n\n${template.lead}\n` +
      (template.action ? `${actionLink}\n\nAlternatively, enter the code: ${otp}\n` : `${otp}\n`),
    link: template.action ? actionLink : null,
    type: LINK_TYPE[type],
    code: otp,
  });
  return sent;
}

/** [auth.email] max_frequency: one email of a kind per address per interval, as GoTrue. */
async function assertMaySendTo(
  db: Queryable,
  ctx: AuthContext,
  userId: string,
  sentAtColumn: string,
): Promise<void> {
  const { rows } = await db.query<{ wait: number | null }>(
    `select ceil(extract(epoch from (${sentAtColumn} + make_interval(secs => $2) - now())))::int as wait
       from auth.users where id = $1`,
    [userId, ctx.emailMaxFrequency],
  );
  const wait = rows[0]?.wait;
  if (wait && wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
      {},
      { 'retry-after': String(wait) },
    );
  }
}

export const redirectOf = (ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown> = {}) =>
  redirectTarget(
    ctx,
    new URL(request.url, 'http://local').searchParams.get('redirect_to') ?? (text(body.redirect_to) || null),
  );

/** POST /recover: always `{}`, so the answer never tells whether an account exists. */
export async function recover(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const email = text(body.email).trim().toLowerCase();
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  // No account can have an address with a NUL character: answer as for any unknown email.
  if (email.includes('\u0000')) return {};
  const challenge = pkceChallenge(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectOf(ctx, request);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendEmailLink(tx, ctx, user, 'recovery', redirectTo, challenge);
  });
  return {};
}

const LINK_TYPES = new Set(['signup', 'recovery', 'invite', 'magiclink', 'email_change']);

/**
 * GET /verify?token&type&redirect_to: the emailed link. Spends the token and redirects (303): PKCE flows
 * get `?code=`, implicit flows the session in the fragment; a bad or used token redirects with otp_expired.
 */
export async function verifyLink(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const params = new URL(request.url, 'http://local').searchParams;
  const type = params.get('type') ?? '';
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!LINK_TYPES.has(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  const token = params.get('token') ?? '';
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = redirectTarget(ctx, params.get('redirect_to'));
  const pkce = token.startsWith('pkce_');
  const verifyType = type as VerifyType;
  const method = METHOD[verifyType];

  const target = await ctx.db.transaction(async (tx) => {
    const user = await findUserByTokenHash(tx, ctx, verifyType, token);
    if (!user) return undefined;
    const outcome = await completeVerification(tx, ctx, verifyType, user, token);
    if (outcome === 'partial') {
      // One half of a secure email change: the other link is still to be followed.
      return withFragment(redirectTo, {
        message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      });
    }
    if (pkce) {
      const code = await issueEmailFlowCode(tx, user.id, method);
      return code ? withQuery(redirectTo, { code }) : undefined;
    }
    const session = await startSession(tx, ctx, user.id, method);
    return withFragment(redirectTo, sessionFragment(session, type));
  });
  return (
    target ?? errorRedirect(redirectTo, 403, 'otp_expired', 'Email link is invalid or has expired', pkce)
  );
}

import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import {
  createFlowState,
  issueEmailFlowCode,
  newEmailToken,
  pkceChallenge,
  startSession,
  type AuthMethod,
  type PkceChallenge,
} from './flow-state.js';
import { firstLink, htmlToText, renderEmailTemplate, type TemplateVariables } from './email-template.js';
import { writeOutbox } from './outbox.js';
import { errorRedirect, redirectTarget, sessionFragment, withFragment, withQuery } from './redirect.js';
import { findUserByEmail, type UserRow } from './user-store.js';

/** Email links stay valid for a day (GoTrue's MAILER_OTP_EXP default is 86400 seconds). */
const EMAIL_LINK_TTL_SECONDS = 86400;

export type EmailType = 'signup' | 'recovery' | 'invite';

/** The column pair (`<column>_token`, `<column>_sent_at`) each email's token lives in, as in GoTrue. */
const TOKEN_COLUMN: Record<EmailType, 'confirmation' | 'recovery'> = {
  signup: 'confirmation',
  invite: 'confirmation',
  recovery: 'recovery',
};

const METHOD: Record<EmailType, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
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
};

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * "Sends" the confirmation or recovery email: a one-time token on the user, a flow state when the client
 * uses PKCE, and the message in the outbox with its `<url>/auth/v1/verify?token=...` link.
 */
export async function sendEmailLink(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  type: EmailType,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<void> {
  const column = TOKEN_COLUMN[type];
  await assertMaySendTo(db, ctx, user.id, column);
  await ctx.limit('email', 'project');
  const token = newEmailToken(!!challenge);
  await db.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, token],
  );
  if (challenge) {
    await createFlowState(
      db,
      { userId: user.id, challenge, providerType: 'email', method: METHOD[type] },
      false,
    );
  }
  const confirmationUrl =
    `${ctx.tokens.issuer}/verify?token=${encodeURIComponent(token)}&type=${type}` +
    `&redirect_to=${encodeURIComponent(redirectTo)}`;
  const custom = ctx.emailTemplates[type];
  if (custom) {
    const variables: TemplateVariables = {
      SiteURL: ctx.siteUrl,
      ConfirmationURL: confirmationUrl,
      TokenHash: token,
      Email: user.email ?? '',
      RedirectTo: redirectTo,
      Data: user.raw_user_meta_data ?? {},
    };
    const html = renderEmailTemplate(custom.content, variables);
    await writeOutbox(db, {
      to: user.email ?? '',
      subject: renderEmailTemplate(custom.subject, variables),
      html,
      text: htmlToText(html),
      link: firstLink(html) ?? confirmationUrl,
      type,
    });
    return;
  }
  const template = TEMPLATES[type];
  await writeOutbox(db, {
    to: user.email ?? '',
    subject: template.subject,
    html:
      `<h2>${template.heading}</h2>\n<p>${template.lead}</p>\n` +
      `<p><a href="${escapeAttr(confirmationUrl)}">${template.action}</a></p>`,
    text: `${template.heading}\n\n${template.lead}\n${confirmationUrl}\n`,
    link: confirmationUrl,
    type,
  });
}

/** [auth.email] max_frequency: one confirmation (or recovery) email per address per interval, as GoTrue. */
async function assertMaySendTo(
  db: Queryable,
  ctx: AuthContext,
  userId: string,
  column: 'confirmation' | 'recovery',
): Promise<void> {
  const { rows } = await db.query<{ wait: number | null }>(
    `select ceil(extract(epoch from (${column}_sent_at + make_interval(secs => $2) - now())))::int as wait
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

/** POST /recover: always `{}`, so the answer never tells whether an account exists. */
export async function recover(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const email = text(body.email).trim().toLowerCase();
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  // No account can have an address with a NUL character: answer as for any unknown email.
  if (email.includes('\u0000')) return {};
  const challenge = pkceChallenge(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectTarget(
    ctx,
    new URL(request.url, 'http://local').searchParams.get('redirect_to'),
  );
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendEmailLink(tx, ctx, user, 'recovery', redirectTo, challenge);
  });
  return {};
}

const otpExpired = (message: string) => new AuthError(403, 'otp_expired', message);

/** Finds the user of an unexpired email token and spends it: confirms the email, clears the token. */
async function spendEmailToken(db: Queryable, type: EmailType, token: string): Promise<string | undefined> {
  if (!token) return undefined;
  const column = TOKEN_COLUMN[type];
  const { rows } = await db.query<{ id: string }>(
    `update auth.users
        set ${column}_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where ${column}_token = $1 and deleted_at is null
        and ${column}_sent_at + make_interval(secs => $2::int) > now()
      returning id`,
    [token, EMAIL_LINK_TTL_SECONDS],
  );
  const userId = rows[0]?.id;
  if (userId) {
    await db.query(
      `update auth.identities
          set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [userId],
    );
  }
  return userId;
}

const verifyType = (raw: string): EmailType => {
  if (raw === 'signup' || raw === 'recovery' || raw === 'invite') return raw;
  throw badRequest('validation_failed', 'Verify requires a verification type');
};

/**
 * GET /verify?token&type&redirect_to: the emailed link. Spends the token and redirects (303): PKCE flows
 * get `?code=`, implicit flows the session in the fragment; a bad or used token redirects with otp_expired.
 */
export async function verifyLink(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const params = new URL(request.url, 'http://local').searchParams;
  const type = verifyType(params.get('type') ?? '');
  const token = params.get('token') ?? '';
  const redirectTo = redirectTarget(ctx, params.get('redirect_to'));
  const pkce = token.startsWith('pkce_');
  const method = METHOD[type];

  const target = await ctx.db.transaction(async (tx) => {
    const userId = await spendEmailToken(tx, type, token);
    if (!userId) return undefined;
    if (pkce) {
      const code = await issueEmailFlowCode(tx, userId, method);
      return code ? withQuery(redirectTo, { code }) : undefined;
    }
    const session = await startSession(tx, ctx, userId, method);
    return withFragment(redirectTo, sessionFragment(session, type));
  });
  return (
    target ?? errorRedirect(redirectTo, 403, 'otp_expired', 'Email link is invalid or has expired', pkce)
  );
}

/** POST /verify { type, token_hash }: supabase-js verifyOtp with a token hash; answers with a session. */
export async function verifyTokenHash(ctx: AuthContext, body: Record<string, unknown>) {
  const type = verifyType(text(body.type));
  const token = text(body.token_hash);
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const method = METHOD[type];
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await spendEmailToken(tx, type, token);
    return userId ? startSession(tx, ctx, userId, method) : undefined;
  });
  if (!session) throw otpExpired('Token has expired or is invalid');
  return session;
}

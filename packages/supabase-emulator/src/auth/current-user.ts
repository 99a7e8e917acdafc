import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../http/gateway.js';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest, forbidden, unprocessable, weakPassword } from './auth-error.js';
import { objectField, text, type AuthContext } from './context.js';
import { redirectOf, sendEmailLink } from './email-flows.js';
import { factorsOf } from './factor-store.js';
import { pkceChallenge } from './flow-state.js';
import { sendPhoneOtp } from './phone.js';
import { tokenHash, validateEmail, validatePhone } from './validate.js';
import { completeVerification } from './verify.js';
import { hashPassword, passwordMatches } from './password.js';
import { endSessions, findSession, type LogoutScope } from './session-store.js';
import { fullUserJson } from './user-json.js';
import { findUserByEmail, findUserById, findUserByPhone, updateUser, type UserRow } from './user-store.js';

export interface Authenticated {
  user: UserRow;
  sessionId: string;
  /** The session's assurance level as stored (aal1, or aal2 after a verified factor). */
  aal: string;
}

/** golang-jwt's wording, which GoTrue puts after "invalid JWT: unable to parse or verify signature, ". */
const JWT_PROBLEM: Record<string, string> = {
  malformed: 'token is malformed: token contains an invalid number of segments',
  signature: 'token signature is invalid: crypto/ecdsa: verification error',
  expired: 'token has invalid claims: token is expired',
  claims: 'token has invalid claims',
};

/** GoTrue's requireAuthentication: a valid bearer JWT whose user and session still exist. */
export async function requireUser(ctx: AuthContext, request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const check = await ctx.tokens.key.verify(token);
  if (!check.ok) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${JWT_PROBLEM[check.reason]}`,
    );
  }
  const { sub, session_id: sessionId } = check.claims;
  if (typeof sub !== 'string' || !sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(ctx.db, sub).catch(() => undefined);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const session =
    typeof sessionId === 'string' ? await findSession(ctx.db, sessionId).catch(() => undefined) : undefined;
  if (!session || session.user_id !== user.id) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId: session.id, aal: session.aal ?? 'aal1' };
}

/** GET /user */
export async function getUser(ctx: AuthContext, request: FastifyRequest) {
  const { user } = await requireUser(ctx, request);
  return fullUserJson(ctx.db, user);
}

/**
 * PUT /user (GoTrue's UserUpdate): user metadata (merged), password (weak_password, same_password, a
 * reauthentication nonce with secure_password_change), email (a confirmation to the new address, and with
 * double_confirm_changes to the current one too) and phone (an SMS code), nonce. A user with a verified factor
 * needs an aal2 session to change password, email or phone.
 */
export async function putUser(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const { user, sessionId, aal } = await requireUser(ctx, request);
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const phone = typeof body.phone === 'string' && body.phone ? validatePhone(body.phone) : '';
  const newEmail = email ? validateEmail(email) : '';
  const password = body.password === undefined || body.password === null ? undefined : text(body.password);
  const changesEmail = !!newEmail && newEmail !== (user.email ?? '').toLowerCase();
  const changesPhone = !!phone && phone !== (user.phone ?? '');
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (
    (password || changesEmail || changesPhone) &&
    aal !== 'aal2' &&
    (await factorsOf(ctx.db, user.id)).some((factor) => factor.status === 'verified')
  ) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (user.is_anonymous && password && !newEmail && !phone) {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
  }
  if (changesEmail) {
    const other = await findUserByEmail(ctx.db, newEmail);
    if (other && other.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
  }
  if (changesPhone) {
    const other = await findUserByPhone(ctx.db, phone);
    if (other && other.id !== user.id) {
      throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
    }
  }
  const metadata = objectField(body.data);
  let passwordHash: string | undefined;
  if (password !== undefined) {
    if (ctx.settings.email.securePasswordChange && !(await signedInRecently(ctx, sessionId))) {
      const nonce = text(body.nonce);
      if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
      await spendReauthenticationNonce(ctx, user, nonce);
    }
    if (password.length < ctx.minPasswordLength) throw weakPassword(ctx.minPasswordLength);
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  const challenge = pkceChallenge(body.code_challenge, body.code_challenge_method);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { metadata, passwordHash });
    // As GoTrue: a new password signs every other session out (a thief's session included).
    if (passwordHash) await endSessions(tx, user.id, sessionId, 'others');
    if (changesEmail) {
      if (user.is_anonymous && ctx.autoconfirm) {
        // An anonymous user adding an email with autoconfirm is a sign-up: confirmed at once.
        await tx.query(`update auth.users set email_change = $2 where id = $1`, [user.id, newEmail]);
        const pending = await findUserById(tx, user.id);
        if (pending) await completeVerification(tx, ctx, 'email_change', pending, '');
      } else {
        await sendEmailChange(tx, ctx, user, newEmail, redirectOf(ctx, request, body), challenge);
      }
    }
    if (changesPhone) {
      if (ctx.settings.sms.autoconfirm) {
        await tx.query(`update auth.users set phone_change = $2 where id = $1`, [user.id, phone]);
        const pending = await findUserById(tx, user.id);
        if (pending) await completeVerification(tx, ctx, 'phone_change', pending, '');
      } else {
        await sendPhoneOtp(tx, ctx, user, phone, 'phone_change');
      }
    }
  });
  const updated = (await findUserById(ctx.db, user.id)) ?? user;
  return fullUserJson(ctx.db, updated);
}

/** A session younger than a day needs no reauthentication nonce (GoTrue's rule for password changes). */
async function signedInRecently(ctx: AuthContext, sessionId: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ recent: boolean }>(
    `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0]?.recent ?? false;
}

/** GoTrue's verifyReauthentication: the nonce emailed (or texted) by GET /reauthenticate, once. */
async function spendReauthenticationNonce(ctx: AuthContext, user: UserRow, nonce: string): Promise<void> {
  const address = user.email || user.phone || '';
  const expiry = user.email ? ctx.settings.email.otpExpirySeconds : ctx.settings.sms.otpExpirySeconds;
  const { rows } = await ctx.db.query(
    `update auth.users set reauthentication_token = '', updated_at = now()
      where id = $1 and reauthentication_token <> '' and reauthentication_token = $2
        and reauthentication_sent_at + make_interval(secs => $3::int) > now()
      returning id`,
    [user.id, tokenHash(address, nonce), expiry],
  );
  if (rows.length === 0) {
    throw unprocessable('reauthentication_not_valid', 'Requested nonce is invalid or has expired');
  }
}

/**
 * The email change of PUT /user and admin generate_link: the new address gets a code and link; with
 * double_confirm_changes the current address gets its own, and both must be followed.
 */
export async function sendEmailChange(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: ReturnType<typeof pkceChallenge>,
) {
  await db.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_current = '',
            updated_at = now()
      where id = $1`,
    [user.id, newEmail],
  );
  const pending = (await findUserById(db, user.id)) ?? user;
  const sent = await sendEmailLink(db, ctx, pending, 'email_change_new', redirectTo, challenge, {
    to: newEmail,
  });
  if (ctx.settings.email.doubleConfirmChanges && user.email) {
    await sendEmailLink(db, ctx, pending, 'email_change_current', redirectTo, challenge, {
      to: user.email,
      skipFrequencyCheck: true,
    });
  }
  return sent;
}

/** GET /reauthenticate: a nonce for a password change, emailed (or texted to a phone-only user). */
export async function reauthenticate(ctx: AuthContext, request: FastifyRequest) {
  const { user } = await requireUser(ctx, request);
  if (!user.email && !user.phone) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (user.email && !user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  }
  if (!user.email && !user.phone_confirmed_at) {
    throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
  }
  const messageId = await ctx.db.transaction(async (tx) => {
    if (user.email) {
      await sendEmailLink(tx, ctx, user, 'reauthentication', ctx.siteUrl, null);
      return '';
    }
    return sendPhoneOtp(tx, ctx, user, user.phone ?? '', 'reauthentication');
  });
  return messageId ? { message_id: messageId } : {};
}

/** POST /logout?scope=global|local|others */
export async function logout(ctx: AuthContext, request: FastifyRequest, scopeParam: string | null) {
  const scope = (scopeParam ?? 'global') as LogoutScope;
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope "' + scope + '"');
  }
  const { user, sessionId } = await requireUser(ctx, request);
  await endSessions(ctx.db, user.id, sessionId, scope);
}

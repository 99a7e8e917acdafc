import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest, unprocessable, weakPassword } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { sessionResponse } from './issue-session.js';
import { hashPassword } from './password.js';
import { createSession, issueRefreshToken } from './session-store.js';
import { userJson } from './user-json.js';
import { createUser, findUserByEmail, findUserById, identitiesOf, recordSignIn } from './user-store.js';

export const NOT_A_MEMBER_MESSAGE =
  'Your email is not authorized to access this system. Please contact an administrator.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The membership gate: only emails listed in aide_members may create an account. Asks the same SQL
 * function a hosted before-user-created hook calls; a database without it (no migrations) lets everyone in.
 */
async function mayCreateAccount(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query<{ gate: string | null }>(
    `select to_regprocedure('aide_private.email_is_member(text)')::text as gate`,
  );
  if (!rows[0]?.gate) return true;
  const result = await db.query<{ member: boolean }>(`select aide_private.email_is_member($1) as member`, [
    email,
  ]);
  return result.rows[0]?.member === true;
}

/** POST /signup: email + password sign-up, with the members gate in front. */
export async function signup(ctx: AuthContext, body: Record<string, unknown>) {
  const email = text(body.email).trim().toLowerCase();
  const password = text(body.password);
  const data =
    typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? body.data : {};

  if (!email) {
    if (text(body.phone)) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw badRequest('validation_failed', 'To signup, please provide your email');
  }
  if (!EMAIL.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  if (password.length < ctx.minPasswordLength) throw weakPassword(ctx.minPasswordLength);

  // GoTrue would re-send the confirmation to an unconfirmed account; until there is an outbox, taken is taken.
  if (await findUserByEmail(ctx.db, email))
    throw unprocessable('user_already_exists', 'User already registered');

  if (!(await mayCreateAccount(ctx.db, email)))
    throw new AuthError(403, 'signup_disabled', NOT_A_MEMBER_MESSAGE);

  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const userId = await createUser(tx, {
      email,
      passwordHash,
      userMetadata: data as Record<string, unknown>,
      confirmed: ctx.autoconfirm,
    });
    if (!ctx.autoconfirm) {
      // Email confirmation: GoTrue answers with the bare user and mails a link; the outbox comes later.
      const user = await findUserById(tx, userId);
      return user ? userJson(user, await identitiesOf(tx, userId)) : {};
    }
    const sessionId = await createSession(tx, userId);
    const refreshToken = await issueRefreshToken(tx, userId, sessionId, null);
    await recordSignIn(tx, userId);
    return sessionResponse(tx, ctx.tokens, userId, sessionId, refreshToken);
  });
}

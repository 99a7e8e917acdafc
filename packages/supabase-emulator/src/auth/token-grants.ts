import { badRequest, invalidCredentials, unprocessable } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { recordAuthMethod } from './flow-state.js';
import { sessionResponse } from './issue-session.js';
import { passwordMatches } from './password.js';
import {
  activeRefreshToken,
  createSession,
  findRefreshToken,
  issueRefreshToken,
  revokeRefreshToken,
  revokeSessionTokens,
  touchSession,
} from './session-store.js';
import { findUserByEmail, findUserById, findUserByPhone, recordSignIn, type UserRow } from './user-store.js';

function assertMaySignIn(user: UserRow): void {
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw badRequest('user_banned', 'User is banned');
  }
}

/** POST /token?grant_type=password: with an email or a phone number. */
export async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const email = text(body.email).trim();
  const phone = text(body.phone).replace(/^\+/, '').replace(/ /g, '');
  const password = text(body.password);
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');
  if (email && !ctx.settings.email.enabled) {
    throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  }
  if (phone && !ctx.settings.sms.enabled) {
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  }
  await ctx.limit('sign-in-email', (email || phone).toLowerCase());
  // No account can have an email with a NUL character (PostgreSQL text cannot hold one).
  const user = email
    ? email.includes('\u0000')
      ? undefined
      : await findUserByEmail(ctx.db, email)
    : await findUserByPhone(ctx.db, phone);
  // One answer for unknown email and wrong password, so the endpoint does not reveal which accounts exist.
  if (!user || !(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
  assertMaySignIn(user);
  if (email && !user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  if (phone && !user.phone_confirmed_at) throw badRequest('phone_not_confirmed', 'Phone not confirmed');

  return ctx.db.transaction(async (tx) => {
    const sessionId = await createSession(tx, user.id);
    // Recorded as GoTrue does; a user with a verified factor still gets aal1 here and challenges next.
    await recordAuthMethod(tx, sessionId, 'password');
    const refreshToken = await issueRefreshToken(tx, user.id, sessionId, null);
    await recordSignIn(tx, user.id);
    return sessionResponse(tx, ctx.tokens, user.id, sessionId, refreshToken);
  });
}

/** POST /token?grant_type=refresh_token: rotates the token; presenting a rotated one again is refused. */
export async function refreshTokenGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const presented = text(body.refresh_token);
  if (!presented) throw badRequest('validation_failed', 'refresh_token required');

  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await findRefreshToken(tx, presented);
    if (!row) return { kind: 'not_found' as const };
    const user = await findUserById(tx, row.user_id);
    if (!user) return { kind: 'not_found' as const };
    assertMaySignIn(user);

    if (row.revoked) {
      // A client that lost the answer to its last refresh may retry briefly and gets the current token back.
      const active = await activeRefreshToken(tx, row.session_id);
      const withinInterval =
        new Date(row.updated_at).getTime() + ctx.refreshTokenReuseInterval * 1000 > Date.now();
      if (active && active.parent === row.token && withinInterval) {
        return {
          kind: 'session' as const,
          body: await sessionResponse(tx, ctx.tokens, user.id, row.session_id, active.token),
        };
      }
      // Anything else is reuse of a stolen or stale token: end the whole session.
      await revokeSessionTokens(tx, row.session_id);
      return { kind: 'reused' as const };
    }

    await revokeRefreshToken(tx, row.token);
    const next = await issueRefreshToken(tx, user.id, row.session_id, row.token);
    await touchSession(tx, row.session_id);
    return {
      kind: 'session' as const,
      body: await sessionResponse(tx, ctx.tokens, user.id, row.session_id, next),
    };
  });

  // Raised after the transaction so the revocation of a reused token's session is committed.
  if (outcome.kind === 'reused')
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  if (outcome.kind === 'not_found') {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return outcome.body;
}

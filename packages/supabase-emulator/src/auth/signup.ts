import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, unprocessable, weakPassword } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { sendEmailLink } from './email-flows.js';
import { pkceChallenge } from './flow-state.js';
import { beforeUserCreated } from './hooks.js';
import { sessionResponse } from './issue-session.js';
import { hashPassword } from './password.js';
import { redirectTarget } from './redirect.js';
import { createSession, issueRefreshToken } from './session-store.js';
import { userJson } from './user-json.js';
import { createUser, findUserByEmail, findUserById, identitiesOf, recordSignIn } from './user-store.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What GoTrue answers (with confirmations on) when the email already has a confirmed account: a made-up
 * user with no identities, so the answer does not reveal that the account exists.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * POST /signup: email + password sign-up, with the members gate in front. With autoconfirm the answer is a
 * session; otherwise the unconfirmed user, and a confirmation email goes to the outbox.
 */
export async function signup(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const email = text(body.email).trim().toLowerCase();
  const password = text(body.password);
  const data = (
    typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? body.data : {}
  ) as Record<string, unknown>;

  if (!email) {
    if (text(body.phone)) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw badRequest('validation_failed', 'To signup, please provide your email');
  }
  // A NUL character cannot be stored (PostgreSQL text), so no such address can be valid.
  if (!EMAIL.test(email) || email.includes('\u0000'))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  if (password.length < ctx.minPasswordLength) throw weakPassword(ctx.minPasswordLength);
  const challenge = pkceChallenge(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectTarget(
    ctx,
    new URL(request.url, 'http://local').searchParams.get('redirect_to'),
  );

  await ctx.limit('sign-in-email', email);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (ctx.autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    if (existing.email_confirmed_at) return obfuscatedUser(email, data);
    // Unconfirmed: GoTrue mails the confirmation again and answers with the user, unchanged.
    return ctx.db.transaction(async (tx) => {
      await sendEmailLink(tx, ctx, existing, 'signup', redirectTo, challenge);
      const user = (await findUserById(tx, existing.id)) ?? existing;
      return userJson(user, await identitiesOf(tx, existing.id));
    });
  }

  await beforeUserCreated(ctx.db, ctx.tokens.hooks, { email, provider: 'email', userMetadata: data });

  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const userId = await createUser(tx, {
      email,
      passwordHash,
      userMetadata: data,
      confirmed: ctx.autoconfirm,
    });
    if (!ctx.autoconfirm) {
      // Email confirmation: GoTrue answers with the bare user (no session) and mails a link.
      const created = await findUserById(tx, userId);
      if (!created) throw new Error(`user ${userId} vanished during sign-up`);
      await sendEmailLink(tx, ctx, created, 'signup', redirectTo, challenge);
      const user = (await findUserById(tx, userId)) ?? created;
      return userJson(user, await identitiesOf(tx, userId));
    }
    const sessionId = await createSession(tx, userId);
    const refreshToken = await issueRefreshToken(tx, userId, sessionId, null);
    await recordSignIn(tx, userId);
    return sessionResponse(tx, ctx.tokens, userId, sessionId, refreshToken);
  });
}

import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, unprocessable, weakPassword } from './auth-error.js';
import { objectField, text, type AuthContext } from './context.js';
import { redirectOf, sendEmailLink } from './email-flows.js';
import { pkceChallenge, recordAuthMethod } from './flow-state.js';
import { beforeUserCreated } from './hooks.js';
import { sessionResponse } from './issue-session.js';
import { hashPassword } from './password.js';
import { sendPhoneOtp } from './phone.js';
import { createSession, issueRefreshToken } from './session-store.js';
import { userJson } from './user-json.js';
import {
  createUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  identitiesOf,
  recordSignIn,
} from './user-store.js';
import { validateEmail, validatePhone } from './validate.js';

/**
 * What GoTrue answers (with confirmations on) when the email already has a confirmed account: a made-up
 * user with no identities, so the answer does not reveal that the account exists.
 */
function obfuscatedUser(
  contact: { email?: string; phone?: string },
  data: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  const provider = contact.phone ? 'phone' : 'email';
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    confirmation_sent_at: now,
    app_metadata: { provider, providers: [provider] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** GoTrue's DisableSignup ([auth] enable_signup = false). */
export function assertSignupsAllowed(ctx: AuthContext): void {
  if (!ctx.settings.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
}

/** A new session for a user that just signed up (or was confirmed at once), as /token's password grant. */
async function signedUpSession(ctx: AuthContext, tx: Parameters<typeof createSession>[0], userId: string) {
  const sessionId = await createSession(tx, userId);
  await recordAuthMethod(tx, sessionId, 'password');
  const refreshToken = await issueRefreshToken(tx, userId, sessionId, null);
  await recordSignIn(tx, userId);
  return sessionResponse(tx, ctx.tokens, userId, sessionId, refreshToken);
}

/**
 * POST /signup: email or phone + password, or neither (an anonymous user), with the members gate in front.
 * With autoconfirm the answer is a session; otherwise the unconfirmed user, and a confirmation email (or SMS
 * code) goes to the outbox.
 */
export async function signup(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const rawEmail = text(body.email);
  const rawPhone = text(body.phone);
  const data = objectField(body.data) ?? {};
  if (!rawEmail && !rawPhone) return signupAnonymously(ctx, request, data);

  assertSignupsAllowed(ctx);
  const password = text(body.password);
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  if (password.length < ctx.minPasswordLength) throw weakPassword(ctx.minPasswordLength);
  if (rawEmail && rawPhone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (rawPhone) return signupWithPhone(ctx, body, password, data);

  if (!ctx.settings.email.enabled) throw badRequest('email_provider_disabled', 'Email signups are disabled');
  const email = validateEmail(rawEmail);
  const challenge = pkceChallenge(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectOf(ctx, request);

  await ctx.limit('sign-in-email', email);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (ctx.autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    if (existing.email_confirmed_at) {
      if (ctx.settings.sms.autoconfirm && ctx.settings.sms.enabled) {
        throw unprocessable('user_already_exists', 'User already registered');
      }
      return obfuscatedUser({ email }, data);
    }
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
    return signedUpSession(ctx, tx, userId);
  });
}

/** POST /signup { phone, password, channel }: the phone provider; an SMS code unless [auth.sms] autoconfirms. */
async function signupWithPhone(
  ctx: AuthContext,
  body: Record<string, unknown>,
  password: string,
  data: Record<string, unknown>,
) {
  if (!ctx.settings.sms.enabled) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const phone = validatePhone(text(body.phone));
  const channel = text(body.channel) || 'sms';
  if (channel !== 'sms' && channel !== 'whatsapp') {
    throw badRequest('validation_failed', 'Invalid channel, supported values are sms or whatsapp');
  }
  if (text(body.code_challenge)) {
    throw badRequest('validation_failed', 'PKCE not supported for phone signups');
  }
  await ctx.limit('sign-in-email', phone);
  const existing = await findUserByPhone(ctx.db, phone);
  if (existing?.phone_confirmed_at) {
    if (ctx.autoconfirm || ctx.settings.sms.autoconfirm) {
      throw unprocessable('user_already_exists', 'User already registered');
    }
    return obfuscatedUser({ phone }, data);
  }
  if (!existing) {
    await beforeUserCreated(ctx.db, ctx.tokens.hooks, { phone, provider: 'phone', userMetadata: data });
  }
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const userId =
      existing?.id ??
      (await createUser(tx, {
        phone,
        passwordHash,
        userMetadata: data,
        confirmed: ctx.settings.sms.autoconfirm,
        phoneConfirmed: ctx.settings.sms.autoconfirm,
      }));
    if (!ctx.settings.sms.autoconfirm) {
      const created = await findUserById(tx, userId);
      if (!created) throw new Error(`user ${userId} vanished during sign-up`);
      await sendPhoneOtp(tx, ctx, created, phone, 'confirmation');
      const user = (await findUserById(tx, userId)) ?? created;
      return userJson(user, await identitiesOf(tx, userId));
    }
    return signedUpSession(ctx, tx, userId);
  });
}

/** POST /signup without email and phone: an anonymous user with a session ([auth] enable_anonymous_sign_ins). */
async function signupAnonymously(ctx: AuthContext, request: FastifyRequest, data: Record<string, unknown>) {
  if (!ctx.settings.anonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  await ctx.limit('anonymous', request.ip);
  assertSignupsAllowed(ctx);
  await beforeUserCreated(ctx.db, ctx.tokens.hooks, { provider: 'anonymous', userMetadata: data });
  return ctx.db.transaction(async (tx) => {
    const userId = await createUser(tx, { passwordHash: '', userMetadata: data, confirmed: false });
    const sessionId = await createSession(tx, userId);
    await recordAuthMethod(tx, sessionId, 'anonymous');
    const refreshToken = await issueRefreshToken(tx, userId, sessionId, null);
    await recordSignIn(tx, userId);
    return sessionResponse(tx, ctx.tokens, userId, sessionId, refreshToken);
  });
}

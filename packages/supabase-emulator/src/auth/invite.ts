import type { FastifyRequest } from 'fastify';
import { checkApiKey, bearerToken } from '../http/gateway.js';
import { roleOfApiKey } from '../keys.js';
import { AuthError, badRequest, unprocessable } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { sendEmailLink } from './email-flows.js';
import { beforeUserCreated } from './hooks.js';
import { redirectTarget } from './redirect.js';
import { userJson } from './user-json.js';
import { createUser, findUserByEmail, findUserById, identitiesOf } from './user-store.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's admin endpoints want the service role (the secret key), never a user's token or the anon key. */
export function requireServiceRole(request: FastifyRequest): void {
  const apiKey = checkApiKey(request);
  const bearer = bearerToken(request);
  const role = bearer ? roleOfApiKey(bearer) : apiKey.ok ? apiKey.role : undefined;
  if (role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/**
 * POST /invite (service role; supabase-js `auth.admin.inviteUserByEmail`): creates the user without a password
 * (the members gate decides, as for a sign-up) and mails the invite; an invited user who has not accepted yet
 * is invited again; an email that already has a confirmed account is refused (422 email_exists).
 */
export async function inviteUser(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  requireServiceRole(request);
  const email = text(body.email).trim().toLowerCase();
  if (!email || !EMAIL.test(email) || email.includes('\u0000')) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  const data = (
    typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? body.data : {}
  ) as Record<string, unknown>;
  const redirectTo = redirectTarget(
    ctx,
    new URL(request.url, 'http://local').searchParams.get('redirect_to'),
  );

  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (!existing) {
    await beforeUserCreated(ctx.db, ctx.tokens.hooks, { email, provider: 'email', userMetadata: data });
  }
  return ctx.db.transaction(async (tx) => {
    const userId =
      existing?.id ??
      (await createUser(tx, { email, passwordHash: '', userMetadata: data, confirmed: false }));
    await tx.query(`update auth.users set invited_at = now(), updated_at = now() where id = $1`, [userId]);
    const user = await findUserById(tx, userId);
    if (!user) throw new Error(`user ${userId} vanished during the invitation`);
    await sendEmailLink(tx, ctx, user, 'invite', redirectTo, null);
    const sent = (await findUserById(tx, userId)) ?? user;
    return userJson(sent, await identitiesOf(tx, userId));
  });
}

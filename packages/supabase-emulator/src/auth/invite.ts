import type { FastifyRequest } from 'fastify';
import { requireAdmin } from './admin.js';
import { unprocessable } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { sendEmailLink } from './email-flows.js';
import { beforeUserCreated } from './hooks.js';
import { redirectTarget } from './redirect.js';
import { userJson } from './user-json.js';
import { createUser, findUserByEmail, findUserById, identitiesOf } from './user-store.js';
import { validateEmail } from './validate.js';

/**
 * POST /invite (service role; supabase-js `auth.admin.inviteUserByEmail`): creates the user without a password
 * (the members gate decides, as for a sign-up) and mails the invite; an invited user who has not accepted yet
 * is invited again; an email that already has a confirmed account is refused (422 email_exists).
 */
export async function inviteUser(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  await requireAdmin(ctx, request);
  const email = validateEmail(text(body.email));
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

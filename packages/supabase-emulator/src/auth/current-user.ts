import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../http/gateway.js';
import { AuthError, forbidden, unprocessable, weakPassword } from './auth-error.js';
import type { AuthContext } from './context.js';
import { hashPassword, passwordMatches } from './password.js';
import { endSessions, findSession, type LogoutScope } from './session-store.js';
import { fullUserJson } from './user-json.js';
import { findUserById, updateUser, type UserRow } from './user-store.js';

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
 * PUT /user: user metadata (merged, as GoTrue does) and password (weak_password, same_password); email and
 * phone changes are not emulated (the current values are accepted).
 */
export async function putUser(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const { user, sessionId } = await requireUser(ctx, request);
  const sameEmail =
    body.email === undefined ||
    body.email === null ||
    (typeof body.email === 'string' && body.email.trim().toLowerCase() === (user.email ?? '').toLowerCase());
  const samePhone = body.phone === undefined || body.phone === null || body.phone === (user.phone ?? '');
  if (!sameEmail || !samePhone) {
    throw new AuthError(
      422,
      'validation_failed',
      'Changing email or phone is not supported by the local emulator',
    );
  }
  const metadata =
    typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)
      ? (body.data as Record<string, unknown>)
      : undefined;
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const password = typeof body.password === 'string' ? body.password : '';
    if (password.length < ctx.minPasswordLength) throw weakPassword(ctx.minPasswordLength);
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  await updateUser(ctx.db, user.id, { metadata, passwordHash });
  // As GoTrue: a new password signs every other session out (a thief's session included).
  if (passwordHash) await endSessions(ctx.db, user.id, sessionId, 'others');
  const updated = (await findUserById(ctx.db, user.id)) ?? user;
  return fullUserJson(ctx.db, updated);
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

import type { Queryable } from '../db/queryable.js';
import type { AuthHooks } from '../project-config.js';
import type { SigningKey } from '../signing-key.js';
import { customAccessToken } from './hooks.js';
import { sessionCreatedAt } from './session-store.js';
import { fullUserJson } from './user-json.js';
import { findUserById, type UserRow } from './user-store.js';

export interface TokenSettings {
  key: SigningKey;
  /** `<url>/auth/v1`, the `iss` claim. */
  issuer: string;
  expirySeconds: number;
  /** The project's auth hooks: custom-access-token runs here, before-user-created where accounts are made. */
  hooks: AuthHooks;
}

/** Methods that prove a second factor: a session holding one of their claims is aal2. */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/**
 * GoTrue's CalculateAALAndAMR: every amr claim of the session (newest first) and aal2 when one of them is a
 * second factor. A session without claims (sign-up) counts as a password sign-in at its creation.
 */
async function assurance(db: Queryable, sessionId: string): Promise<{ aal: string; amr: AmrEntry[] }> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  );
  const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);
  // Ordered by the exact time, so a factor verified within the sign-in's second still comes first.
  const amr = rows
    .sort((a, b) => new Date(b.updated_at).getTime() - new Date(a.updated_at).getTime())
    .map((row) => ({ method: row.authentication_method, timestamp: seconds(row.updated_at) }));
  if (amr.length === 0) {
    amr.push({
      method: 'password',
      timestamp: seconds((await sessionCreatedAt(db, sessionId)) ?? new Date()),
    });
  }
  const aal = amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1';
  return { aal, amr };
}

/** The access token GoTrue issues: its claim set, signed ES256 with the JWKS key id. */
async function accessToken(db: Queryable, settings: TokenSettings, user: UserRow, sessionId: string) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.expirySeconds;
  const { aal, amr } = await assurance(db, sessionId);
  const claims = await customAccessToken(db, settings.hooks, {
    userId: user.id,
    // The hook hears how this token was earned: the newest method of the session.
    authenticationMethod: amr[0]?.method ?? 'password',
    claims: {
      iss: settings.issuer,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
      exp,
    },
  });
  const token = await settings.key.sign(claims, exp);
  return { token, exp };
}

/** The session body of /token and /signup: `{ access_token, token_type, expires_in, expires_at, refresh_token, user }`. */
export async function sessionResponse(
  db: Queryable,
  settings: TokenSettings,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing a session`);
  const { token, exp } = await accessToken(db, settings, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.expirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await fullUserJson(db, user),
  };
}

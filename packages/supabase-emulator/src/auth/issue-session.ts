import type { Queryable } from '../db/queryable.js';
import type { AuthHooks } from '../project-config.js';
import type { SigningKey } from '../signing-key.js';
import { customAccessToken } from './hooks.js';
import { sessionCreatedAt } from './session-store.js';
import { userJson } from './user-json.js';
import { findUserById, identitiesOf, type UserRow } from './user-store.js';

export interface TokenSettings {
  key: SigningKey;
  /** `<url>/auth/v1`, the `iss` claim. */
  issuer: string;
  expirySeconds: number;
  /** The project's auth hooks: custom-access-token runs here, before-user-created where accounts are made. */
  hooks: AuthHooks;
}

/** The access token GoTrue issues: its claim set, signed ES256 with the JWKS key id. */
async function accessToken(
  db: Queryable,
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  authenticatedAt: Date,
  method: string,
) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.expirySeconds;
  const claims = await customAccessToken(db, settings.hooks, {
    userId: user.id,
    authenticationMethod: method,
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
      aal: 'aal1',
      amr: [{ method, timestamp: Math.floor(authenticatedAt.getTime() / 1000) }],
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
  const authenticatedAt = (await sessionCreatedAt(db, sessionId)) ?? new Date();
  // How the session was authenticated (recorded by the verify, PKCE and OAuth flows); password otherwise.
  const { rows } = await db.query<{ authentication_method: string }>(
    `select authentication_method from auth.mfa_amr_claims where session_id = $1 order by created_at limit 1`,
    [sessionId],
  );
  const method = rows[0]?.authentication_method ?? 'password';
  const { token, exp } = await accessToken(db, settings, user, sessionId, authenticatedAt, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.expirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(db, userId)),
  };
}

import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest, forbidden, unprocessable } from './auth-error.js';
import { objectField, text, type AuthContext } from './context.js';
import { requireUser } from './current-user.js';
import { factorsOf } from './factor-store.js';
import { startSession } from './flow-state.js';
import { findUserById } from './user-store.js';
import {
  assertionIds,
  creationOptions,
  newChallenge,
  requestOptions,
  verifyAssertion,
  verifyRegistration,
  type CredentialJson,
  type RelyingParty,
} from './webauthn.js';

/**
 * Passkeys (supabase-js `passkey.*`, `[auth.passkey] enabled`): WebAuthn credentials that sign in on their own,
 * in GoTrue's auth.webauthn_credentials with their ceremonies in auth.webauthn_challenges. Registration needs a
 * session (aal2 when the user has a verified factor); sign-in is discoverable (no email first), one challenge
 * one use.
 */

/** GoTrue's WEBAUTHN_CHALLENGE_EXPIRY_DURATION default. */
const CHALLENGE_SECONDS = 300;
/** GoTrue's PASSKEY_MAX_PASSKEYS_PER_USER default. */
const MAX_PASSKEYS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const relyingParty = (ctx: AuthContext): RelyingParty => ({
  id: ctx.settings.webauthn.rpId,
  name: ctx.settings.webauthn.rpDisplayName,
  origins: ctx.settings.webauthn.rpOrigins,
});

function assertEnabled(ctx: AuthContext): void {
  if (!ctx.settings.passkeys) throw unprocessable('passkey_disabled', 'Passkeys are disabled');
}

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: Buffer;
  public_key: Buffer;
  sign_count: string | number;
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const passkeyJson = (row: PasskeyRow) => ({
  id: row.id,
  friendly_name: row.friendly_name || undefined,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : undefined,
});

async function passkeysOf(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    `select id, user_id, credential_id, public_key, sign_count, friendly_name, created_at, last_used_at
       from auth.webauthn_credentials where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** GoTrue's requirePasskeyManagementAAL: a user with a verified factor manages passkeys from aal2 only. */
async function assertManagementAal(ctx: AuthContext, userId: string, aal: string): Promise<void> {
  if (aal === 'aal2') return;
  if ((await factorsOf(ctx.db, userId)).some((factor) => factor.status === 'verified')) {
    throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to manage passkeys');
  }
}

async function storeChallenge(
  db: Queryable,
  type: 'registration' | 'authentication',
  userId: string | null,
  challenge: string,
): Promise<{ id: string; expiresAt: number }> {
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4::int)) returning id, expires_at`,
    [userId, type, JSON.stringify({ challenge }), CHALLENGE_SECONDS],
  );
  const row = rows[0]!;
  return { id: row.id, expiresAt: Math.floor(new Date(row.expires_at).getTime() / 1000) };
}

/** ConsumeWebAuthnChallengeByID: the challenge is deleted as it is read, so it works once. */
async function consumeChallenge(
  db: Queryable,
  type: 'registration' | 'authentication',
  challengeId: string,
  userId: string | null,
): Promise<string> {
  if (!challengeId) throw badRequest('validation_failed', 'challenge_id is required');
  if (!UUID.test(challengeId)) throw badRequest('validation_failed', 'challenge_id must be a valid UUID');
  const { rows } = await db.query<{ session_data: { challenge: string }; expired: boolean }>(
    `delete from auth.webauthn_challenges
      where id = $1 and challenge_type = $2 and user_id is not distinct from $3
      returning session_data, expires_at < now() as expired`,
    [challengeId, type, userId],
  );
  const row = rows[0];
  if (!row) throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used');
  if (row.expired) throw badRequest('webauthn_challenge_expired', 'Challenge has expired');
  return row.session_data.challenge;
}

const verificationFailed = () => badRequest('webauthn_verification_failed', 'Credential verification failed');

/** POST /passkeys/registration/options → { challenge_id, options, expires_at } */
export async function passkeyRegistrationOptions(ctx: AuthContext, request: FastifyRequest) {
  assertEnabled(ctx);
  const { user, aal } = await requireUser(ctx, request);
  await assertManagementAal(ctx, user.id, aal);
  const existing = await passkeysOf(ctx.db, user.id);
  if (existing.length >= MAX_PASSKEYS) {
    throw unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
  }
  const challenge = newChallenge();
  const stored = await storeChallenge(ctx.db, 'registration', user.id, challenge);
  const name = user.email || user.phone || user.id;
  return {
    challenge_id: stored.id,
    options: creationOptions(
      relyingParty(ctx),
      { id: user.id, name, displayName: name },
      challenge,
      existing.map((row) => Buffer.from(row.credential_id)),
      true,
    ),
    expires_at: stored.expiresAt,
  };
}

/** POST /passkeys/registration/verify { challenge_id, credential } → { id, friendly_name, created_at } */
export async function passkeyRegistrationVerify(
  ctx: AuthContext,
  request: FastifyRequest,
  body: Record<string, unknown>,
) {
  assertEnabled(ctx);
  const { user, aal } = await requireUser(ctx, request);
  await assertManagementAal(ctx, user.id, aal);
  const credential = objectField(body.credential) as CredentialJson | undefined;
  if (!credential) throw badRequest('validation_failed', 'credential is required');
  const challenge = await consumeChallenge(ctx.db, 'registration', text(body.challenge_id), user.id);
  let registered;
  try {
    registered = verifyRegistration(credential, challenge, relyingParty(ctx), true);
  } catch {
    throw verificationFailed();
  }
  const { rows } = await ctx.db
    .query<PasskeyRow>(
      `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid,
          sign_count, transports, backup_eligible, backed_up, friendly_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '')
       returning id, user_id, credential_id, public_key, sign_count, friendly_name, created_at, last_used_at`,
      [
        user.id,
        registered.credentialId,
        registered.publicKey,
        registered.attestationType,
        registered.aaguid,
        registered.signCount,
        JSON.stringify(registered.transports),
        registered.backupEligible,
        registered.backedUp,
      ],
    )
    .catch((error: { code?: string }) => {
      if (error.code === '23505') {
        throw unprocessable('webauthn_credential_exists', 'This credential is already registered');
      }
      throw error;
    });
  const row = rows[0]!;
  return {
    id: row.id,
    friendly_name: row.friendly_name || undefined,
    created_at: passkeyJson(row).created_at,
  };
}

/** POST /passkeys/authentication/options → discoverable login options (no allowCredentials). */
export async function passkeyAuthenticationOptions(ctx: AuthContext) {
  assertEnabled(ctx);
  const challenge = newChallenge();
  const stored = await storeChallenge(ctx.db, 'authentication', null, challenge);
  return {
    challenge_id: stored.id,
    options: requestOptions(relyingParty(ctx), challenge, [], true),
    expires_at: stored.expiresAt,
  };
}

/** POST /passkeys/authentication/verify { challenge_id, credential } → a session (amr `passkey`). */
export async function passkeyAuthenticationVerify(ctx: AuthContext, body: Record<string, unknown>) {
  assertEnabled(ctx);
  const credential = objectField(body.credential) as CredentialJson | undefined;
  if (!credential) throw badRequest('validation_failed', 'credential is required');
  const challenge = await consumeChallenge(ctx.db, 'authentication', text(body.challenge_id), null);
  let ids;
  try {
    ids = assertionIds(credential);
  } catch {
    throw verificationFailed();
  }
  const { rows } = await ctx.db.query<PasskeyRow>(
    `select id, user_id, credential_id, public_key, sign_count, friendly_name, created_at, last_used_at
       from auth.webauthn_credentials where credential_id = $1`,
    [ids.credentialId],
  );
  const stored = rows[0];
  if (!stored || (ids.userHandle && ids.userHandle !== stored.user_id)) throw verificationFailed();
  let signCount: number;
  try {
    signCount = verifyAssertion(
      credential,
      challenge,
      relyingParty(ctx),
      { publicKey: Buffer.from(stored.public_key), signCount: Number(stored.sign_count) },
      true,
    );
  } catch {
    throw verificationFailed();
  }
  const user = await findUserById(ctx.db, stored.user_id);
  if (!user) throw verificationFailed();
  if (user.email && !user.email_confirmed_at) throw forbidden('email_not_confirmed', 'Email not confirmed');
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw forbidden('user_banned', 'User is banned');
  }
  return ctx.db.transaction(async (tx) => {
    await tx.query(
      `update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1`,
      [stored.id, signCount],
    );
    return startSession(tx, ctx, user.id, 'passkey');
  });
}

/** GET /passkeys → the user's passkeys. */
export async function listPasskeys(ctx: AuthContext, request: FastifyRequest) {
  assertEnabled(ctx);
  const { user } = await requireUser(ctx, request);
  return (await passkeysOf(ctx.db, user.id)).map(passkeyJson);
}

async function ownPasskey(ctx: AuthContext, userId: string, passkeyId: string): Promise<PasskeyRow> {
  const row = UUID.test(passkeyId)
    ? (await passkeysOf(ctx.db, userId)).find((candidate) => candidate.id === passkeyId.toLowerCase())
    : undefined;
  if (!row) throw new AuthError(404, 'passkey_not_found', 'Passkey not found');
  return row;
}

/** PATCH /passkeys/{id} { friendly_name } */
export async function updatePasskey(
  ctx: AuthContext,
  request: FastifyRequest,
  passkeyId: string,
  body: Record<string, unknown>,
) {
  assertEnabled(ctx);
  const { user, aal } = await requireUser(ctx, request);
  await assertManagementAal(ctx, user.id, aal);
  const row = await ownPasskey(ctx, user.id, passkeyId);
  const friendlyName = text(body.friendly_name).trim();
  if (!friendlyName) throw badRequest('validation_failed', 'friendly_name is required');
  if (friendlyName.length > 120) {
    throw badRequest('validation_failed', 'friendly_name must be at most 120 characters');
  }
  const { rows } = await ctx.db.query<PasskeyRow>(
    `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1
     returning id, user_id, credential_id, public_key, sign_count, friendly_name, created_at, last_used_at`,
    [row.id, friendlyName],
  );
  return passkeyJson(rows[0]!);
}

/** DELETE /passkeys/{id} → 204 */
export async function deletePasskey(ctx: AuthContext, request: FastifyRequest, passkeyId: string) {
  assertEnabled(ctx);
  const { user, aal } = await requireUser(ctx, request);
  await assertManagementAal(ctx, user.id, aal);
  const row = await ownPasskey(ctx, user.id, passkeyId);
  await ctx.db.query(`delete from auth.webauthn_credentials where id = $1`, [row.id]);
}

/** GET /admin/users/{id}/passkeys */
export async function adminListPasskeys(ctx: AuthContext, userId: string) {
  if (!UUID.test(userId) || !(await findUserById(ctx.db, userId))) {
    throw new AuthError(404, 'user_not_found', 'User not found');
  }
  return (await passkeysOf(ctx.db, userId)).map(passkeyJson);
}

/** DELETE /admin/users/{id}/passkeys/{passkeyId} → 204 */
export async function adminDeletePasskey(ctx: AuthContext, userId: string, passkeyId: string) {
  if (!UUID.test(userId) || !(await findUserById(ctx.db, userId))) {
    throw new AuthError(404, 'user_not_found', 'User not found');
  }
  const row = await ownPasskey(ctx, userId, passkeyId);
  await ctx.db.query(`delete from auth.webauthn_credentials where id = $1`, [row.id]);
}

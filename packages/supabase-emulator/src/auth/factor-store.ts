import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable.js';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
  /** A WebAuthn factor's credential once verified: `{ id, publicKey, signCount }` (base64url). */
  web_authn_credential: { id: string; publicKey: string; signCount: number } | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
  /** A phone factor's code. */
  otp_code: string | null;
  /** A WebAuthn factor's ceremony: its challenge and relying party. */
  web_authn_session_data: { challenge: string; rpId: string; origins: string[]; type: string } | null;
}

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone,
  last_challenged_at, web_authn_credential`;

/** GoTrue's MFA defaults: challenges and never-challenged unverified factors last five minutes. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** A factor of `userId` (GoTrue's FindOwnedFactorByID); another user's factor is not found. */
export async function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

/** GoTrue's DeleteExpiredFactors: unverified factors nobody challenged within the expiry go away. */
export async function deleteExpiredFactors(db: Queryable): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1::int) < now()`,
    [FACTOR_EXPIRY_SECONDS],
  );
}

export async function createTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)
     returning ${FACTOR_COLUMNS}`,
    [randomUUID(), userId, friendlyName, secret],
  );
  return rows[0]!;
}

/** A phone or WebAuthn factor (GoTrue's NewPhoneFactor / NewWebAuthnFactor), unverified. */
export async function createFactor(
  db: Queryable,
  userId: string,
  type: 'phone' | 'webauthn',
  friendlyName: string,
  phone: string | null,
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone)
     values ($1, $2, $3, $4::auth.factor_type, 'unverified', now(), now(), $5)
     returning ${FACTOR_COLUMNS}`,
    [randomUUID(), userId, friendlyName, type, phone],
  );
  return rows[0]!;
}

/** A challenge for the factor from `ip`; stamps the factor's last_challenged_at as GoTrue does. */
export async function createChallenge(
  db: Queryable,
  factorId: string,
  ip: string,
  extra: { otpCode?: string; webAuthn?: ChallengeRow['web_authn_session_data'] } = {},
): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code, web_authn_session_data)
     values ($1, $2, now(), $3, $4, $5)
     returning id, factor_id, created_at, verified_at, host(ip_address) as ip_address, otp_code,
               web_authn_session_data`,
    [
      randomUUID(),
      factorId,
      ip,
      extra.otpCode ?? null,
      extra.webAuthn ? JSON.stringify(extra.webAuthn) : null,
    ],
  );
  // clock_timestamp(): last_challenged_at is unique, and two challenges can share a transaction's now().
  await db.query(`update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1`, [
    factorId,
  ]);
  return rows[0]!;
}

/** The challenge, whether it has expired and whether `ip` is the address it was made from. */
export async function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
  ip: string,
): Promise<(ChallengeRow & { expired: boolean; same_ip: boolean }) | undefined> {
  const { rows } = await db.query<ChallengeRow & { expired: boolean; same_ip: boolean }>(
    `select id, factor_id, created_at, verified_at, host(ip_address) as ip_address, otp_code,
            web_authn_session_data,
            created_at + make_interval(secs => $3::int) < now() as expired,
            ip_address = $4::inet as same_ip
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId, CHALLENGE_EXPIRY_SECONDS, ip],
  );
  return rows[0];
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
}

export async function markChallengeVerified(db: Queryable, challengeId: string): Promise<void> {
  await db.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
}

export async function markFactorVerified(db: Queryable, factorId: string): Promise<void> {
  await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
    factorId,
  ]);
}

/** After a factor is verified, GoTrue drops the user's other unverified factors of that type. */
export async function deleteUnverifiedFactors(db: Queryable, userId: string, type: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
    [userId, type],
  );
}

/**
 * Unenroll: the factor goes, and sessions it raised to aal2 lose its amr claim and drop to aal1
 * (GoTrue's DowngradeSessionsToAAL1).
 */
export async function deleteFactor(db: Queryable, factor: FactorRow): Promise<void> {
  const method = { totp: 'totp', phone: 'mfa/phone', webauthn: 'mfa/webauthn' }[factor.factor_type];
  await db.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = $2
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, method],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  );
  await db.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
}

/**
 * The last time step accepted for a TOTP factor (replay protection), if any. Locks the factor row so
 * concurrent verifications of one factor are decided one after the other.
 */
export async function lastTimeStep(db: Queryable, factorId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ time_step: string | null }>(
    `select s.time_step from auth.mfa_factors f
       left join emulator_private.totp_last_time_step s on s.factor_id = f.id
      where f.id = $1 for update of f`,
    [factorId],
  );
  const step = rows[0]?.time_step;
  return step === null || step === undefined ? undefined : Number(step);
}

export async function recordTimeStep(db: Queryable, factorId: string, timeStep: number): Promise<void> {
  await db.query(
    `insert into emulator_private.totp_last_time_step (factor_id, time_step) values ($1, $2)
     on conflict (factor_id) do update set time_step = greatest(totp_last_time_step.time_step, excluded.time_step)`,
    [factorId, timeStep],
  );
}

const time = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A WebAuthn factor's first verification stores its credential. */
export async function saveWebAuthnCredential(
  db: Queryable,
  factorId: string,
  credential: NonNullable<FactorRow['web_authn_credential']>,
): Promise<void> {
  await db.query(`update auth.mfa_factors set web_authn_credential = $2, updated_at = now() where id = $1`, [
    factorId,
    JSON.stringify(credential),
  ]);
}

/** A factor as GoTrue serialises it in the user's `factors` (the secret never leaves the server). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: time(factor.created_at),
    updated_at: time(factor.updated_at),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: time(factor.last_challenged_at),
  };
}

import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest, forbidden, unprocessable } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { requireUser, type Authenticated } from './current-user.js';
import {
  CHALLENGE_EXPIRY_SECONDS,
  createChallenge,
  createTotpFactor,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  deleteUnverifiedFactors,
  factorsOf,
  findChallenge,
  findOwnedFactor,
  lastTimeStep,
  markChallengeVerified,
  markFactorVerified,
  recordTimeStep,
  type FactorRow,
} from './factor-store.js';
import { recordAuthMethod } from './flow-state.js';
import { sessionResponse } from './issue-session.js';
import {
  activeRefreshToken,
  endAal1Sessions,
  issueRefreshToken,
  raiseSessionToAal2,
  revokeRefreshToken,
} from './session-store.js';
import { matchTotp, newTotpSecret, otpauthUri, qrCodeSvg } from './totp.js';

/** GoTrue's MFA defaults (GOTRUE_MFA_MAX_ENROLLED_FACTORS, GOTRUE_MFA_MAX_VERIFIED_FACTORS). */
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's validateFactors: name conflicts, the factor limits, and aal2 to add to a protected account. */
async function assertMayEnroll(ctx: AuthContext, auth: Authenticated, friendlyName: string): Promise<void> {
  await deleteExpiredFactors(ctx.db);
  const factors = await factorsOf(ctx.db, auth.user.id);
  // GoTrue compares names as given, so two factors without a name conflict too.
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && auth.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

/** The issuer GoTrue puts in the otpauth URI when the client names none: the site URL's host. */
const defaultIssuer = (siteUrl: string) => new URL(siteUrl).host;

/** POST /factors { factor_type, friendly_name?, issuer? } */
export async function enrollFactor(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const auth = await requireUser(ctx, request);
  const factorType = text(body.factor_type);
  if (factorType === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  const friendlyName = text(body.friendly_name);
  const issuer = text(body.issuer) || defaultIssuer(ctx.siteUrl);
  await assertMayEnroll(ctx, auth, friendlyName);

  const secret = newTotpSecret();
  const uri = otpauthUri(issuer, auth.user.email ?? '', secret);
  const factor = await createTotpFactor(ctx.db, auth.user.id, friendlyName, secret);
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  };
}

/** The factor of the path, owned by the signed-in user (GoTrue's loadFactor). */
async function loadFactor(ctx: AuthContext, auth: Authenticated, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(ctx.db, auth.user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * GoTrue limits challenges and verifications together (15 a minute by default); counted per factor here,
 * so guessing one account's codes stops at the limit with GoTrue's 429 over_request_rate_limit.
 */
const limitAttempts = (ctx: AuthContext, factor: FactorRow) => ctx.limit('mfa', factor.id);

/** POST /factors/{id}/challenge → { id, type, expires_at } */
export async function challengeFactor(ctx: AuthContext, request: FastifyRequest, factorId: string) {
  const auth = await requireUser(ctx, request);
  const factor = await loadFactor(ctx, auth, factorId);
  await limitAttempts(ctx, factor);
  if (factor.factor_type !== 'totp') {
    throw unprocessable(`mfa_${factor.factor_type}_verify_not_enabled`, 'MFA verification is disabled');
  }
  const challenge = await createChallenge(ctx.db, factor.id, request.ip);
  return {
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  };
}

/** Why a challenge cannot be verified (GoTrue's validateChallenge, in its order), or null. */
async function challengeRefusal(
  tx: Queryable,
  request: FastifyRequest,
  factor: FactorRow,
  id: string,
): Promise<AuthError | null> {
  const challenge = UUID.test(id) ? await findChallenge(tx, factor.id, id, request.ip) : undefined;
  if (!challenge) {
    return unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  // GoTrue answers a challenge that was already verified with the same words.
  if (challenge.verified_at || !challenge.same_ip) {
    return unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    await deleteChallenge(tx, challenge.id);
    return unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return null;
}

/** Why `code` is refused for the factor (wrong, outside the window, or already used), or its time step. */
async function codeRefusal(tx: Queryable, factor: FactorRow, code: string): Promise<AuthError | number> {
  const timeStep = matchTotp(factor.secret ?? '', code);
  if (timeStep === null) return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  const used = await lastTimeStep(tx, factor.id);
  if (used !== undefined && timeStep <= used) {
    // GoTrue's code, so clients need nothing new; the message says why.
    return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered: this code was already used');
  }
  return timeStep;
}

/** verifyFactor's transaction: a refusal to throw once it has committed, or the aal2 session. */
type VerifyOutcome = { refusal: AuthError } | { session: Awaited<ReturnType<typeof sessionResponse>> };

/**
 * POST /factors/{id}/verify { challenge_id, code } → the same session, now aal2 (GoTrue's
 * updateMFASessionAndClaims): a totp amr claim, a rotated refresh token, the factor verified, and the user's
 * aal1 sessions ended. Checked and spent in one transaction, so two requests cannot both use one code.
 */
export async function verifyFactor(
  ctx: AuthContext,
  request: FastifyRequest,
  factorId: string,
  body: Record<string, unknown>,
) {
  const auth = await requireUser(ctx, request);
  const factor = await loadFactor(ctx, auth, factorId);
  await limitAttempts(ctx, factor);
  const code = text(body.code).trim();
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');

  // Refusals are returned, not thrown, so an expired challenge's deletion is committed.
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const refusal = await challengeRefusal(tx, request, factor, text(body.challenge_id));
    if (refusal) return { refusal };
    const timeStep = await codeRefusal(tx, factor, code);
    if (timeStep instanceof AuthError) return { refusal: timeStep };

    await recordTimeStep(tx, factor.id, timeStep);
    await markChallengeVerified(tx, text(body.challenge_id));
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id);
    await recordAuthMethod(tx, auth.sessionId, 'totp');
    const current = await activeRefreshToken(tx, auth.sessionId);
    if (current) await revokeRefreshToken(tx, current.token);
    const refreshToken = await issueRefreshToken(tx, auth.user.id, auth.sessionId, current?.token ?? null);
    await raiseSessionToAal2(tx, auth.sessionId, factor.id);
    const session = await sessionResponse(tx, ctx.tokens, auth.user.id, auth.sessionId, refreshToken);
    await endAal1Sessions(tx, auth.user.id);
    await deleteUnverifiedFactors(tx, auth.user.id, factor.factor_type);
    return { session };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.session;
}

/** DELETE /factors/{id} → { id }; a verified factor can only be removed from an aal2 session. */
export async function unenrollFactor(ctx: AuthContext, request: FastifyRequest, factorId: string) {
  const auth = await requireUser(ctx, request);
  const factor = await loadFactor(ctx, auth, factorId);
  if (factor.status === 'verified' && auth.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.transaction((tx) => deleteFactor(tx, factor));
  return { id: factor.id };
}

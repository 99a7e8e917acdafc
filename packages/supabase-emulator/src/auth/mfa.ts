import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest, forbidden, unprocessable } from './auth-error.js';
import { objectField, text, type AuthContext } from './context.js';
import { requireUser, type Authenticated } from './current-user.js';
import {
  CHALLENGE_EXPIRY_SECONDS,
  createChallenge,
  createFactor,
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
  saveWebAuthnCredential,
  type FactorRow,
} from './factor-store.js';
import { recordAuthMethod, type AuthMethod } from './flow-state.js';
import { writeSms } from './outbox.js';
import { relyingParty } from './passkeys.js';
import { assertSmsFrequency, smsText } from './phone.js';
import { newOtp, validatePhone } from './validate.js';
import {
  assertionIds,
  creationOptions,
  newChallenge,
  requestOptions,
  verifyAssertion,
  verifyRegistration,
  type CredentialJson,
} from './webauthn.js';
import { sessionResponse } from './issue-session.js';
import {
  activeRefreshToken,
  endAal1Sessions,
  issueRefreshToken,
  raiseSessionToAal2,
  revokeRefreshToken,
} from './session-store.js';
import { matchTotp, newTotpSecret, otpauthUri, qrCodeSvg } from './totp.js';

/** GoTrue's GOTRUE_MFA_MAX_VERIFIED_FACTORS default ([auth.mfa] max_enrolled_factors sets the other). */
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
  if (factors.length >= ctx.settings.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
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

/** POST /factors { factor_type: totp | phone | webauthn, friendly_name?, issuer?, phone? } */
export async function enrollFactor(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const auth = await requireUser(ctx, request);
  const factorType = text(body.factor_type);
  const mfa = ctx.settings.mfa;
  if (factorType === 'phone') {
    if (!mfa.phone.enroll)
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    return enrollPhoneFactor(ctx, auth, body);
  }
  if (factorType === 'webauthn') {
    if (!mfa.webAuthn.enroll) {
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    const friendlyName = text(body.friendly_name);
    await assertMayEnroll(ctx, auth, friendlyName);
    const factor = await createFactor(ctx.db, auth.user.id, 'webauthn', friendlyName, null);
    return { id: factor.id, type: 'webauthn', friendly_name: factor.friendly_name ?? '' };
  }
  if (factorType !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!mfa.totp.enroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
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

/**
 * GoTrue's enrollPhoneFactor: one factor per number (an unverified one for the same number is replaced, a
 * verified one refused); the code is sent at the challenge.
 */
async function enrollPhoneFactor(ctx: AuthContext, auth: Authenticated, body: Record<string, unknown>) {
  const raw = text(body.phone);
  if (!raw) throw badRequest('validation_failed', 'Phone number required to enroll Phone factor');
  const phone = validatePhone(raw);
  const friendlyName = text(body.friendly_name);
  const existing = (await factorsOf(ctx.db, auth.user.id)).filter(
    (factor) => factor.factor_type === 'phone' && factor.phone === phone,
  );
  if (existing.some((factor) => factor.status === 'verified')) {
    throw unprocessable(
      'phone_factor_already_exists',
      'A verified phone factor already exists, unenroll the existing factor to continue',
    );
  }
  for (const factor of existing)
    await ctx.db.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  await assertMayEnroll(ctx, auth, friendlyName);
  const factor = await createFactor(ctx.db, auth.user.id, 'phone', friendlyName, phone);
  return { id: factor.id, type: 'phone', friendly_name: factor.friendly_name ?? '', phone: raw };
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

/** POST /factors/{id}/challenge → { id, type, expires_at } (and `webauthn` options for a WebAuthn factor) */
export async function challengeFactor(
  ctx: AuthContext,
  request: FastifyRequest,
  factorId: string,
  body: Record<string, unknown> = {},
) {
  const auth = await requireUser(ctx, request);
  const factor = await loadFactor(ctx, auth, factorId);
  await limitAttempts(ctx, factor);
  const mfa = ctx.settings.mfa;
  const expiresAt = (challenge: { created_at: Date }) =>
    Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS;
  if (factor.factor_type === 'phone') {
    if (!mfa.phone.verify) {
      throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
    }
    const channel = text(body.channel) || 'sms';
    if (channel !== 'sms') {
      throw badRequest(
        'validation_failed',
        "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
      );
    }
    assertSmsFrequency(factor.last_challenged_at, mfa.phone.maxFrequencySeconds);
    const otp = newOtp(mfa.phone.otpLength);
    const challenge = await ctx.db.transaction(async (tx) => {
      await writeSms(tx, {
        to: factor.phone ?? '',
        body: smsText(mfa.phone.template, otp),
        code: otp,
        type: 'mfa',
      });
      return createChallenge(tx, factor.id, request.ip, { otpCode: otp });
    });
    return { id: challenge.id, type: 'phone', expires_at: expiresAt(challenge) };
  }
  if (factor.factor_type === 'webauthn') {
    if (!mfa.webAuthn.verify) {
      throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
    }
    const params = objectField(body.webauthn) ?? objectField(body.web_authn) ?? {};
    const configured = relyingParty(ctx);
    const rp = {
      ...configured,
      id: text(params.rp_id) || configured.id,
      origins: Array.isArray(params.rp_origins) ? params.rp_origins.map(String) : configured.origins,
    };
    const challengeValue = newChallenge();
    const create = factor.status !== 'verified';
    const options = create
      ? creationOptions(
          rp,
          { id: auth.user.id, name: auth.user.email || auth.user.id, displayName: auth.user.email || '' },
          challengeValue,
          [],
          false,
        )
      : requestOptions(
          rp,
          challengeValue,
          factor.web_authn_credential ? [Buffer.from(factor.web_authn_credential.id, 'base64url')] : [],
          false,
        );
    const challenge = await createChallenge(ctx.db, factor.id, request.ip, {
      webAuthn: {
        challenge: challengeValue,
        rpId: rp.id,
        origins: rp.origins,
        type: create ? 'create' : 'request',
      },
    });
    return {
      id: challenge.id,
      type: 'webauthn',
      expires_at: expiresAt(challenge),
      webauthn: { type: create ? 'create' : 'request', credential_options: { publicKey: options } },
    };
  }
  if (!mfa.totp.verify)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const challenge = await createChallenge(ctx.db, factor.id, request.ip);
  return { id: challenge.id, type: factor.factor_type, expires_at: expiresAt(challenge) };
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
  const webauthn = objectField(body.webauthn) ?? objectField(body.web_authn);
  if (factor.factor_type === 'webauthn') {
    if (!webauthn) throw badRequest('validation_failed', 'WebAuthn config required');
    if (webauthn.type !== 'create' && webauthn.type !== 'request') {
      throw badRequest('validation_failed', 'WebAuthn type must be create or request');
    }
    if (!objectField(webauthn.credential_response)) {
      throw badRequest('validation_failed', 'credential_response required');
    }
  } else if (!code) {
    throw badRequest('validation_failed', 'Code needs to be non-empty');
  }
  const method = { totp: 'totp', phone: 'mfa/phone', webauthn: 'mfa/webauthn' }[
    factor.factor_type
  ] as AuthMethod;

  // Refusals are returned, not thrown, so an expired challenge's deletion is committed.
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const challengeId = text(body.challenge_id);
    const refusal = await challengeRefusal(tx, request, factor, challengeId);
    if (refusal) return { refusal };
    if (factor.factor_type === 'totp') {
      const timeStep = await codeRefusal(tx, factor, code);
      if (timeStep instanceof AuthError) return { refusal: timeStep };
      await recordTimeStep(tx, factor.id, timeStep);
    } else if (factor.factor_type === 'phone') {
      const challenge = await findChallenge(tx, factor.id, challengeId, request.ip);
      if (!challenge?.otp_code || challenge.otp_code !== code) {
        return { refusal: unprocessable('mfa_verification_failed', 'Invalid MFA Phone code entered') };
      }
    } else {
      const refused = await webAuthnRefusal(tx, factor, challengeId, request, webauthn ?? {});
      if (refused) return { refusal: refused };
    }

    await markChallengeVerified(tx, challengeId);
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id);
    await recordAuthMethod(tx, auth.sessionId, method);
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

/** A WebAuthn factor's verification: registration on its first use, an assertion afterwards. */
async function webAuthnRefusal(
  tx: Queryable,
  factor: FactorRow,
  challengeId: string,
  request: FastifyRequest,
  webauthn: Record<string, unknown>,
): Promise<AuthError | null> {
  const challenge = await findChallenge(tx, factor.id, challengeId, request.ip);
  const session = challenge?.web_authn_session_data;
  const failed = unprocessable('mfa_verification_failed', 'WebAuthn verification failed');
  if (!session) return failed;
  const rp = { id: session.rpId, name: '', origins: session.origins };
  const credential = objectField(webauthn.credential_response) as CredentialJson;
  try {
    if (webauthn.type === 'create') {
      if (factor.status === 'verified' || session.type !== 'create') return failed;
      const registered = verifyRegistration(credential, session.challenge, rp, false);
      await saveWebAuthnCredential(tx, factor.id, {
        id: registered.credentialId.toString('base64url'),
        publicKey: registered.publicKey.toString('base64url'),
        signCount: registered.signCount,
      });
      return null;
    }
    const stored = factor.web_authn_credential;
    if (!stored || session.type !== 'request') return failed;
    if (assertionIds(credential).credentialId.toString('base64url') !== stored.id) return failed;
    const signCount = verifyAssertion(
      credential,
      session.challenge,
      rp,
      { publicKey: Buffer.from(stored.publicKey, 'base64url'), signCount: stored.signCount },
      false,
    );
    await saveWebAuthnCredential(tx, factor.id, { ...stored, signCount });
    return null;
  } catch {
    return failed;
  }
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

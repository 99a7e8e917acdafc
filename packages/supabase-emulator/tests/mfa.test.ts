import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t } = emulatorSuite();

/**
 * The code an authenticator shows `offsetSeconds` from now. A code is accepted once per factor, so a second
 * verification within the same 30 s uses the next step's code (+30), which the ±1 step window accepts.
 */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** A six-digit code that is not the current one. */
const wrongCode = (secret: string) => String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');

async function enrollTotp(supabase: SupabaseClient, friendlyName?: string) {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return { factorId: data!.id, secret: data!.totp.secret };
}

async function challenge(supabase: SupabaseClient, factorId: string): Promise<string> {
  const { data, error } = await supabase.auth.mfa.challenge({ factorId });
  expect(error).toBeNull();
  return data!.id;
}

const accessToken = async (supabase: SupabaseClient) =>
  (await supabase.auth.getSession()).data.session!.access_token;

const claimsOf = async (supabase: SupabaseClient) => decodeJwt(await accessToken(supabase));

describe('enrolling and verifying a TOTP factor', () => {
  let sam: SupabaseClient;
  let factorId = '';
  let secret = '';

  beforeAll(async () => {
    sam = await t.signIn('sam');
  });

  it('enroll answers with the secret, the otpauth URI and an SVG QR code, stored unverified', async () => {
    const { data, error } = await sam.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    expect(error).toBeNull();
    factorId = data!.id;
    secret = data!.totp.secret;
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Work phone' });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/localhost:3000:sam@northwind.test?algorithm=SHA1&digits=6&issuer=localhost%3A3000` +
        `&period=30&secret=${secret}`,
    );
    // supabase-js turns GoTrue's bare SVG into a data URI; a `#` would cut it short.
    expect(data!.totp.qr_code).toMatch(
      /^data:image\/svg\+xml;utf-8,<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(data!.totp.qr_code).not.toContain('#');

    const { rows } = await t.db.query<{ status: string; secret: string; user_id: string }>(
      `select status, secret, user_id from auth.mfa_factors where id = $1`,
      [factorId],
    );
    expect(rows).toEqual([{ status: 'unverified', secret, user_id: DEMO.users.sam.id }]);

    const listed = await sam.auth.mfa.listFactors();
    expect(listed.error).toBeNull();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({
        id: factorId,
        factor_type: 'totp',
        status: 'unverified',
        friendly_name: 'Work phone',
      }),
    ]);
    expect(listed.data!.totp).toEqual([]);
  });

  it('challenge answers with its id, type and expiry five minutes ahead', async () => {
    const { data, error } = await sam.auth.mfa.challenge({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String) as string,
      type: 'totp',
      expires_at: expect.any(Number) as number,
    });
    expect(data!.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(data!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(301);
  });

  it('verify with the current code makes the same session aal2, with totp in amr', async () => {
    const before = await claimsOf(sam);
    expect(before).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) as number }],
    });
    const events: string[] = [];
    const { data: listener } = sam.auth.onAuthStateChange((event) => void events.push(event));

    const challengeId = await challenge(sam, factorId);
    const { data, error } = await sam.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(error).toBeNull();
    listener.subscription.unsubscribe();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');

    const claims = decodeJwt(data!.access_token);
    expect(claims).toMatchObject({ aal: 'aal2', session_id: before.session_id, sub: DEMO.users.sam.id });
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) as number },
      { method: 'password', timestamp: expect.any(Number) as number },
    ]);
    expect(data!.user.factors).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);

    const aal = await sam.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(aal.data!.currentAuthenticationMethods).toEqual(
      expect.arrayContaining([expect.objectContaining({ method: 'totp' })]),
    );

    const session = await t.db.query<{ aal: string; factor_id: string }>(
      `select aal, factor_id from auth.sessions where id = $1`,
      [claims.session_id],
    );
    expect(session.rows).toEqual([{ aal: 'aal2', factor_id: factorId }]);
    const amr = await t.db.query<{ authentication_method: string }>(
      `select authentication_method from auth.mfa_amr_claims where session_id = $1 order by authentication_method`,
      [claims.session_id],
    );
    expect(amr.rows.map((row) => row.authentication_method)).toEqual(['password', 'totp']);

    const listed = await sam.auth.mfa.listFactors();
    expect(listed.data!.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
  });

  it('a refreshed session stays aal2', async () => {
    const { data, error } = await sam.auth.refreshSession();
    expect(error).toBeNull();
    expect(decodeJwt(data.session!.access_token).aal).toBe('aal2');
  });

  it('a password sign-in is aal1 with nextLevel aal2; challengeAndVerify raises it and ends aal1 sessions', async () => {
    const phone = await t.signIn('sam');
    const laptop = await t.signIn('sam');
    expect(await claimsOf(phone)).toMatchObject({ aal: 'aal1' });
    const aal = await phone.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const { error } = await phone.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, 30) });
    expect(error).toBeNull();
    expect(await claimsOf(phone)).toMatchObject({ aal: 'aal2' });

    // As GoTrue does: the other aal1 session of the user ends; the earlier aal2 one lives on.
    const laptopSession = (await claimsOf(laptop)).session_id;
    const ended = await laptop.auth.getUser();
    // supabase-js reads GoTrue's 403 session_not_found as "signed out".
    expect(ended.error?.name).toBe('AuthSessionMissingError');
    const { rows } = await t.db.query(`select 1 from auth.sessions where id = $1`, [laptopSession]);
    expect(rows).toHaveLength(0);
    expect((await sam.auth.getUser()).error).toBeNull();
  });

  it("refuses another user's factor and unknown factor ids with GoTrue's 404s", async () => {
    const ivy = await t.signIn('ivy');
    const other = await ivy.auth.mfa.challenge({ factorId });
    expect(other.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const bad = await ivy.auth.mfa.challenge({ factorId: 'not-a-uuid' });
    expect(bad.error).toMatchObject({ status: 404, code: 'validation_failed' });
  });

  it('refuses a second factor from an aal1 session, unsupported types and a duplicate name', async () => {
    const aal1 = await t.signIn('sam');
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const duplicate = await sam.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await sam.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });
});

describe('refused codes and challenges', () => {
  let ivy: SupabaseClient;
  let factorId = '';
  let secret = '';
  let verifiedChallenge = '';

  beforeAll(async () => {
    ivy = await t.signIn('ivy');
    ({ factorId, secret } = await enrollTotp(ivy));
  });

  it("refuses a wrong code with GoTrue's mfa_verification_failed and keeps the challenge usable", async () => {
    const challengeId = await challenge(ivy, factorId);
    const wrong = await ivy.auth.mfa.verify({ factorId, challengeId, code: wrongCode(secret) });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    // A code from three steps ago is outside the ±1 step window.
    const stale = await ivy.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret, -90) });
    expect(stale.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const right = await ivy.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(right.error).toBeNull();
    verifiedChallenge = challengeId;
  });

  it('refuses a code that was already used, on a new challenge', async () => {
    // The step just accepted, or an earlier one: either is a replay.
    const challengeId = await challenge(ivy, factorId);
    const used = await t.db.query<{ time_step: string }>(
      `select time_step from emulator_private.totp_last_time_step where factor_id = $1`,
      [factorId],
    );
    const replayed = generateSync({ secret, epoch: Number(used.rows[0]!.time_step) * 30 });
    const { error } = await ivy.auth.mfa.verify({ factorId, challengeId, code: replayed });
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(error!.message).toContain('already used');
  });

  it('refuses a challenge that was already verified', async () => {
    const { error } = await ivy.auth.mfa.verify({
      factorId,
      challengeId: verifiedChallenge,
      code: codeAt(secret, 30),
    });
    expect(error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('refuses an expired challenge with mfa_challenge_expired and deletes it', async () => {
    const challengeId = await challenge(ivy, factorId);
    await t.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challengeId],
    );
    const { error } = await ivy.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret, 30) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect(error!.message).toBe(
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
    const { rows } = await t.db.query(`select 1 from auth.mfa_challenges where id = $1`, [challengeId]);
    expect(rows).toHaveLength(0);

    // The code was not spent by the refused attempt.
    const fresh = await challenge(ivy, factorId);
    const { error: again } = await ivy.auth.mfa.verify({
      factorId,
      challengeId: fresh,
      code: codeAt(secret, 30),
    });
    expect(again).toBeNull();
  });

  it('refuses an unknown challenge and an empty code', async () => {
    const unknown = await ivy.auth.mfa.verify({
      factorId,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const empty = await ivy.auth.mfa.verify({
      factorId,
      challengeId: await challenge(ivy, factorId),
      code: '',
    });
    expect(empty.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Code needs to be non-empty',
    });
  });
});

describe('too many attempts', () => {
  it('answers 429 over_request_rate_limit once a factor had 15 challenges and verifications in a minute', async () => {
    const newHire = t.client();
    const signUp = await newHire.auth.signUp({ email: DEMO.newHireEmail, password: 'New-hire-pass-1' });
    expect(signUp.error).toBeNull();
    const { factorId, secret } = await enrollTotp(newHire);
    const challengeId = await challenge(newHire, factorId);
    const statuses: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const { error } = await newHire.auth.mfa.verify({ factorId, challengeId, code: wrongCode(secret) });
      statuses.push(error?.status);
    }
    expect(statuses.slice(0, 14)).toEqual(Array(14).fill(422));
    expect(statuses[14]).toBe(429);
    const { error } = await newHire.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('unenrolling', () => {
  let fresh: SupabaseClient;
  let factorId = '';

  beforeAll(async () => {
    fresh = await t.signIn('fresh');
    const enrolled = await enrollTotp(fresh, 'Authenticator');
    factorId = enrolled.factorId;
    const { error } = await fresh.auth.mfa.challengeAndVerify({ factorId, code: codeAt(enrolled.secret) });
    expect(error).toBeNull();
  });

  it('needs an aal2 session to remove a verified factor', async () => {
    const aal1 = await t.signIn('fresh');
    const { error } = await aal1.auth.mfa.unenroll({ factorId });
    expect(error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });
  });

  it('removes the factor, and the session drops back to aal1', async () => {
    const sessionId = (await claimsOf(fresh)).session_id as string;
    const { data, error } = await fresh.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });

    const listed = await fresh.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([]);
    const session = await t.db.query<{ aal: string; factor_id: string | null }>(
      `select aal, factor_id from auth.sessions where id = $1`,
      [sessionId],
    );
    expect(session.rows).toEqual([{ aal: 'aal1', factor_id: null }]);
    const refreshed = await fresh.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) as number }],
    });
    const aal = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('removes an unverified factor from an aal1 session', async () => {
    const { factorId: pending } = await enrollTotp(fresh, 'Never verified');
    const { error } = await fresh.auth.mfa.unenroll({ factorId: pending });
    expect(error).toBeNull();
  });
});

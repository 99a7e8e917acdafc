import type { Queryable } from '../db/queryable.js';
import { badRequest, forbidden, unprocessable } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { startSession, type AuthMethod } from './flow-state.js';
import {
  addIdentity,
  confirmEmail,
  confirmPhone,
  findUserById,
  syncProviders,
  updateIdentityData,
  USER_COLUMNS,
  type UserRow,
} from './user-store.js';
import { tokenHash, validateEmail, validatePhone } from './validate.js';

/** The `type` of POST /verify (GoTrue's verification types). */
export type VerifyType =
  'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email' | 'sms' | 'phone_change';

const VERIFY_TYPES = new Set<string>([
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email_change',
  'email',
  'sms',
  'phone_change',
]);

/** The token columns a verification type may spend, each with its sent-at column. */
const CANDIDATES: Record<VerifyType, { token: string; sentAt: string; as: VerifyType }[]> = {
  signup: [{ token: 'confirmation_token', sentAt: 'confirmation_sent_at', as: 'signup' }],
  invite: [{ token: 'confirmation_token', sentAt: 'confirmation_sent_at', as: 'invite' }],
  recovery: [{ token: 'recovery_token', sentAt: 'recovery_sent_at', as: 'recovery' }],
  magiclink: [{ token: 'recovery_token', sentAt: 'recovery_sent_at', as: 'magiclink' }],
  // GoTrue's "email" type: a sign-up's code, else a magic link's.
  email: [
    { token: 'confirmation_token', sentAt: 'confirmation_sent_at', as: 'signup' },
    { token: 'recovery_token', sentAt: 'recovery_sent_at', as: 'magiclink' },
  ],
  email_change: [
    { token: 'email_change_token_current', sentAt: 'email_change_sent_at', as: 'email_change' },
    { token: 'email_change_token_new', sentAt: 'email_change_sent_at', as: 'email_change' },
  ],
  sms: [{ token: 'confirmation_token', sentAt: 'confirmation_sent_at', as: 'sms' }],
  phone_change: [{ token: 'phone_change_token', sentAt: 'phone_change_sent_at', as: 'phone_change' }],
};

/** The amr method of a session a verification starts. */
export const METHOD: Record<VerifyType, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  email: 'otp',
  sms: 'otp',
  phone_change: 'otp',
};

const isPhoneType = (type: VerifyType) => type === 'sms' || type === 'phone_change';

const expiryOf = (ctx: AuthContext, type: VerifyType) =>
  isPhoneType(type) ? ctx.settings.sms.otpExpirySeconds : ctx.settings.email.otpExpirySeconds;

export const otpExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

/**
 * The user holding an unexpired token `hash` of the type (GoTrue's isOtpValid: the stored value, or the
 * stored value with the `pkce_` prefix), narrowed to `where` (the email or phone the code was sent to).
 */
async function findByToken(
  db: Queryable,
  ctx: AuthContext,
  type: VerifyType,
  hash: string,
  where: { sql: string; value: string } | null,
): Promise<{ user: UserRow; as: VerifyType } | undefined> {
  for (const candidate of CANDIDATES[type]) {
    const { rows } = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users
        where deleted_at is null and ${candidate.token} <> ''
          and (${candidate.token} = $1 or ${candidate.token} = 'pkce_' || $1)
          and ${candidate.sentAt} + make_interval(secs => $2::int) > now()
          ${where ? `and ${where.sql}` : ''}
        limit 1 for update`,
      where ? [hash, expiryOf(ctx, type), where.value] : [hash, expiryOf(ctx, type)],
    );
    if (rows[0]) return { user: rows[0], as: candidate.as };
  }
  return undefined;
}

/** By the link's token (or verifyOtp's token_hash). */
export async function findUserByTokenHash(
  db: Queryable,
  ctx: AuthContext,
  type: VerifyType,
  hash: string,
): Promise<UserRow | undefined> {
  if (!hash) return undefined;
  return (await findByToken(db, ctx, type, hash, null))?.user;
}

/** The half of an email change (or the whole one) that is now confirmed: 'partial' while the other waits. */
export type VerificationOutcome = 'done' | 'partial';

/**
 * What following the link or entering the code does, once the token matched (GoTrue's signupVerify,
 * recoverVerify, emailChangeVerify, smsVerify): confirms, spends the token, updates identities and providers.
 */
export async function completeVerification(
  db: Queryable,
  ctx: AuthContext,
  type: VerifyType,
  user: UserRow,
  presented: string,
): Promise<VerificationOutcome> {
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw forbidden('user_banned', 'User is banned');
  }
  switch (type) {
    case 'signup':
    case 'invite':
      await confirmEmail(db, user.id);
      break;
    case 'recovery':
    case 'magiclink':
      await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
        user.id,
      ]);
      if (!user.email_confirmed_at) await confirmEmail(db, user.id);
      break;
    case 'email_change':
      if (await confirmEmailChange(db, ctx, user, presented)) return 'partial';
      break;
    case 'sms':
      await confirmPhone(db, user.id);
      await db.query(`update auth.users set is_anonymous = false where id = $1`, [user.id]);
      break;
    case 'phone_change':
      await confirmPhoneChange(db, user);
      break;
    default:
      break;
  }
  await syncProviders(db, user.id);
  return 'done';
}

/**
 * GoTrue's emailChangeVerify: with secure email change (double_confirm_changes, confirmations on) the first
 * link only records its half (answer 'partial'); the second, or the only one, moves the email over.
 */
async function confirmEmailChange(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  presented: string,
): Promise<boolean> {
  const matches = (stored: string | null) =>
    !!stored && (stored === presented || stored === `pkce_${presented}` || `pkce_${stored}` === presented);
  if (
    !ctx.autoconfirm &&
    ctx.settings.email.doubleConfirmChanges &&
    (user.email_change_confirm_status ?? 0) === 0 &&
    user.email
  ) {
    const column = matches(user.email_change_token_current)
      ? 'email_change_token_current'
      : 'email_change_token_new';
    await db.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
      [user.id],
    );
    return true;
  }
  const newEmail = user.email_change ?? '';
  const updated = await updateIdentityData(db, user.id, 'email', { email: newEmail, email_verified: true });
  if (!updated) {
    await addIdentity(db, user.id, 'email', user.id, {
      sub: user.id,
      email: newEmail,
      email_verified: true,
      phone_verified: false,
    });
  }
  await db.query(
    `update auth.users
        set email = email_change, email_change = '', email_change_token_current = '', email_change_token_new = '',
            email_change_confirm_status = 0, is_anonymous = false, updated_at = now()
      where id = $1`,
    [user.id],
  );
  if (!user.email_confirmed_at) await confirmEmail(db, user.id);
  return false;
}

/** GoTrue's ConfirmPhoneChange and the phone identity it creates or updates. */
async function confirmPhoneChange(db: Queryable, user: UserRow): Promise<void> {
  const phone = user.phone_change ?? '';
  const updated = await updateIdentityData(db, user.id, 'phone', { phone, phone_verified: true });
  if (!updated) {
    await addIdentity(db, user.id, 'phone', user.id, {
      sub: user.id,
      phone,
      email_verified: false,
      phone_verified: true,
    });
  }
  await db.query(
    `update auth.users
        set phone = phone_change, phone_change = '', phone_change_token = '', phone_confirmed_at = now(),
            is_anonymous = false, updated_at = now()
      where id = $1`,
    [user.id],
  );
}

interface VerifyParams {
  type: VerifyType;
  token: string;
  tokenHash: string;
  email: string;
  phone: string;
}

/** GoTrue's VerifyParams.Validate for POST /verify. */
function verifyParams(body: Record<string, unknown>): VerifyParams {
  const type = text(body.type);
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  const token = text(body.token);
  const hash = text(body.token_hash);
  if ((!token && !hash) || (token && hash)) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  let email = text(body.email);
  let phone = text(body.phone);
  if (token) {
    if (phone && !email) {
      phone = validatePhone(phone);
    } else if (email && !phone) {
      try {
        email = validateEmail(email);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
    } else {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
  } else if (email || phone || text(body.redirect_to)) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }
  if (!VERIFY_TYPES.has(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  return { type: type as VerifyType, token, tokenHash: hash, email, phone };
}

/** The user of an email or phone and its code (GoTrue's verifyUserAndToken). */
async function findUserForCode(
  db: Queryable,
  ctx: AuthContext,
  params: VerifyParams,
): Promise<{ user: UserRow; as: VerifyType; hash: string } | undefined> {
  if (isPhoneType(params.type)) {
    const column = params.type === 'sms' ? 'phone' : 'phone_change';
    const testOtp = ctx.settings.sms.testOtp[params.phone];
    if (testOtp !== undefined && testOtp === params.token) {
      const { rows } = await db.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users where ${column} = $1 and deleted_at is null limit 1 for update`,
        [params.phone],
      );
      return rows[0] ? { user: rows[0], as: params.type, hash: '' } : undefined;
    }
    const hash = tokenHash(params.phone, params.token);
    const found = await findByToken(db, ctx, params.type, hash, {
      sql: `${column} = $3`,
      value: params.phone,
    });
    return found && { ...found, hash };
  }
  // An email change's code is bound to the address it was sent to: the current one or the new one.
  const hash = tokenHash(params.email, params.token);
  const where =
    params.type === 'email_change'
      ? { sql: `(lower(email) = $3 or lower(email_change) = $3)`, value: params.email }
      : { sql: `lower(email) = $3 and is_sso_user = false`, value: params.email };
  const found = await findByToken(db, ctx, params.type, hash, where);
  return found && { ...found, hash };
}

/**
 * POST /verify: supabase-js verifyOtp, with a token hash or with an email or phone and its code. Answers with
 * a session (amr `otp` for codes, the email's own method for token hashes), or GoTrue's
 * `{ msg, code }` after the first half of a secure email change.
 */
export async function verifyPost(ctx: AuthContext, body: Record<string, unknown>) {
  const params = verifyParams(body);
  const outcome = await ctx.db.transaction(async (tx) => {
    let user: UserRow | undefined;
    let as: VerifyType = params.type;
    let presented = params.tokenHash;
    if (params.tokenHash) {
      const found = await findByToken(tx, ctx, params.type, params.tokenHash, null);
      user = found?.user;
      if (found) as = found.as;
    } else {
      const found = await findUserForCode(tx, ctx, params);
      user = found?.user;
      if (found) {
        as = found.as;
        presented = found.hash;
      }
    }
    if (!user) return { error: otpExpired() };
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      return { error: forbidden('user_banned', 'User is banned') };
    }
    const result = await completeVerification(tx, ctx, as, user, presented);
    if (result === 'partial') return { partial: true as const };
    const method = params.tokenHash ? METHOD[as] : 'otp';
    const current = await findUserById(tx, user.id);
    if (!current) return { error: otpExpired() };
    return { session: await startSession(tx, ctx, current.id, method) };
  });
  if ('error' in outcome && outcome.error) throw outcome.error;
  if ('partial' in outcome) {
    return {
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: '200',
    };
  }
  return (outcome as { session: Record<string, unknown> }).session;
}

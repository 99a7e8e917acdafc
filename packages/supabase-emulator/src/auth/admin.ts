import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyRoleOf, bearerToken, checkApiKey } from '../http/gateway.js';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest, forbidden, unprocessable } from './auth-error.js';
import { objectField, text, type AuthContext } from './context.js';
import { sendEmailLink, type EmailType } from './email-flows.js';
import { deleteFactor, factorJson, factorsOf, findOwnedFactor } from './factor-store.js';
import { beforeUserCreated } from './hooks.js';
import { hashPassword } from './password.js';
import { redirectTarget } from './redirect.js';
import { fullUserJson, userJson } from './user-json.js';
import {
  addIdentity,
  confirmEmail,
  confirmPhone,
  createUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  identitiesOf,
  syncProviders,
  updateIdentityData,
  USER_COLUMNS,
  type UserRow,
} from './user-store.js';
import { validateEmail, validatePhone } from './validate.js';

/** GoTrue's GOTRUE_JWT_ADMIN_ROLES default. */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GoTrue's requireAdmin: the bearer must be the service role (the secret key, a legacy service_role JWT API key,
 * or a JWT whose role is an admin role); without a bearer the apikey's role decides. A browser's publishable
 * key or a user's session never passes (403 not_admin).
 */
export async function requireAdmin(ctx: AuthContext, request: FastifyRequest): Promise<void> {
  const bearer = bearerToken(request);
  let role: string | undefined;
  if (!bearer) {
    // Hosted, the gateway turns a new-format key without a bearer into a JWT of the key's role.
    const key = checkApiKey(request);
    if (!key.ok || !key.key) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    role = key.role;
  } else {
    role = apiKeyRoleOf(request, bearer);
    if (!role) {
      const check = await ctx.tokens.key.verify(bearer);
      if (!check.ok) {
        throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.detail}`);
      }
      role = typeof check.claims.role === 'string' ? check.claims.role : undefined;
    }
  }
  if (!role || !ADMIN_ROLES.has(role)) throw forbidden('not_admin', 'User not allowed');
}

/** GoTrue's loadUser: the path's user, 404 when there is none. */
async function loadUser(ctx: AuthContext, userId: string): Promise<UserRow> {
  if (!UUID.test(userId)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** Go's time.ParseDuration for ban_duration ("24h", "1h30m", "none" lifts a ban). */
function banUntil(raw: string): Date | null {
  if (raw === 'none') return null;
  const units: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
  };
  let ms = 0;
  let rest = raw;
  const part = /^(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/;
  if (!rest)
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration ""`);
  while (rest) {
    const match = part.exec(rest);
    if (!match) {
      throw badRequest(
        'validation_failed',
        `invalid format for ban duration: time: invalid duration "${raw}"`,
      );
    }
    ms += Number(match[1]) * (units[match[2] ?? 's'] ?? 1000);
    rest = rest.slice(match[0].length);
  }
  return new Date(Date.now() + ms);
}

interface AdminParams {
  email: string;
  phone: string;
  password: string | undefined;
  emailConfirm: boolean;
  phoneConfirm: boolean;
  userMetadata: Record<string, unknown> | undefined;
  appMetadata: Record<string, unknown> | undefined;
  banDuration: string;
  role: string;
  id: string;
}

function adminParams(body: Record<string, unknown>): AdminParams {
  return {
    email: text(body.email),
    phone: text(body.phone),
    password: typeof body.password === 'string' ? body.password : undefined,
    emailConfirm: body.email_confirm === true,
    phoneConfirm: body.phone_confirm === true,
    userMetadata: objectField(body.user_metadata) ?? objectField(body.data),
    appMetadata: objectField(body.app_metadata),
    banDuration: text(body.ban_duration),
    role: text(body.role),
    id: text(body.id),
  };
}

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');
const phoneExists = () => unprocessable('phone_exists', 'Phone number already registered by another user');

async function setBan(db: Queryable, userId: string, raw: string): Promise<void> {
  await db.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [
    userId,
    banUntil(raw),
  ]);
}

/** Merges app_metadata as GoTrue's UpdateAppMetaData (null values delete keys). */
async function mergeMetadata(
  db: Queryable,
  userId: string,
  column: 'raw_app_meta_data' | 'raw_user_meta_data',
  data: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  await db.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(data), removed],
  );
}

/** POST /admin/users (auth.admin.createUser). */
export async function adminCreateUser(ctx: AuthContext, body: Record<string, unknown>) {
  const params = adminParams(body);
  if (!params.email && !params.phone) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  const email = params.email ? validateEmail(params.email) : '';
  const phone = params.phone ? validatePhone(params.phone) : '';
  if (email && (await findUserByEmail(ctx.db, email))) throw emailExists();
  if (phone && (await findUserByPhone(ctx.db, phone))) throw phoneExists();
  if (params.id && !UUID.test(params.id)) {
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  }
  if (params.banDuration) banUntil(params.banDuration);
  await beforeUserCreated(ctx.db, ctx.tokens.hooks, {
    email,
    phone,
    provider: email ? 'email' : 'phone',
    userMetadata: params.userMetadata ?? {},
  });
  const passwordHash = params.password ? await hashPassword(params.password) : '';
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await createUser(tx, {
      id: params.id || undefined,
      email: email || undefined,
      phone: phone || undefined,
      passwordHash,
      userMetadata: params.userMetadata ?? {},
      confirmed: false,
      phoneConfirmed: false,
      role: params.role || undefined,
    });
    if (params.appMetadata) await mergeMetadata(tx, id, 'raw_app_meta_data', params.appMetadata);
    if (params.emailConfirm && email) await confirmEmail(tx, id);
    if (params.phoneConfirm && phone) await confirmPhone(tx, id);
    if (params.banDuration) await setBan(tx, id, params.banDuration);
    return id;
  });
  return fullUserJson(ctx.db, (await findUserById(ctx.db, userId))!);
}

/** GET /admin/users/{id} */
export async function adminGetUser(ctx: AuthContext, userId: string) {
  return fullUserJson(ctx.db, await loadUser(ctx, userId));
}

/** PUT /admin/users/{id} (auth.admin.updateUserById): applied at once, no confirmation email. */
export async function adminUpdateUser(ctx: AuthContext, userId: string, body: Record<string, unknown>) {
  const user = await loadUser(ctx, userId);
  const params = adminParams(body);
  const email = params.email ? validateEmail(params.email) : '';
  const phone = params.phone ? validatePhone(params.phone) : '';
  if (params.banDuration) banUntil(params.banDuration);
  if (email && email !== user.email) {
    const other = await findUserByEmail(ctx.db, email);
    if (other && other.id !== user.id) throw emailExists();
  }
  if (phone && phone !== user.phone) {
    const other = await findUserByPhone(ctx.db, phone);
    if (other && other.id !== user.id) throw phoneExists();
  }
  if (params.password !== undefined && params.password.length < ctx.minPasswordLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${ctx.minPasswordLength} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  const passwordHash = params.password !== undefined ? await hashPassword(params.password) : undefined;
  await ctx.db.transaction(async (tx) => {
    if (params.role) {
      await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [
        user.id,
        params.role,
      ]);
    }
    if (params.emailConfirm) await confirmEmail(tx, user.id);
    if (params.phoneConfirm) await confirmPhone(tx, user.id);
    if (passwordHash !== undefined) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        user.id,
        passwordHash,
      ]);
    }
    if (email) {
      const claims = { email, email_verified: params.emailConfirm };
      if (!(await updateIdentityData(tx, user.id, 'email', claims))) {
        await addIdentity(tx, user.id, 'email', user.id, { sub: user.id, ...claims, phone_verified: false });
      }
      await tx.query(
        `update auth.users set email = $2, is_anonymous = is_anonymous and not $3::boolean, updated_at = now()
          where id = $1`,
        [user.id, email, params.emailConfirm],
      );
    }
    if (phone) {
      const claims = { phone, phone_verified: params.phoneConfirm };
      if (!(await updateIdentityData(tx, user.id, 'phone', claims))) {
        await addIdentity(tx, user.id, 'phone', user.id, { sub: user.id, ...claims, email_verified: false });
      }
      await tx.query(
        `update auth.users set phone = $2, is_anonymous = is_anonymous and not $3::boolean, updated_at = now()
          where id = $1`,
        [user.id, phone, params.phoneConfirm],
      );
    }
    if (params.appMetadata) await mergeMetadata(tx, user.id, 'raw_app_meta_data', params.appMetadata);
    if (params.userMetadata) await mergeMetadata(tx, user.id, 'raw_user_meta_data', params.userMetadata);
    if (params.banDuration) await setBan(tx, user.id, params.banDuration);
    await syncProviders(tx, user.id);
  });
  return fullUserJson(ctx.db, (await findUserById(ctx.db, user.id))!);
}

/**
 * DELETE /admin/users/{id} { should_soft_delete }: the user and everything of it (cascades), or with a soft
 * delete the row stays, anonymised as GoTrue does, and its sessions, factors and identities go.
 */
export async function adminDeleteUser(ctx: AuthContext, userId: string, body: Record<string, unknown>) {
  const user = await loadUser(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    if (body.should_soft_delete === true) {
      await tx.query(
        `update auth.users
            set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                confirmation_token = '', recovery_token = '', email_change_token_current = '',
                email_change_token_new = '', phone_change_token = '', raw_app_meta_data = '{}'::jsonb,
                raw_user_meta_data = '{}'::jsonb, updated_at = now()
          where id = $1`,
        [user.id],
      );
      await tx.query(`delete from auth.identities where user_id = $1`, [user.id]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1`, [user.id]);
      await tx.query(`delete from auth.webauthn_credentials where user_id = $1`, [user.id]);
      await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    } else {
      await tx.query(`delete from auth.users where id = $1`, [user.id]);
    }
  });
  return {};
}

/**
 * GET /admin/users?page&per_page: newest first, with GoTrue's Link (next, last) and X-Total-Count headers
 * (offset pages of 50 by default). `filter` matches email and name as GoTrue does.
 */
export async function adminListUsers(ctx: AuthContext, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, 'http://local');
  const pageParam = url.searchParams.get('page') ?? '';
  const perPageParam = url.searchParams.get('per_page') ?? '';
  const positive = (raw: string, fallback: number) => {
    if (raw === '') return fallback;
    if (!/^\d+$/.test(raw)) {
      throw badRequest(
        'validation_failed',
        `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`,
      );
    }
    return Number(raw);
  };
  const page = Math.max(1, positive(pageParam, 1));
  const perPage = positive(perPageParam, 50) || 50;
  const filter = url.searchParams.get('filter') ?? '';
  const where = `deleted_at is null and aud = 'authenticated'
    and ($1::text = '' or email ilike '%' || $1 || '%' or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const { rows: counted } = await ctx.db.query<{ total: string }>(
    `select count(*)::text as total from auth.users where ${where}`,
    [filter],
  );
  const total = Number(counted[0]?.total ?? 0);
  const { rows } = await ctx.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where}
      order by created_at desc, id limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const user of rows) {
    users.push(userJson(user, await identitiesOf(ctx.db, user.id), await factorsOf(ctx.db, user.id)));
  }
  // GoTrue's addPaginationHeaders: the request's own path and query (page replaced), keys sorted as Go encodes.
  const lastPage = Math.ceil(total / perPage);
  const path = url.pathname.replace(/^\/auth\/v1/, '');
  const link = (target: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(target));
    const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `<${path}?${new URLSearchParams(sorted).toString()}>`;
  };
  const links = [
    ...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []),
    `${link(lastPage)}; rel="last"`,
  ];
  void reply.header('link', links.join(', ')).header('x-total-count', String(total));
  return { users, aud: 'authenticated' };
}

/** GET /admin/users/{id}/factors → the factors array. */
export async function adminListFactors(ctx: AuthContext, userId: string) {
  const user = await loadUser(ctx, userId);
  return (await factorsOf(ctx.db, user.id)).map(factorJson);
}

async function loadFactor(ctx: AuthContext, user: UserRow, factorId: string) {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(ctx.db, user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** DELETE /admin/users/{id}/factors/{factorId} → the factor; sessions it raised drop to aal1. */
export async function adminDeleteFactor(ctx: AuthContext, userId: string, factorId: string) {
  const user = await loadUser(ctx, userId);
  const factor = await loadFactor(ctx, user, factorId);
  await ctx.db.transaction((tx) => deleteFactor(tx, factor));
  return factorJson(factor);
}

/** PUT /admin/users/{id}/factors/{factorId} { friendly_name, phone } → the factor. */
export async function adminUpdateFactor(
  ctx: AuthContext,
  userId: string,
  factorId: string,
  body: Record<string, unknown>,
) {
  const user = await loadUser(ctx, userId);
  const factor = await loadFactor(ctx, user, factorId);
  const friendlyName = text(body.friendly_name);
  const phone = text(body.phone);
  if (friendlyName) {
    await ctx.db.query(`update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1`, [
      factor.id,
      friendlyName,
    ]);
  }
  if (phone && factor.factor_type === 'phone') {
    await ctx.db.query(`update auth.mfa_factors set phone = $2, updated_at = now() where id = $1`, [
      factor.id,
      validatePhone(phone),
    ]);
  }
  return factorJson((await findOwnedFactor(ctx.db, user.id, factor.id)) ?? factor);
}

const LINK_TYPES: Record<string, EmailType> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change_current',
  email_change_new: 'email_change_new',
};

/**
 * POST /admin/generate_link { type, email, password?, new_email?, data?, redirect_to? }: the link and code
 * an email would carry, without sending it; the user is created for signup, invite and magic link (the
 * members gate decides, as for any account). Answers the user with action_link, email_otp, hashed_token,
 * redirect_to and verification_type beside its fields, as GoTrue does.
 */
export async function adminGenerateLink(ctx: AuthContext, body: Record<string, unknown>) {
  const email = validateEmail(text(body.email));
  let type = text(body.type);
  const redirectTo = redirectTarget(ctx, text(body.redirect_to) || null);
  const data = objectField(body.data) ?? {};
  let password = text(body.password);
  let user = await findUserByEmail(ctx.db, email);
  if (!user) {
    if (type === 'magiclink') {
      type = 'signup';
      password = password || randomPasswordValue();
    } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
      throw new AuthError(404, 'user_not_found', 'User with this email not found');
    }
  }
  const emailType = LINK_TYPES[type];
  if (!emailType) throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  if (emailType === 'email_change_current' && !ctx.settings.email.doubleConfirmChanges) {
    throw badRequest('validation_failed', 'Enable secure email change to generate link for current email');
  }
  if (!user && emailType === 'signup') {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    if (password.length < ctx.minPasswordLength) {
      throw new AuthError(
        422,
        'weak_password',
        `Password should be at least ${ctx.minPasswordLength} characters.`,
        { weak_password: { reasons: ['length'] } },
      );
    }
  }
  if (!user && (emailType === 'signup' || emailType === 'invite')) {
    await beforeUserCreated(ctx.db, ctx.tokens.hooks, { email, provider: 'email', userMetadata: data });
  }
  const passwordHash = !user && emailType === 'signup' ? await hashPassword(password) : '';
  const newEmail = emailType.startsWith('email_change') ? validateEmail(text(body.new_email)) : '';
  const result = await ctx.db.transaction(async (tx) => {
    if (!user) {
      const id = await createUser(tx, { email, passwordHash, userMetadata: data, confirmed: false });
      user = await findUserById(tx, id);
    } else if (emailType === 'signup' || emailType === 'invite') {
      if (user.email_confirmed_at) throw emailExists();
      if (emailType === 'signup') await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
    }
    if (!user) throw new Error('generate_link: the user vanished');
    if (emailType === 'invite') {
      await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id]);
    }
    if (newEmail) {
      const other = await findUserByEmail(tx, newEmail);
      if (other && other.id !== user.id) throw emailExists();
      await tx.query(
        `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_current = '',
                email_change_token_new = '' where id = $1`,
        [user.id, newEmail],
      );
    }
    const current = (await findUserById(tx, user.id)) ?? user;
    const sent = await sendEmailLink(tx, ctx, current, emailType, redirectTo, null, {
      generateOnly: true,
      to: emailType === 'email_change_new' ? newEmail : email,
    });
    const after = (await findUserById(tx, user.id)) ?? current;
    return { sent, user: await fullUserJson(tx, after) };
  });
  return {
    ...result.user,
    action_link: result.sent.actionLink,
    email_otp: result.sent.otp,
    hashed_token: result.sent.hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  };
}

const randomPasswordValue = () => randomBytes(32).toString('base64url');

import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable.js';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
  confirmation_token: string | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_token_current: string | null;
  email_change_token_new: string | null;
  email_change_confirm_status: number | null;
  phone_change: string | null;
  phone_change_token: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, invited_at,
  phone, phone_confirmed_at, confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at,
  updated_at, banned_until, is_anonymous, confirmation_token, recovery_token, recovery_sent_at, email_change,
  email_change_sent_at, email_change_token_current, email_change_token_new, email_change_confirm_status, phone_change,
  phone_change_token, phone_change_sent_at, reauthentication_token, reauthentication_sent_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false and deleted_at is null limit 1`,
    [email.trim()],
  );
  return rows[0];
}

/** GoTrue stores phone numbers as E.164 digits without the `+`. */
export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where phone = $1 and deleted_at is null limit 1`,
    [phone],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export interface NewUser {
  /** An email, a phone (E.164 digits), both, or neither (an anonymous user). */
  email?: string;
  phone?: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  /** The email (or, for a phone-only user, the phone) is confirmed at once. */
  confirmed: boolean;
  phoneConfirmed?: boolean;
  /** admin.createUser's own id. */
  id?: string;
  appMetadata?: Record<string, unknown>;
  role?: string;
}

/**
 * Inserts the user and its email and phone identities the way GoTrue's signup does (the members trigger fires
 * here for a confirmed user); confirmation_sent_at is set when the confirmation email goes out. Without email
 * and phone it is an anonymous user (no identity, `is_anonymous`).
 */
export async function createUser(db: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  const email = user.email ? user.email.trim().toLowerCase() : null;
  const phone = user.phone || null;
  const phoneConfirmed = user.phoneConfirmed ?? (!email && user.confirmed);
  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])];
  const appMetadata = providers.length
    ? { provider: providers[0], providers, ...user.appMetadata }
    : { ...user.appMetadata };
  // The identity carries the provider's claims, then the sign-up's data where it does not clash (GoTrue).
  const emailIdentity = email
    ? { ...user.userMetadata, sub: id, email, email_verified: user.confirmed, phone_verified: false }
    : undefined;
  const phoneIdentity = phone
    ? { ...user.userMetadata, sub: id, phone, email_verified: false, phone_verified: phoneConfirmed }
    : undefined;
  // GoTrue's user_metadata is the sign-up's data; confirming the email adds email_verified (User.Confirm).
  const metadata = { ...user.userMetadata, ...(email && user.confirmed ? { email_verified: true } : {}) };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at,
        phone_confirmed_at, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $9, $2, $3, $4,
        case when $5::boolean then now() end, case when $6::boolean then now() end, null,
        $7, $8, now(), now(), '', '', '', '', $10)`,
    [
      id,
      email,
      phone,
      user.passwordHash,
      user.confirmed && !!email,
      phoneConfirmed && !!phone,
      JSON.stringify(appMetadata),
      JSON.stringify(metadata),
      user.role ?? 'authenticated',
      !email && !phone,
    ],
  );
  if (emailIdentity) await addIdentity(db, id, 'email', id, emailIdentity);
  if (phoneIdentity) await addIdentity(db, id, 'phone', id, phoneIdentity);
  return id;
}

export async function addIdentity(
  db: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now())`,
    [providerId, userId, JSON.stringify(identityData), provider],
  );
}

/** Merges `data` into the user's identity of `provider` (GoTrue's UpdateIdentityData); false if it has none. */
export async function updateIdentityData(
  db: Queryable,
  userId: string,
  provider: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const { rows } = await db.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
      where user_id = $1 and provider = $2 returning id`,
    [userId, provider, JSON.stringify(data)],
  );
  return rows.length > 0;
}

/** Adds `provider` to app_metadata.providers (GoTrue's UpdateAppMetaDataProviders, from the identities). */
export async function syncProviders(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users u
        set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
              'providers', (select coalesce(jsonb_agg(distinct i.provider), '[]'::jsonb)
                              from auth.identities i where i.user_id = u.id))
                 || case when u.raw_app_meta_data ? 'provider' then '{}'::jsonb
                         else coalesce((select jsonb_build_object('provider', min(i.provider))
                                          from auth.identities i where i.user_id = u.id
                                         having count(*) > 0), '{}'::jsonb) end
      where u.id = $1`,
    [userId],
  );
}

/** GoTrue's User.Confirm: the email confirmed, its token spent, `email_verified` in user_metadata and identity. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where id = $1`,
    [userId],
  );
  await updateIdentityData(db, userId, 'email', { email_verified: true });
}

/** GoTrue's User.ConfirmPhone. */
export async function confirmPhone(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()), confirmation_token = '',
            updated_at = now()
      where id = $1`,
    [userId],
  );
  await updateIdentityData(db, userId, 'phone', { phone_verified: true });
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await db.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function updateUser(
  db: Queryable,
  userId: string,
  change: { metadata?: Record<string, unknown>; passwordHash?: string },
): Promise<void> {
  await db.query(
    `update auth.users
        set raw_user_meta_data = case when $2::jsonb is null then raw_user_meta_data
                                      else coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb end,
            encrypted_password = coalesce($3, encrypted_password),
            updated_at = now()
      where id = $1`,
    [userId, change.metadata ? JSON.stringify(change.metadata) : null, change.passwordHash ?? null],
  );
}

export interface ProviderIdentity {
  provider: string;
  providerId: string;
  identityData: Record<string, unknown>;
}

/**
 * An unconfirmed account proves nothing about who made it: before a provider that verified the email adopts
 * it, everything its maker chose goes (password, email identity, metadata, sessions), so a sign-up made
 * with somebody else's address cannot be used once the real owner signs in with Google.
 */
async function dropUnprovenSignUp(db: Queryable, userId: string, provider: string): Promise<void> {
  await db.query(
    `update auth.users
        set encrypted_password = '', raw_user_meta_data = '{}'::jsonb, confirmation_token = '',
            recovery_token = '', raw_app_meta_data = jsonb_build_object('provider', $2::text, 'providers', '[]'::jsonb),
            updated_at = now()
      where id = $1`,
    [userId, provider],
  );
  await db.query(`delete from auth.identities where user_id = $1 and provider = 'email'`, [userId]);
  await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/**
 * An OAuth sign-in: creates the user when `email` has no account (no password, email confirmed by the
 * provider) or reuses it (an unconfirmed one only after `dropUnprovenSignUp`), upserts the provider identity, adds the provider to app_metadata.providers and
 * merges the identity data into user_metadata, as GoTrue's external callback does. Returns the user id.
 */
export async function upsertProviderUser(
  db: Queryable,
  email: string,
  identity: ProviderIdentity,
): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  const identityData = JSON.stringify(identity.identityData);
  let userId: string;
  if (existing && !existing.email_confirmed_at) await dropUnprovenSignUp(db, existing.id, identity.provider);
  if (existing) {
    userId = existing.id;
    await db.query(
      `update auth.users
          set email_confirmed_at = coalesce(email_confirmed_at, now()),
              raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
                (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
                   coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || jsonb_build_array($2::text)) p)),
              raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $3::jsonb,
              updated_at = now()
        where id = $1`,
      [userId, identity.provider, identityData],
    );
  } else {
    userId = randomUUID();
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
          raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
          confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
          jsonb_build_object('provider', $3::text, 'providers', jsonb_build_array($3::text)), $4, now(), now(),
          '', '', '', '')`,
      [userId, normalized, identity.provider, identityData],
    );
  }
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())
     on conflict (provider_id, provider)
       do update set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [identity.providerId, userId, identityData, identity.provider],
  );
  return userId;
}

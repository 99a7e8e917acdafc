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

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, invited_at, phone,
  phone_confirmed_at, confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, is_anonymous`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false and deleted_at is null limit 1`,
    [email.trim()],
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
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
}

/**
 * Inserts the user and its email identity the way GoTrue's signup does (the members trigger fires here for a
 * confirmed user); confirmation_sent_at is set when the confirmation email goes out.
 */
export async function createUser(db: Queryable, user: NewUser): Promise<string> {
  const id = randomUUID();
  const email = user.email.trim().toLowerCase();
  const identityData = { sub: id, email, email_verified: user.confirmed, phone_verified: false };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
        case when $4::boolean then now() end, null,
        '{"provider": "email", "providers": ["email"]}', $5, now(), now(), '', '', '', '')`,
    [id, email, user.passwordHash, user.confirmed, JSON.stringify({ ...user.userMetadata, ...identityData })],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return id;
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

import type { Queryable } from '../db/queryable.js';

/** The identity of a provider account, whoever it belongs to. */
export async function findIdentity(
  db: Queryable,
  provider: string,
  providerId: string,
): Promise<{ id: string; user_id: string } | undefined> {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    `select id, user_id from auth.identities where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  return rows[0];
}

export async function insertIdentity(
  db: Queryable,
  userId: string,
  identity: { provider: string; providerId: string; identityData: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [identity.providerId, userId, JSON.stringify(identity.identityData), identity.provider],
  );
}

export async function deleteIdentity(db: Queryable, identityId: string): Promise<void> {
  await db.query(`delete from auth.identities where id = $1`, [identityId]);
}

/**
 * GoTrue's UpdateAppMetaDataProviders: app_metadata.providers lists the providers of the user's identities
 * (oldest first) and `provider` is the first of them.
 */
export async function refreshProviders(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `with providers as (
       select coalesce(jsonb_agg(provider order by first_at), '[]'::jsonb) as list
         from (select provider, min(created_at) as first_at from auth.identities
                where user_id = $1 group by provider) p
     )
     update auth.users
        set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
              || jsonb_build_object('providers', (select list from providers))
              || case when jsonb_array_length((select list from providers)) > 0
                      then jsonb_build_object('provider', (select list -> 0 from providers)) else '{}'::jsonb end,
            updated_at = now()
      where id = $1`,
    [userId],
  );
}

/**
 * GoTrue's UpdateUserEmailFromIdentities after an unlink: the user keeps an email some identity still has;
 * otherwise takes the first remaining identity's email (provider-verified ones first) that no other user
 * has. Returns false when every candidate belongs to another account.
 */
export async function adoptIdentityEmail(
  db: Queryable,
  userId: string,
  autoconfirm: boolean,
): Promise<boolean> {
  const { rows } = await db.query<{ email: string | null; verified: boolean; keeps: boolean }>(
    `select i.email, coalesce((i.identity_data ->> 'email_verified')::boolean, false) as verified,
            i.email is not distinct from lower(u.email) as keeps
       from auth.identities i join auth.users u on u.id = i.user_id
      where i.user_id = $1
      order by case when coalesce(i.email, '') = '' then 2
                    when coalesce((i.identity_data ->> 'email_verified')::boolean, false) then 0 else 1 end,
               i.created_at, i.id`,
    [userId],
  );
  if (rows.some((row) => row.keeps)) return true;
  for (const row of rows) {
    const email = row.email ?? '';
    if (email) {
      const taken = await db.query(
        `select 1 from auth.users where lower(email) = $1 and id <> $2 and is_sso_user = false`,
        [email, userId],
      );
      if (taken.rows.length > 0) continue;
    }
    const confirmed = !!email && (row.verified || autoconfirm);
    await db.query(
      `update auth.users
          set email = nullif($2, ''), email_confirmed_at = case when $3::boolean then email_confirmed_at end,
              updated_at = now()
        where id = $1`,
      [userId, email, confirmed],
    );
    return true;
  }
  return false;
}

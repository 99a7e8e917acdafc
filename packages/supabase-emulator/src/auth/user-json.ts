import type { Queryable } from '../db/queryable.js';
import { factorJson, factorsOf, type FactorRow } from './factor-store.js';
import { identitiesOf, type IdentityRow, type UserRow } from './user-store.js';

const time = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/**
 * A user as GoTrue serialises it (unset timestamps are omitted, as Go's omitempty does; so is `factors`
 * when there are none).
 */
export function userJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: time(user.email_confirmed_at),
    invited_at: time(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: time(user.phone_confirmed_at),
    confirmation_sent_at: time(user.confirmation_sent_at),
    confirmed_at: time(user.confirmed_at),
    recovery_sent_at: time(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: time(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: time(user.phone_change_sent_at),
    reauthentication_sent_at: time(user.reauthentication_sent_at),
    last_sign_in_at: time(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: time(identity.last_sign_in_at),
      created_at: time(identity.created_at),
      updated_at: time(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: time(user.created_at),
    updated_at: time(user.updated_at),
    banned_until: time(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}

/** The user with its identities and factors, as GET /user and every session body carry it. */
export async function fullUserJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  return userJson(user, await identitiesOf(db, user.id), await factorsOf(db, user.id));
}

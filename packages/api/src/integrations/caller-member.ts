import { asUser, type UserClaims } from '../db/as-user.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/error-handler.js';

export interface CallerMember {
  organization_id: string;
  email: string;
  plan: 'inbound' | 'outbound';
}

/**
 * The caller's member row and plan, read as the caller so row-level security decides (null: not a member).
 * Kept local to the integrations routes; it can be merged with the data routes' caller helper.
 */
export async function loadCallerMember(db: Db, caller: UserClaims): Promise<CallerMember | null> {
  return asUser(db, caller, async (tx) => {
    const { rows } = await tx.query<CallerMember>(
      `select m.organization_id, m.email, o.aide_plan as plan
         from public.aide_members m
         join public.aide_organizations o on o.id = m.organization_id
        where m.user_id = $1`,
      [caller.sub],
    );
    return rows[0] ?? null;
  });
}

/** The caller's member row, or 403 for a non-member or an inbound-plan organization. */
export async function requireOutboundMember(db: Db, caller: UserClaims): Promise<CallerMember> {
  const member = await loadCallerMember(db, caller);
  if (!member) throw new HttpError(403, 'forbidden', 'You are not a member of an organization.');
  if (member.plan !== 'outbound') {
    throw new HttpError(403, 'forbidden', 'Integrations are part of the outbound plan.');
  }
  return member;
}

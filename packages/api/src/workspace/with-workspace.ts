import type { Db, Queryable } from '../db/db.js';
import { asUser, type UserClaims } from '../db/as-user.js';
import { HttpError } from '../http/error-handler.js';

/** Who is calling, as far as the outbound routes need it: their member row and their organization. */
export interface Workspace {
  userId: string;
  memberId: string;
  email: string;
  organizationId: string;
  plan: 'inbound' | 'outbound';
}

export const OUTBOUND_ONLY_MESSAGE = 'This feature is part of the outbound plan.';
export const NO_MEMBERSHIP_MESSAGE =
  'Your account is not a member of any organization. Ask your administrator to invite you.';

/**
 * Runs `work` in one transaction as the caller (row-level security applies) after resolving their
 * organization from their own member row. Every query in `work` must still filter by
 * `workspace.organizationId`: RLS is the safety net, the explicit filter is the intent (and lets the planner
 * use the organization indexes).
 */
export function withOutboundWorkspace<T>(
  db: Db,
  claims: UserClaims,
  work: (tx: Queryable, workspace: Workspace) => Promise<T>,
): Promise<T> {
  return asUser(db, claims, async (tx) => {
    const { rows } = await tx.query<{
      member_id: string;
      email: string;
      organization_id: string;
      plan: 'inbound' | 'outbound';
    }>(
      `select m.id as member_id, m.email, m.organization_id, o.aide_plan as plan
         from public.aide_members m
         join public.aide_organizations o on o.id = m.organization_id
        where m.user_id = $1
        limit 1`,
      [claims.sub],
    );
    const member = rows[0];
    if (!member) throw new HttpError(403, 'forbidden', NO_MEMBERSHIP_MESSAGE);
    if (member.plan !== 'outbound') throw new HttpError(403, 'forbidden', OUTBOUND_ONLY_MESSAGE);
    return work(tx, {
      userId: claims.sub,
      memberId: member.member_id,
      email: member.email,
      organizationId: member.organization_id,
      plan: member.plan,
    });
  });
}

/** The caller's workspace alone, for routes that do their own (non-transactional) work after the check. */
export function requireOutboundWorkspace(db: Db, claims: UserClaims): Promise<Workspace> {
  return withOutboundWorkspace(db, claims, async (_tx, workspace) => workspace);
}

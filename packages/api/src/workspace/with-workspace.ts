import type { Db, Queryable } from '../db/db.js';
import { asUser, type UserClaims } from '../db/as-user.js';
import { HttpError } from '../http/error-handler.js';

export type Plan = 'inbound' | 'outbound';

/** Who is calling, as far as the workspace routes need it: their member row and their organization. */
export interface Workspace {
  userId: string;
  memberId: string;
  email: string;
  /** "First Last" when the member has a name, else their email (audit trails name the actor with it). */
  displayName: string;
  organizationId: string;
  organizationName: string;
  plan: Plan;
}

export const OUTBOUND_ONLY_MESSAGE = 'This feature is part of the outbound plan.';
export const INBOUND_ONLY_MESSAGE = 'This feature is part of the inbound plan.';
export const NO_MEMBERSHIP_MESSAGE =
  'Your account is not a member of any organization. Ask your administrator to invite you.';

const PLAN_MESSAGE: Record<Plan, string> = {
  outbound: OUTBOUND_ONLY_MESSAGE,
  inbound: INBOUND_ONLY_MESSAGE,
};

/** The caller's member row and organization, by their verified user id ($1). */
export const WORKSPACE_QUERY = `select m.id as member_id, m.email,
            coalesce(nullif(trim(concat_ws(' ', m.first_name, m.last_name)), ''), m.email) as display_name,
            m.organization_id, o.name as organization_name, o.aide_plan as plan
       from public.aide_members m
       join public.aide_organizations o on o.id = m.organization_id
      where m.user_id = $1
      limit 1`;

export interface WorkspaceRow {
  member_id: string;
  email: string;
  display_name: string;
  organization_id: string;
  organization_name: string;
  plan: Plan;
}

/** The workspace of a WORKSPACE_QUERY row, or the 403 of a caller without a membership or on another plan. */
export function toWorkspace(member: WorkspaceRow | undefined, userId: string, plan: Plan): Workspace {
  if (!member) throw new HttpError(403, 'forbidden', NO_MEMBERSHIP_MESSAGE);
  if (member.plan !== plan) throw new HttpError(403, 'forbidden', PLAN_MESSAGE[plan]);
  return {
    userId,
    memberId: member.member_id,
    email: member.email,
    displayName: member.display_name,
    organizationId: member.organization_id,
    organizationName: member.organization_name,
    plan: member.plan,
  };
}

async function loadWorkspace(tx: Queryable, userId: string, plan: Plan): Promise<Workspace> {
  const { rows } = await tx.query<WorkspaceRow>(WORKSPACE_QUERY, [userId]);
  return toWorkspace(rows[0], userId, plan);
}

/**
 * Runs `work` in one transaction as the caller (row-level security applies) after resolving their
 * organization from their own member row and checking its plan (403 otherwise). Every query in `work` must
 * still filter by `workspace.organizationId`: RLS is the safety net, the explicit filter is the intent (and
 * lets the planner use the organization indexes).
 */
export function withWorkspace<T>(
  db: Db,
  claims: UserClaims,
  plan: Plan,
  work: (tx: Queryable, workspace: Workspace) => Promise<T>,
): Promise<T> {
  return asUser(db, claims, async (tx) => work(tx, await loadWorkspace(tx, claims.sub, plan)));
}

/**
 * Like withWorkspace, but `work` runs as the API's own role: for writes browser roles may not make at all
 * (encrypted secrets, audit trails, decisions). The plan check is the same; every statement in `work` must
 * filter by `workspace.organizationId` because row-level security does not apply to this role.
 */
export function withWorkspaceAsApi<T>(
  db: Db,
  claims: UserClaims,
  plan: Plan,
  work: (tx: Queryable, workspace: Workspace) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await loadWorkspace(tx, claims.sub, plan)));
}

export function withOutboundWorkspace<T>(
  db: Db,
  claims: UserClaims,
  work: (tx: Queryable, workspace: Workspace) => Promise<T>,
): Promise<T> {
  return withWorkspace(db, claims, 'outbound', work);
}

export function withInboundWorkspace<T>(
  db: Db,
  claims: UserClaims,
  work: (tx: Queryable, workspace: Workspace) => Promise<T>,
): Promise<T> {
  return withWorkspace(db, claims, 'inbound', work);
}

/** The caller's workspace alone, for routes that do their own (non-transactional) work after the check. */
export function requireOutboundWorkspace(db: Db, claims: UserClaims): Promise<Workspace> {
  return withOutboundWorkspace(db, claims, async (_tx, workspace) => workspace);
}

export function requireInboundWorkspace(db: Db, claims: UserClaims): Promise<Workspace> {
  return withInboundWorkspace(db, claims, async (_tx, workspace) => workspace);
}

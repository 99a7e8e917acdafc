import { memberDisplayNameSql, type Plan } from '@aide/rules';
import type { Db, Queryable } from '../db/db.js';
import { asUser, type UserClaims } from '../db/as-user.js';
import { HttpError } from '../http/error-handler.js';

export type { Plan };
export type TeamRole = 'owner' | 'admin' | 'member';

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
  role: TeamRole;
}

export const OUTBOUND_ONLY_MESSAGE = 'This feature is part of the outbound plan.';
export const INBOUND_ONLY_MESSAGE = 'This feature is part of the inbound plan.';
export const NO_MEMBERSHIP_MESSAGE =
  'Your account is not a member of any organization. Ask your administrator to invite you.';
export const SUSPENDED_MESSAGE =
  "Your organization's access to Aide is suspended. Nothing has been deleted; contact the Aide team to restore it.";
export const MFA_REQUIRED_MESSAGE =
  'Your organization requires two-step verification. Set up an authenticator app under Security and sign in with its code.';

const PLAN_MESSAGE: Record<Plan, string> = {
  outbound: OUTBOUND_ONLY_MESSAGE,
  inbound: INBOUND_ONLY_MESSAGE,
};

/** The caller's member row and organization, by their verified user id ($1). */
export const WORKSPACE_QUERY = `select m.id as member_id, m.email,
            ${memberDisplayNameSql('m')} as display_name,
            m.organization_id, o.name as organization_name, o.aide_plan as plan, m.role, o.mfa_required,
            o.status
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
  role: TeamRole;
  mfa_required: boolean;
  status: 'active' | 'suspended';
}

/**
 * The workspace of a WORKSPACE_QUERY row, or the 403 of a caller without a membership, of a suspended
 * organization, on another plan (`plan` null: any plan), or signed in without the second factor their
 * organization requires.
 */
export function toWorkspace(
  member: WorkspaceRow | undefined,
  claims: UserClaims,
  plan: Plan | null,
): Workspace {
  if (!member) throw new HttpError(403, 'forbidden', NO_MEMBERSHIP_MESSAGE);
  if (member.status === 'suspended') throw new HttpError(403, 'organization_suspended', SUSPENDED_MESSAGE);
  if (plan && member.plan !== plan) throw new HttpError(403, 'forbidden', PLAN_MESSAGE[plan]);
  if (member.mfa_required && claims.aal !== 'aal2') {
    throw new HttpError(403, 'mfa_required', MFA_REQUIRED_MESSAGE);
  }
  return {
    userId: claims.sub,
    memberId: member.member_id,
    email: member.email,
    displayName: member.display_name,
    organizationId: member.organization_id,
    organizationName: member.organization_name,
    plan: member.plan,
    role: member.role,
  };
}

async function loadWorkspace(tx: Queryable, claims: UserClaims, plan: Plan | null): Promise<Workspace> {
  const { rows } = await tx.query<WorkspaceRow>(WORKSPACE_QUERY, [claims.sub]);
  return toWorkspace(rows[0], claims, plan);
}

/** What runs inside a workspace's transaction: its queries and their result. */
export type WorkspaceWork<T> = (tx: Queryable, workspace: Workspace) => Promise<T>;

/**
 * Runs `work` in one transaction as the caller (row-level security applies) after resolving their
 * organization from their own member row and checking its plan (403 otherwise). Every query in `work` must
 * still filter by `workspace.organizationId`: RLS is the safety net, the explicit filter is the intent (and
 * lets the planner use the organization indexes).
 */
export function withWorkspace<T>(
  db: Db,
  claims: UserClaims,
  plan: Plan | null,
  work: WorkspaceWork<T>,
): Promise<T> {
  return asUser(db, claims, async (tx) => work(tx, await loadWorkspace(tx, claims, plan)));
}

/**
 * Like withWorkspace, but `work` runs as the API's own role: for writes browser roles may not make at all
 * (encrypted secrets, audit trails, decisions). The plan check is the same; every statement in `work` must
 * filter by `workspace.organizationId` because row-level security does not apply to this role.
 */
export function withWorkspaceAsApi<T>(
  db: Db,
  claims: UserClaims,
  plan: Plan | null,
  work: WorkspaceWork<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await loadWorkspace(tx, claims, plan)));
}

export function withOutboundWorkspace<T>(db: Db, claims: UserClaims, work: WorkspaceWork<T>): Promise<T> {
  return withWorkspace(db, claims, 'outbound', work);
}

export function withInboundWorkspace<T>(db: Db, claims: UserClaims, work: WorkspaceWork<T>): Promise<T> {
  return withWorkspace(db, claims, 'inbound', work);
}

/** The caller's workspace alone, for routes that do their own (non-transactional) work after the check. */
export function requireOutboundWorkspace(db: Db, claims: UserClaims): Promise<Workspace> {
  return withOutboundWorkspace(db, claims, (_tx, workspace) => Promise.resolve(workspace));
}

export function requireInboundWorkspace(db: Db, claims: UserClaims): Promise<Workspace> {
  return withInboundWorkspace(db, claims, (_tx, workspace) => Promise.resolve(workspace));
}

import type { Db, Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import type { TeamRole, Workspace } from '../../workspace/with-workspace.js';

/**
 * Team changes run as the caller: the policies and the guard trigger of migration 20261125000800 decide who
 * may do what, whatever the path (this API or REST). This module turns their refusals into clear answers.
 */

export interface TeamMember {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: TeamRole;
  /** "active" once the account is linked; "invited" while the invitation waits. */
  status: 'active' | 'invited';
  invited_at: string | null;
  joined_at: string | null;
  last_sign_in_at: string | null;
  mfa_enabled: boolean;
  invitation_status: 'queued' | 'sent' | 'failed' | null;
  invitation_error: string | null;
  is_you: boolean;
}

interface TeamMemberRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: TeamRole;
  user_id: string | null;
  invited_at: Date | null;
  joined_at: Date | null;
  invitation_status: TeamMember['invitation_status'];
  invitation_error: string | null;
  last_sign_in_at: Date | null;
  mfa_enabled: boolean;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The organization's members and pending invitations (as the API's role: last sign-in and MFA live in auth). */
export async function listTeam(db: Queryable, workspace: Workspace): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMemberRow>(`select * from aide_private.team_members($1)`, [
    workspace.organizationId,
  ]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    status: row.user_id ? 'active' : 'invited',
    invited_at: iso(row.invited_at),
    joined_at: iso(row.joined_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    mfa_enabled: row.mfa_enabled,
    invitation_status: row.user_id ? null : row.invitation_status,
    invitation_error: row.user_id ? null : row.invitation_error,
    is_you: row.user_id === workspace.userId,
  }));
}

export const ALREADY_MEMBER_MESSAGE = 'This email is already on your team.';
export const MEMBER_NOT_FOUND_MESSAGE = 'No such member in your organization.';

/** PostgreSQL's refusals of a team change, as the API answers them. */
export function teamChangeError(error: unknown): unknown {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code === '42501') {
    // The guard's own messages say what is not allowed; a row-level security refusal is the same rule.
    const text = message?.includes('row-level security')
      ? 'Only owners and admins of the organization can manage its team.'
      : (message ?? 'Not allowed.');
    return new HttpError(403, 'forbidden', text);
  }
  if (code === '23514' && constraint === 'aide_members_last_owner') {
    return new HttpError(409, 'last_owner', message ?? 'The last owner cannot be removed or demoted.');
  }
  if (code === '23514' && constraint === 'aide_members_within_limit') {
    const limit = Number((error as { detail?: string }).detail);
    return new HttpError(429, 'quota_exceeded', message ?? 'The members limit is reached.', {
      metric: 'members',
      limit,
      used: limit,
    });
  }
  if (code === '23505') return new HttpError(409, 'already_member', ALREADY_MEMBER_MESSAGE);
  return error;
}

const refusedAs = async <T>(work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    throw teamChangeError(error);
  }
};

export interface Invitation {
  email: string;
  role: TeamRole;
}

/** Adds the pending member row (as the caller); its id, and whether an existing account was linked at once. */
export async function insertInvitation(
  tx: Queryable,
  workspace: Workspace,
  { email, role }: Invitation,
): Promise<{ id: string; linked: boolean }> {
  const { rows } = await refusedAs(
    tx.query<{ id: string; linked: boolean }>(
      `insert into public.aide_members (email, organization_id, role) values (lower(trim($1)), $2, $3)
       returning id, user_id is not null as linked`,
      [email, workspace.organizationId, role],
    ),
  );
  return rows[0]!;
}

/** A pending invitation of the caller's organization, checked as the caller (admins only) before re-sending. */
export async function markInvitationResent(
  tx: Queryable,
  workspace: Workspace,
  memberId: string,
): Promise<void> {
  if (workspace.role === 'member') {
    throw new HttpError(403, 'forbidden', 'Only owners and admins can invite members.');
  }
  const { rows } = await tx.query<{ email: string }>(
    `update public.aide_members set invitation_status = 'queued', invitation_error = null
      where id = $1 and organization_id = $2 and user_id is null
      returning email`,
    [memberId, workspace.organizationId],
  );
  const pending = rows[0];
  if (!pending)
    throw new HttpError(404, 'not_found', 'No pending invitation with this id in your organization.');
  await tx.query(`select aide_private.record_team_event($1, 'invitation_resent', $2, '{}'::jsonb)`, [
    workspace.organizationId,
    pending.email,
  ]);
}

export async function changeRole(
  tx: Queryable,
  workspace: Workspace,
  memberId: string,
  role: TeamRole,
): Promise<void> {
  const { rows } = await refusedAs(
    tx.query(`update public.aide_members set role = $3 where id = $1 and organization_id = $2 returning id`, [
      memberId,
      workspace.organizationId,
      role,
    ]),
  );
  if (rows.length === 0) await explainMissing(tx, workspace, memberId);
}

/** Removes a member (their sessions end in the same transaction) or revokes a pending invitation. */
export async function removeMember(tx: Queryable, workspace: Workspace, memberId: string): Promise<void> {
  const { rows } = await refusedAs(
    tx.query(`delete from public.aide_members where id = $1 and organization_id = $2 returning id`, [
      memberId,
      workspace.organizationId,
    ]),
  );
  if (rows.length === 0) await explainMissing(tx, workspace, memberId);
}

/** Nothing changed: either no such member here (404) or a member may not manage the team (403). */
async function explainMissing(tx: Queryable, workspace: Workspace, memberId: string): Promise<never> {
  const { rows } = await tx.query(
    `select 1 from public.aide_members where id = $1 and organization_id = $2`,
    [memberId, workspace.organizationId],
  );
  if (rows.length > 0) {
    throw new HttpError(403, 'forbidden', 'Only owners and admins of the organization can manage its team.');
  }
  throw new HttpError(404, 'not_found', MEMBER_NOT_FOUND_MESSAGE);
}

export interface TeamEvent {
  id: string;
  action: string;
  actor_email: string | null;
  target_email: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

/** The latest audit events (row-level security: admins only; a member reads none and is told so). */
export async function listTeamEvents(
  tx: Queryable,
  workspace: Workspace,
  limit: number,
): Promise<TeamEvent[]> {
  if (workspace.role === 'member') {
    throw new HttpError(403, 'forbidden', 'Only owners and admins can read the team activity.');
  }
  const { rows } = await tx.query<Omit<TeamEvent, 'created_at'> & { created_at: Date }>(
    `select id, action, actor_email, target_email, details, created_at from public.aide_team_events
      where organization_id = $1 order by created_at desc, id limit $2`,
    [workspace.organizationId, limit],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

const SETTINGS_FORBIDDEN = 'Only owners and admins can change the security settings.';

export async function setMfaRequired(tx: Queryable, workspace: Workspace, required: boolean): Promise<void> {
  if (workspace.role === 'member') throw new HttpError(403, 'forbidden', SETTINGS_FORBIDDEN);
  const { rows } = await refusedAs(
    tx.query(`update public.aide_organizations set mfa_required = $2 where id = $1 returning id`, [
      workspace.organizationId,
      required,
    ]),
  );
  if (rows.length === 0) {
    throw new HttpError(403, 'forbidden', SETTINGS_FORBIDDEN);
  }
}

export async function organizationSettings(db: Db | Queryable, workspace: Workspace) {
  const { rows } = await db.query<{ mfa_required: boolean }>(
    `select mfa_required from public.aide_organizations where id = $1`,
    [workspace.organizationId],
  );
  return { mfa_required: rows[0]?.mfa_required ?? false };
}

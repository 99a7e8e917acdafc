import type PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/db.js';
import { sendInvitation, type AuthAdmin } from '../features/team/auth-admin.js';
import { inTransaction } from './job-queue.js';
import { EMAIL_RETRY, QUEUE } from './queues.js';

export interface TeamInvitationJob {
  memberId: string;
}

/** Queues the invitation email of a pending member row, in the transaction that created (or re-sent) it. */
export async function queueTeamInvitation(boss: PgBoss, tx: Queryable, memberId: string): Promise<void> {
  await boss.insert([{ name: QUEUE.teamInvitation, data: { memberId }, ...EMAIL_RETRY }], {
    db: inTransaction(tx),
  });
}

interface PendingInvitation {
  email: string;
  organization_name: string;
  invited_by: string;
  /** The address is already a member elsewhere (its account belongs to another organization). */
  member_elsewhere: boolean;
}

/**
 * Asks the auth server to email the invitation. An invitation revoked or accepted meanwhile, or of an address
 * that is a member of another organization, sends nothing; an
 * unreachable or rate-limited auth server is retried with backoff; a refusal, or the last attempt, marks the
 * invitation failed with the reason the Team page shows.
 */
export async function sendTeamInvitation(
  db: Db,
  admin: AuthAdmin | null,
  job: PgBoss.JobWithMetadata<TeamInvitationJob>,
): Promise<void> {
  const { memberId } = job.data;
  const { rows } = await db.query<PendingInvitation>(
    `select m.email, o.name as organization_name,
            coalesce(nullif(trim(concat_ws(' ', i.first_name, i.last_name)), ''), i.email, o.name) as invited_by,
            exists (select 1 from public.aide_members other
                     where other.email = m.email and other.user_id is not null) as member_elsewhere
       from public.aide_members m
       join public.aide_organizations o on o.id = m.organization_id
       left join public.aide_members i on i.id = m.invited_by
      where m.id = $1 and m.user_id is null`,
    [memberId],
  );
  const invitation = rows[0];
  if (!invitation) return;
  const settle = (status: 'sent' | 'failed' | 'queued', error: string | null) =>
    db.query(
      `update public.aide_members set invitation_status = $2, invitation_error = $3
        where id = $1 and user_id is null`,
      [memberId, status, error],
    );
  if (!admin) {
    await settle('failed', 'Invitations need the API to have SUPABASE_SERVICE_ROLE_KEY.');
    return;
  }
  // Neither the admin nor anyone else learns where an address is a member: the invitation reads as sent and
  // nothing is emailed (the person can join once they leave the other organization and are invited again).
  if (invitation.member_elsewhere) {
    await settle('sent', null);
    return;
  }
  const outcome = await sendInvitation(admin, invitation.email, {
    organization_name: invitation.organization_name,
    invited_by: invitation.invited_by,
  });
  if (outcome.ok) {
    await settle('sent', null);
    return;
  }
  const lastAttempt = job.retryCount >= job.retryLimit;
  if (outcome.retry && !lastAttempt) {
    await settle('queued', outcome.reason);
    throw new Error(outcome.reason);
  }
  await settle('failed', outcome.reason);
}

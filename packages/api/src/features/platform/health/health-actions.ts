import type PgBoss from 'pg-boss';
import type { Queryable } from '../../../db/db.js';
import { HttpError } from '../../../http/error-handler.js';
import { inTransaction, JOBS_SCHEMA } from '../../../jobs/job-queue.js';
import { EMAIL_RETRY, QUEUE } from '../../../jobs/queues.js';
import { jobOrganization } from './health-store.js';

export const JOB_NOT_FOUND_MESSAGE = 'No job with this id (it may have been archived).';
export const JOB_NOT_FAILED_MESSAGE = 'Only a failed job can be retried: this one has not failed.';
export const JOB_ALREADY_WAITING_MESSAGE =
  'Another run of this job is already waiting in its queue: it runs once, so this one cannot be retried now.';
export const EMAIL_NOT_FOUND_MESSAGE = 'No outreach email with this id.';
export const EMAIL_NOT_FAILED_MESSAGE = 'Only a failed email can be resent: this one has not failed.';

/** The platform audit log's row for an operator's action (the caller's claims name who acted). */
const audit = (
  tx: Queryable,
  action: 'job_retried' | 'email_resent',
  organization: string | null,
  targetEmail: string | null,
  details: object,
) =>
  tx.query(
    `select aide_private.record_platform_event($1, $2::uuid,
       (select o.name from public.aide_organizations o where o.id = $2::uuid), $3, $4::jsonb)`,
    [action, organization, targetEmail, JSON.stringify(details)],
  );

/**
 * Puts a failed job back in its queue with pg-boss's own retry (one more attempt), audited as `job_retried`,
 * all in the operator's transaction. 404 for an unknown job, 409 when it has not failed or another run of a
 * once-at-a-time queue is already waiting.
 */
export async function retryJob(boss: PgBoss, tx: Queryable, id: string) {
  const { rows } = await tx.query<{ name: string; state: string; organization_id: string | null }>(
    `select j.name, j.state, ${jobOrganization('j')} as organization_id
       from ${JOBS_SCHEMA}.job j where j.id = $1::uuid for update of j`,
    [id],
  );
  const job = rows[0];
  if (!job) throw new HttpError(404, 'not_found', JOB_NOT_FOUND_MESSAGE);
  if (job.state !== 'failed') throw new HttpError(409, 'job_not_failed', JOB_NOT_FAILED_MESSAGE);
  try {
    await tx.query('savepoint retry_job');
    await boss.retry(job.name, id, { db: inTransaction(tx) });
    await tx.query('release savepoint retry_job');
  } catch (error) {
    // A stately or singleton queue holds one waiting run: pg-boss's unique index refuses a second.
    if ((error as { code?: string }).code !== '23505') throw error;
    await tx.query('rollback to savepoint retry_job');
    throw new HttpError(409, 'job_already_waiting', JOB_ALREADY_WAITING_MESSAGE);
  }
  await audit(tx, 'job_retried', job.organization_id, null, { job_id: id, queue: job.name });
  return { id, queue: job.name, state: 'retry' as const };
}

/**
 * A failed outreach email back to queued (its error cleared) and its send job queued, as the product queues
 * one, audited as `email_resent`. The job gets a new id: the email's first job (whose id is the email's)
 * finished and is kept by pg-boss for a while, so reusing its id would queue nothing.
 */
export async function resendEmail(boss: PgBoss, tx: Queryable, id: string) {
  const { rows } = await tx.query<{ organization_id: string; status: string; to_email: string }>(
    `select organization_id, status, to_email from public.aide_outreach_emails where id = $1 for update`,
    [id],
  );
  const email = rows[0];
  if (!email) throw new HttpError(404, 'not_found', EMAIL_NOT_FOUND_MESSAGE);
  if (email.status !== 'failed') throw new HttpError(409, 'email_not_failed', EMAIL_NOT_FAILED_MESSAGE);
  await tx.query(
    `update public.aide_outreach_emails set status = 'queued', last_error = null, queued_at = now()
      where id = $1`,
    [id],
  );
  await boss.insert([{ name: QUEUE.outboundEmail, data: { emailId: id }, ...EMAIL_RETRY }], {
    db: inTransaction(tx),
  });
  await audit(tx, 'email_resent', email.organization_id, email.to_email, { email_id: id });
  return { id, status: 'queued' as const };
}

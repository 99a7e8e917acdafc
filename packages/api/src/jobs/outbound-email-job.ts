import type PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/db.js';
import { chooseMailerFor, type MailSetup } from '../mail/choose-mailer.js';
import { htmlFromText, MailerError } from '../mail/mailer.js';
import { inTransaction } from './job-queue.js';
import { EMAIL_RETRY, QUEUE } from './queues.js';

/** Queues the emails (rows of aide_outreach_emails, status queued) in the caller's transaction. */
export async function queueEmails(boss: PgBoss, tx: Queryable, emailIds: readonly string[]): Promise<void> {
  if (emailIds.length === 0) return;
  // The job id is the email's id: queuing the same email twice is one job.
  await boss.insert(
    emailIds.map((id) => ({ id, name: QUEUE.outboundEmail, data: { emailId: id }, ...EMAIL_RETRY })),
    { db: inTransaction(tx) },
  );
}

interface ClaimedEmail {
  attempts: number;
  organization_id: string;
  user_id: string | null;
  to_email: string;
  from_email: string;
  subject: string;
  body: string;
  sent_via: 'outbox' | 'mailbox';
}

const SUSPENDED_NOT_SENT = "Not sent: the organization's access to Aide was suspended.";

/**
 * Sends one queued email. The row is claimed first (queued or an interrupted sending → sending), so an
 * email already sent or given up is never sent again; a provider failure is recorded on the row and thrown
 * for pg-boss to retry with backoff, and the last attempt marks the email failed with the reason.
 */
export async function sendQueuedEmail(
  db: Db,
  mail: MailSetup,
  job: PgBoss.JobWithMetadata<{ emailId: string }>,
): Promise<void> {
  const { emailId } = job.data;
  // An organization suspended since the email was queued sends nothing (docs/platform.md).
  const { rows: held } = await db.query(
    `update public.aide_outreach_emails e set status = 'failed', last_error = $2
       from public.aide_organizations o
      where e.id = $1 and e.status in ('queued', 'sending') and o.id = e.organization_id
        and o.status = 'suspended'
      returning e.id`,
    [emailId, SUSPENDED_NOT_SENT],
  );
  if (held.length > 0) return;
  const { rows } = await db.query<ClaimedEmail>(
    `update public.aide_outreach_emails set status = 'sending', attempts = attempts + 1
      where id = $1 and status in ('queued', 'sending')
      returning attempts, organization_id, user_id, to_email, from_email, subject, body, sent_via`,
    [emailId],
  );
  const email = rows[0];
  if (!email) return;
  try {
    const mailer = await chooseMailerFor(db, email, mail);
    await mailer.send({
      from: email.from_email,
      to: email.to_email,
      subject: email.subject,
      text: email.body,
      html: htmlFromText(email.body),
    });
  } catch (error) {
    const reason = error instanceof MailerError ? error.message : 'The email could not be sent.';
    const lastAttempt = job.retryCount >= job.retryLimit;
    await db.query(
      `update public.aide_outreach_emails set status = $3, last_error = $4
        where id = $1 and status = 'sending' and attempts = $2`,
      [emailId, email.attempts, lastAttempt ? 'failed' : 'queued', reason],
    );
    if (lastAttempt) return;
    throw error;
  }
  // Only this attempt's claim is settled: a worker that was presumed dead and comes back changes nothing.
  await db.query(
    `update public.aide_outreach_emails set status = 'sent', sent_at = now(), last_error = null
      where id = $1 and status = 'sending' and attempts = $2`,
    [emailId, email.attempts],
  );
}

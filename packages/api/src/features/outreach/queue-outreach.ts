import type PgBoss from 'pg-boss';
import type { Db } from '../../db/db.js';
import { queueEmails } from '../../jobs/outbound-email-job.js';
import { consumeQuota } from '../usage/quota.js';
import type { SentVia } from '../../mail/mailer.js';
import type { Workspace } from '../../workspace/with-workspace.js';

export interface OutgoingEmail {
  kind: 'preselected_items' | 'brand_category';
  customerId: string;
  to: string;
  subject: string;
  body: string;
  details: Record<string, unknown>;
}

export type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** docs/ai-employee-api.md QueuedEmail. */
export interface QueuedEmail {
  id: string;
  to: string;
  subject: string;
  sent_via: SentVia;
  status: EmailStatus;
  queued_at: string;
  sent_at: string | null;
}

interface QueuedRow {
  id: string;
  to_email: string;
  subject: string;
  sent_via: SentVia;
  status: EmailStatus;
  queued_at: Date;
  sent_at: Date | null;
}

const toJson = (row: QueuedRow): QueuedEmail => ({
  id: row.id,
  to: row.to_email,
  subject: row.subject,
  sent_via: row.sent_via,
  status: row.status,
  queued_at: new Date(row.queued_at).toISOString(),
  sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
});

/**
 * Records the emails as queued and queues one job each, in one transaction (as the API's role: browsers only
 * read aide_outreach_emails): either every email of the request is queued or none is. The sending job
 * (jobs/outbound-email-job.ts) delivers them with retries. With an idempotency key, a request sent again
 * (a double click, a retry after a lost answer) queues nothing new and answers with the emails it queued
 * the first time; each email's key is the request's key and its recipient.
 */
export async function queueOutreach(
  db: Db,
  boss: PgBoss,
  ws: Workspace,
  sending: { via: SentVia; from: string },
  emails: readonly OutgoingEmail[],
  idempotencyKey: string | null,
): Promise<QueuedEmail[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<QueuedRow & { inserted: boolean }>(
      `with input as (
         select * from jsonb_to_recordset($3::jsonb)
           as e(kind text, customer_id uuid, to_email text, subject text, body text, details jsonb, key text)
       ), inserted as (
         insert into public.aide_outreach_emails
           (organization_id, user_id, kind, customer_id, to_email, from_email, subject, body, details, sent_via,
            status, idempotency_key)
         select $1, $2, kind, customer_id, to_email, $4, subject, body, details, $5, 'queued', key from input
         on conflict (organization_id, idempotency_key) where idempotency_key is not null do nothing
         returning id, to_email, subject, sent_via, status, queued_at, sent_at, true as inserted
       )
       select * from inserted
       union all
       -- Emails of the same key queued before (the statement's snapshot does not see its own inserts).
       select e.id, e.to_email, e.subject, e.sent_via, e.status, e.queued_at, e.sent_at, false
         from public.aide_outreach_emails e join input on e.idempotency_key = input.key
        where e.organization_id = $1`,
      [
        ws.organizationId,
        ws.userId,
        JSON.stringify(
          emails.map((email) => ({
            kind: email.kind,
            customer_id: email.customerId,
            to_email: email.to,
            subject: email.subject,
            body: email.body,
            details: email.details,
            key: idempotencyKey ? `${idempotencyKey}:${email.to.toLowerCase()}` : null,
          })),
        ),
        sending.from,
        sending.via,
      ],
    );
    const queued = rows.filter((row) => row.inserted).map((row) => row.id);
    // Counted with the rows: a refusal rolls them back, so no email is left queued past the limit.
    await consumeQuota(tx, ws.organizationId, 'emails', queued.length);
    await queueEmails(boss, tx, queued);
    return rows.map(toJson);
  });
}

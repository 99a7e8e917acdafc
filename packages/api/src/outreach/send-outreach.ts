import type { Db } from '../db/db.js';
import { HttpError } from '../http/error-handler.js';
import { htmlFromText, MailerError, type Mailer } from '../mail/mailer.js';
import type { Workspace } from '../workspace/with-workspace.js';

export interface OutgoingEmail {
  kind: 'preselected_items' | 'brand_category';
  customerId: string;
  to: string;
  subject: string;
  body: string;
  details: Record<string, unknown>;
}

export interface SentEmail {
  id: string;
  to: string;
  subject: string;
  sent_via: Mailer['via'];
  sent_at: string;
}

/**
 * Sends one by one and records each email right after it went out (as the API's role: browsers only read
 * aide_outreach_emails), so the stored rows are exactly the emails sent. A failure stops the run with a 502
 * that says how many went out.
 */
export async function sendOutreach(
  db: Db,
  ws: Workspace,
  mailer: Mailer,
  from: string,
  emails: readonly OutgoingEmail[],
): Promise<SentEmail[]> {
  const sent: SentEmail[] = [];
  for (const email of emails) {
    try {
      await mailer.send({
        from,
        to: email.to,
        subject: email.subject,
        text: email.body,
        html: htmlFromText(email.body),
      });
    } catch (error) {
      const reason = error instanceof MailerError ? error.message : 'The email could not be sent.';
      const progress =
        emails.length === 1
          ? 'The email was not sent.'
          : `${sent.length} of ${emails.length} emails went out before the failure.`;
      throw new HttpError(502, 'send_failed', `${reason} ${progress}`);
    }
    const { rows } = await db.query<{ id: string; sent_at: Date }>(
      `insert into public.aide_outreach_emails
         (organization_id, user_id, kind, customer_id, to_email, from_email, subject, body, details, sent_via)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
       returning id, sent_at`,
      [
        ws.organizationId,
        ws.userId,
        email.kind,
        email.customerId,
        email.to,
        from,
        email.subject,
        email.body,
        JSON.stringify(email.details),
        mailer.via,
      ],
    );
    const row = rows[0]!;
    sent.push({
      id: row.id,
      to: email.to,
      subject: email.subject,
      sent_via: mailer.via,
      sent_at: new Date(row.sent_at).toISOString(),
    });
  }
  return sent;
}

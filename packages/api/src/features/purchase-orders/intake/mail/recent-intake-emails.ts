import type { Queryable } from '../../../../db/db.js';

/** GET /accounting/purchase-orders/intake/emails: one email mail intake took in. */
export const intakeEmailSchema = {
  type: 'object',
  required: ['id', 'from_email', 'subject', 'received_at', 'status', 'purchase_order_id', 'detail'],
  properties: {
    id: { type: 'string' },
    from_email: { type: ['string', 'null'] },
    subject: { type: ['string', 'null'] },
    received_at: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['created', 'duplicate', 'ignored', 'failed'] },
    purchase_order_id: { type: ['string', 'null'] },
    detail: { type: ['string', 'null'] },
  },
} as const;

/** One row of intakeEmailSchema (received_at goes out as a date-time string). */
export interface IntakeEmail {
  id: string;
  from_email: string | null;
  subject: string | null;
  received_at: Date;
  status: 'created' | 'duplicate' | 'ignored' | 'failed';
  purchase_order_id: string | null;
  detail: string | null;
}

/**
 * The organization's latest 20 intake emails with an outcome, as the caller (row-level security applies); one
 * still being read (status 'reading', take-in-mail.ts) is listed once it has one.
 */
export async function recentIntakeEmails(tx: Queryable, organizationId: string): Promise<IntakeEmail[]> {
  const { rows } = await tx.query<IntakeEmail>(
    `select id, from_email, subject, received_at, status, purchase_order_id, detail
       from public.aide_intake_emails where organization_id = $1 and status <> 'reading'
      order by received_at desc, created_at desc limit 20`,
    [organizationId],
  );
  return rows;
}

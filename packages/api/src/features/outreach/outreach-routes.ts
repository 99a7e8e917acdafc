import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type PgBoss from 'pg-boss';
import { JOBS_UNAVAILABLE_MESSAGE } from '../../jobs/queues.js';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { HttpError } from '../../http/error-handler.js';
import { chooseMailer, type MailSetup } from '../../mail/choose-mailer.js';
import { hasLineBreak } from '../../mail/mailer.js';
import { draftItemsEmail, draftOfferEmail, fillFirstName, type Sender } from './draft-templates.js';
import {
  findRecipients,
  loadCustomer,
  loadOffer,
  loadProducts,
  loadTargetProducts,
} from './outreach-data.js';
import {
  brandCategoryBodySchema,
  brandCategoryResponses,
  outreachListSchema,
  preselectedItemsBodySchema,
  preselectedItemsResponses,
} from './outreach-schemas.js';
import { queueOutreach } from './queue-outreach.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withOutboundWorkspace, withWorkspaceAsApi, type Workspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

export interface OutreachRouteOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  mail: MailSetup;
  /** The job queue the emails go out through; without one, sending answers 503. */
  jobs: PgBoss | null;
}

/** `Idempotency-Key`: the same key sends the same emails once (a double click, a retried request). */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(key)) {
    throw new HttpError(
      400,
      'invalid_request',
      'The Idempotency-Key header must be 1 to 100 letters, digits, ".", "_", ":" or "-".',
    );
  }
  return key;
}

const senderOf = (ws: Workspace): Sender => ({ name: ws.displayName, organization: ws.organizationName });

/** The user's final subject and body; both are required to send. */
function finalText(body: { subject?: string; body?: string }): { subject: string; body: string } {
  const subject = body.subject?.trim();
  const text = body.body?.trim();
  if (!subject || !text) {
    throw new HttpError(400, 'invalid_request', 'To send, give the final subject and body of the email.');
  }
  // A line break in a subject would let the text add mail headers (`Hi\r\nBcc: …`).
  if (hasLineBreak(subject)) {
    throw new HttpError(400, 'invalid_request', 'The subject must be a single line (no line breaks).');
  }
  return { subject, body: text };
}

/** Outreach through the AI employee's mailbox (docs/ai-employee-api.md, "Outreach"). */
export function registerOutreachRoutes(
  app: ApiInstance,
  { db, authenticate, mail, jobs }: OutreachRouteOptions,
): void {
  app.post(
    '/api/send-preselected-items-email',
    {
      preValidation: authenticate,
      schema: {
        tags: ['outreach'],
        summary: 'Draft or send an email of preselected items to one customer',
        body: preselectedItemsBodySchema,
        response: preselectedItemsResponses,
      },
    },
    async (request, reply) => {
      const input = request.body;
      const final = input.mode === 'send' ? finalText(input) : null;
      const idempotencyKey = idempotencyKeyOf(request);
      if (final && !jobs) throw new HttpError(503, 'jobs_unavailable', JOBS_UNAVAILABLE_MESSAGE);
      const prepared = await withWorkspaceAsApi(db, callerOf(request), 'outbound', async (tx, ws) => {
        const customer = await loadCustomer(tx, ws, input.customer_id);
        if (!customer.email) {
          throw new HttpError(
            400,
            'no_email',
            `${customer.name} has no email address. Add one on the customer page first.`,
          );
        }
        const products = await loadProducts(
          tx,
          ws,
          input.items.map((item) => item.product_id),
        );
        const items = products.map((product, i) => ({ product, quantity: input.items[i]?.quantity }));
        const draft = draftItemsEmail(customer.name, items, senderOf(ws));
        const sending = final ? await chooseMailer(tx, ws, mail) : null;
        return { ws, customer: { ...customer, email: customer.email }, draft, sending };
      });
      if (!final || !prepared.sending) {
        return { to: prepared.customer.email, ...prepared.draft };
      }
      const [queued] = await queueOutreach(
        db,
        jobs!,
        prepared.ws,
        { via: prepared.sending.mailer.via, from: prepared.sending.from },
        [
          {
            kind: 'preselected_items',
            customerId: prepared.customer.id,
            to: prepared.customer.email,
            subject: final.subject,
            body: final.body,
            details: { items: input.items },
          },
        ],
        idempotencyKey,
      );
      // One email in, one queued (or already queued under this key) out.
      return reply.code(202).send(queued!);
    },
  );

  app.post(
    '/api/send-offer-brand-category-email',
    {
      preValidation: authenticate,
      schema: {
        tags: ['outreach'],
        summary: 'Draft or send a brand or category offer email to the customers of a segment',
        description:
          'Recipients: customers of the segment (all when absent) with an email who bought the brand or category in the last 365 days, at most 500. `{{first_name}}` is replaced per recipient.',
        body: brandCategoryBodySchema,
        response: brandCategoryResponses,
      },
    },
    async (request, reply) => {
      const input = { ...request.body, target_value: request.body.target_value.trim() };
      const final = input.mode === 'send' ? finalText(input) : null;
      const idempotencyKey = idempotencyKeyOf(request);
      if (final && !jobs) throw new HttpError(503, 'jobs_unavailable', JOBS_UNAVAILABLE_MESSAGE);
      const prepared = await withWorkspaceAsApi(db, callerOf(request), 'outbound', async (tx, ws) => {
        const offer = await loadOffer(tx, ws, input);
        const recipients = await findRecipients(tx, ws, input);
        if (final && recipients.length === 0) {
          throw new HttpError(
            400,
            'no_recipients',
            `No customers${input.segment ? ` of the segment ${input.segment}` : ''} with an email bought ${input.target_value} in the last 365 days.`,
          );
        }
        const draft = final
          ? null
          : draftOfferEmail(input, offer, await loadTargetProducts(tx, ws, input), senderOf(ws));
        const sending = final ? await chooseMailer(tx, ws, mail) : null;
        return { ws, offer, recipients, draft, sending };
      });
      if (!final || !prepared.sending) {
        return {
          recipients: prepared.recipients.slice(0, 50),
          recipient_count: prepared.recipients.length,
          ...prepared.draft!,
        };
      }
      const details = {
        target_type: input.target_type,
        target_value: input.target_value,
        segment: input.segment ?? null,
        offer_id: prepared.offer?.id ?? null,
      };
      const queued = await queueOutreach(
        db,
        jobs!,
        prepared.ws,
        { via: prepared.sending.mailer.via, from: prepared.sending.from },
        prepared.recipients.map((recipient) => ({
          kind: 'brand_category',
          customerId: recipient.customer_id,
          to: recipient.email,
          subject: fillFirstName(final.subject, recipient.name),
          body: fillFirstName(final.body, recipient.name),
          details,
        })),
        idempotencyKey,
      );
      return reply.code(202).send({ queued: queued.length, sent_via: prepared.sending.mailer.via });
    },
  );

  app.get(
    '/api/outreach_emails',
    {
      preValidation: authenticate,
      schema: {
        tags: ['outreach'],
        summary: 'Outreach emails with their delivery state, newest first (50), optionally for one customer',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { customer_id: { type: 'string', format: 'uuid' } },
        },
        response: { 200: outreachListSchema, ...commonErrors },
      },
    },
    (request) =>
      withOutboundWorkspace(db, callerOf(request), async (tx, ws) => {
        const { rows } = await tx.query<{ queued_at: Date; sent_at: Date | null }>(
          `select id, kind, customer_id, to_email, subject, sent_via, status, last_error, queued_at, sent_at
             from public.aide_outreach_emails
            where organization_id = $1 and ($2::uuid is null or customer_id = $2::uuid)
            order by queued_at desc, id desc limit 50`,
          [ws.organizationId, request.query.customer_id ?? null],
        );
        const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
        return {
          items: rows.map((row) => ({ ...row, queued_at: iso(row.queued_at), sent_at: iso(row.sent_at) })),
        };
      }),
  );
}

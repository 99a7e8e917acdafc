import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db.js';
import { callerOf } from '../http/authenticate.js';
import { HttpError } from '../http/error-handler.js';
import { chooseMailer, type MailSetup } from '../mail/choose-mailer.js';
import { draftItemsEmail, draftOfferEmail, fillFirstName, type Sender } from '../outreach/draft-templates.js';
import {
  findRecipients,
  loadCustomer,
  loadOffer,
  loadProducts,
  loadTargetProducts,
} from '../outreach/outreach-data.js';
import {
  brandCategoryBodySchema,
  brandCategoryResponses,
  outreachListSchema,
  preselectedItemsBodySchema,
  preselectedItemsResponses,
  type BrandCategoryBody,
  type PreselectedItemsBody,
} from '../outreach/outreach-schemas.js';
import { sendOutreach } from '../outreach/send-outreach.js';
import { commonErrors } from '../workspace/route-schemas.js';
import { withOutboundWorkspace, withWorkspaceAsApi, type Workspace } from '../workspace/with-workspace.js';

export interface OutreachRouteOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  mail: MailSetup;
}

const senderOf = (ws: Workspace): Sender => ({ name: ws.displayName, organization: ws.organizationName });

/** The user's final subject and body; both are required to send. */
function finalText(body: { subject?: string; body?: string }): { subject: string; body: string } {
  const subject = body.subject?.trim();
  const text = body.body?.trim();
  if (!subject || !text) {
    throw new HttpError(400, 'invalid_request', 'To send, give the final subject and body of the email.');
  }
  return { subject, body: text };
}

/** Outreach through the AI employee's mailbox (docs/ai-employee-api.md, "Outreach"). */
export function registerOutreachRoutes(
  app: FastifyInstance,
  { db, authenticate, mail }: OutreachRouteOptions,
): void {
  app.post<{ Body: PreselectedItemsBody }>(
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
      const [sent] = await sendOutreach(db, prepared.ws, prepared.sending.mailer, prepared.sending.from, [
        {
          kind: 'preselected_items',
          customerId: prepared.customer.id,
          to: prepared.customer.email,
          subject: final.subject,
          body: final.body,
          details: { items: input.items },
        },
      ]);
      return reply.code(201).send(sent);
    },
  );

  app.post<{ Body: BrandCategoryBody }>(
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
      const sent = await sendOutreach(
        db,
        prepared.ws,
        prepared.sending.mailer,
        prepared.sending.from,
        prepared.recipients.map((recipient) => ({
          kind: 'brand_category',
          customerId: recipient.customer_id,
          to: recipient.email,
          subject: fillFirstName(final.subject, recipient.name),
          body: fillFirstName(final.body, recipient.name),
          details,
        })),
      );
      return reply.code(201).send({ sent: sent.length, sent_via: prepared.sending.mailer.via });
    },
  );

  app.get<{ Querystring: { customer_id?: string } }>(
    '/api/outreach_emails',
    {
      preValidation: authenticate,
      schema: {
        tags: ['outreach'],
        summary: 'Outreach emails sent, newest first (50), optionally for one customer',
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
        const { rows } = await tx.query<{ sent_at: Date }>(
          `select id, kind, customer_id, to_email, subject, sent_via, sent_at from public.aide_outreach_emails
            where organization_id = $1 and ($2::uuid is null or customer_id = $2::uuid)
            order by sent_at desc, id desc limit 50`,
          [ws.organizationId, request.query.customer_id ?? null],
        );
        return { items: rows.map((row) => ({ ...row, sent_at: new Date(row.sent_at).toISOString() })) };
      }),
  );
}

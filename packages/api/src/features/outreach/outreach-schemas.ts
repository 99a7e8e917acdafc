import { errorBodySchema } from '../../http/error-body.js';
import {
  closedObject,
  dateTimeString,
  nullableDateTime,
  objectOf,
  uuidString,
} from '../../http/schema-fragments.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { listSchema } from '../../workspace/paging.js';

export type OutreachMode = 'draft' | 'send';

export interface PreselectedItemsBody {
  mode: OutreachMode;
  customer_id: string;
  items: { product_id: string; quantity?: number }[];
  subject?: string;
  body?: string;
}

export interface BrandCategoryBody {
  mode: OutreachMode;
  target_type: 'brand' | 'category';
  target_value: string;
  segment?: string;
  offer_id?: string;
  subject?: string;
  body?: string;
}

const mode = { type: 'string', enum: ['draft', 'send'] } as const;
// The user's final text; required for `send` (checked in the handler for a clearer message).
const finalText = {
  subject: { type: 'string', minLength: 1, maxLength: 300 },
  body: { type: 'string', minLength: 1, maxLength: 20_000 },
} as const;

export const preselectedItemsBodySchema = closedObject(['mode', 'customer_id', 'items'], {
  mode,
  customer_id: uuidString,
  items: {
    type: 'array',
    minItems: 1,
    maxItems: 20,
    items: {
      type: 'object',
      required: ['product_id'],
      additionalProperties: false,
      properties: { product_id: uuidString, quantity: { type: 'integer', minimum: 1, maximum: 100_000 } },
    },
  },
  ...finalText,
});

export const brandCategoryBodySchema = closedObject(['mode', 'target_type', 'target_value'], {
  mode,
  target_type: { type: 'string', enum: ['brand', 'category'] },
  target_value: { type: 'string', minLength: 1, maxLength: 200 },
  segment: { type: 'string', minLength: 1, maxLength: 100 },
  offer_id: uuidString,
  ...finalText,
});

const recipientSchema = objectOf({
  customer_id: uuidString,
  name: { type: 'string' },
  email: { type: 'string' },
});

const outreachErrors = {
  ...commonErrors,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
} as const;

const emailStatus = { type: 'string', enum: ['queued', 'sending', 'sent', 'failed'] } as const;
const sentVia = { type: 'string', enum: ['outbox', 'mailbox'] } as const;

export const preselectedItemsResponses = {
  200: {
    description: 'The draft (mode "draft")',
    ...objectOf({ to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } }),
  },
  202: {
    description: 'Queued (mode "send"): a background job sends it; GET /api/outreach_emails shows its state',
    ...objectOf({
      id: uuidString,
      to: { type: 'string' },
      subject: { type: 'string' },
      sent_via: sentVia,
      status: emailStatus,
      queued_at: dateTimeString,
      sent_at: nullableDateTime,
    }),
  },
  ...outreachErrors,
} as const;

export const brandCategoryResponses = {
  200: {
    description: 'The draft (mode "draft"); `recipients` lists the first 50',
    ...objectOf({
      recipients: { type: 'array', items: recipientSchema },
      recipient_count: { type: 'integer' },
      subject: { type: 'string' },
      body: { type: 'string' },
    }),
  },
  202: {
    description: 'Queued for every recipient (mode "send"); background jobs send them',
    ...objectOf({ queued: { type: 'integer' }, sent_via: sentVia }),
  },
  ...outreachErrors,
} as const;

export const outreachListSchema = listSchema({
  type: 'object',
  required: ['id', 'kind', 'to_email', 'subject', 'sent_via', 'status', 'last_error', 'queued_at', 'sent_at'],
  properties: {
    id: uuidString,
    kind: { type: 'string', enum: ['preselected_items', 'brand_category'] },
    customer_id: { anyOf: [uuidString, { type: 'null' }] },
    to_email: { type: 'string' },
    subject: { type: 'string' },
    sent_via: sentVia,
    status: emailStatus,
    /** Why the last attempt failed (kept while retrying; the reason of a failed email). */
    last_error: { type: ['string', 'null'] },
    queued_at: dateTimeString,
    sent_at: nullableDateTime,
  },
});

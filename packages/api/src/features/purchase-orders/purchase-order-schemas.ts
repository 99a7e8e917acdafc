/** JSON schemas of the purchase order routes (docs/inbound-api.md "Purchase orders"). */
import {
  closedObject,
  nullableNumber,
  nullableString,
  objectOf,
  uuidString,
} from '../../http/schema-fragments.js';

export const dateString = { type: 'string', format: 'date', description: 'YYYY-MM-DD' } as const;

const summaryProperties = {
  id: uuidString,
  po_number: { type: 'string' },
  customer_name: { type: 'string' },
  order_date: { type: 'string' },
  requested_delivery_date: nullableString,
  currency: { type: 'string' },
  total: { type: 'number' },
  status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
  ai_score: { type: 'integer' },
  source: { type: 'string', enum: ['api', 'erp', 'sandbox', 'email', 'upload'] },
  line_count: { type: 'integer' },
  decided_by_label: nullableString,
  decided_at: nullableString,
  received_at: { type: 'string' },
} as const;

export const purchaseOrderSummarySchema = objectOf(summaryProperties);

const scoreReasonSchema = objectOf({
  key: {
    type: 'string',
    enum: [
      'known_customer',
      'catalog_items',
      'catalog_prices',
      'usual_quantities',
      'usual_value',
      'extraction_confidence',
    ],
  },
  label: { type: 'string' },
  points: { type: 'number' },
  max_points: { type: 'number' },
  detail: { type: 'string' },
});

/** The fields of an order line, as stored or as read from a document. */
const lineItemProperties = {
  line_no: { type: 'integer' },
  sku: { type: 'string' },
  description: { type: 'string' },
  quantity: { type: 'number' },
  unit_price: { type: 'number' },
} as const;

const lineSchema = objectOf({
  ...lineItemProperties,
  amount: { type: 'number' },
  catalog_price: nullableNumber,
});

const eventSchema = objectOf({
  id: uuidString,
  action: {
    type: 'string',
    enum: ['received', 'scored', 'approved', 'rejected', 'auto_approved', 'edited'],
  },
  actor_label: { type: 'string' },
  reason: nullableString,
  details: { type: 'object', additionalProperties: true },
  created_at: { type: 'string' },
});

const confidence = { type: 'number', minimum: 0, maximum: 1 } as const;

const extractedField = (valueType: 'string' | 'number') =>
  objectOf({ value: { type: [valueType, 'null'] }, confidence, reason: { type: 'string' } });

/** What intake read from the original (intake/extraction-types.ts). */
export const extractionSchema = {
  type: ['object', 'null'],
  required: ['extractor', 'fields', 'lines', 'needs_manual_entry', 'manual_entry_reason', 'confidence'],
  properties: {
    extractor: { type: 'string', enum: ['rules', 'model'] },
    fields: objectOf({
      po_number: extractedField('string'),
      customer_name: extractedField('string'),
      order_date: extractedField('string'),
      requested_delivery_date: extractedField('string'),
      currency: extractedField('string'),
      total: extractedField('number'),
    }),
    lines: {
      type: 'array',
      items: objectOf({
        ...lineItemProperties,
        amount: nullableNumber,
        confidence,
        reason: { type: 'string' },
      }),
    },
    needs_manual_entry: { type: 'boolean' },
    manual_entry_reason: nullableString,
    confidence,
  },
} as const;

/** The original an order was read from: an object of the private bucket, and a short-lived URL to it. */
export const sourceDocumentSchema = {
  type: ['object', 'null'],
  required: ['bucket', 'path', 'name', 'content_type', 'signed_url'],
  properties: {
    bucket: { type: 'string' },
    path: { type: 'string', description: '<organization_id>/<uuid>/<file name>' },
    name: { type: 'string' },
    content_type: { type: 'string' },
    signed_url: {
      ...nullableString,
      description: 'Opens the original for 5 minutes; null if Storage is down',
    },
  },
} as const;

export const purchaseOrderDetailSchema = {
  type: 'object',
  required: [
    ...Object.keys(summaryProperties),
    'decision_reason',
    'lines',
    'score_reasons',
    'events',
    'source_document',
    'extraction',
    'extraction_confidence',
    'needs_manual_entry',
  ],
  properties: {
    ...summaryProperties,
    decision_reason: nullableString,
    source_document: sourceDocumentSchema,
    extraction: extractionSchema,
    extraction_confidence: nullableNumber,
    needs_manual_entry: { type: 'boolean' },
    lines: { type: 'array', items: lineSchema },
    score_reasons: { type: 'array', items: scoreReasonSchema },
    events: { type: 'array', items: eventSchema },
  },
} as const;

export const rulesSchema = objectOf({
  order_value_threshold: { type: 'number' },
  ai_score_threshold: { type: 'number' },
  customer_list: { type: 'string' },
  confidence_threshold: { type: 'number' },
  updated_at: nullableString,
});

export const rulesResponseSchema = objectOf({ rules: rulesSchema, saved: { type: 'boolean' } });

export const rulesInputSchema = closedObject(
  ['order_value_threshold', 'ai_score_threshold', 'customer_list'],
  {
    order_value_threshold: { type: 'number', minimum: 0, maximum: 999999999999.99 },
    ai_score_threshold: { type: 'number', minimum: 0, maximum: 100 },
    customer_list: { type: 'string', maxLength: 4000 },
    confidence_threshold: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'Orders read from documents need every field at least this sure (default 0.9)',
    },
  },
);

export const receiveOrderSchema = closedObject(['po_number', 'customer_name', 'order_date', 'lines'], {
  po_number: { type: 'string', minLength: 1, maxLength: 64 },
  customer_name: { type: 'string', minLength: 1, maxLength: 200 },
  order_date: dateString,
  requested_delivery_date: { ...dateString, type: ['string', 'null'] },
  currency: { type: 'string', pattern: '^[A-Z]{3}$', default: 'USD' },
  lines: {
    type: 'array',
    minItems: 1,
    maxItems: 200,
    items: {
      type: 'object',
      required: ['sku', 'quantity', 'unit_price'],
      additionalProperties: false,
      properties: {
        sku: { type: 'string', minLength: 1, maxLength: 64 },
        description: { type: 'string', maxLength: 500 },
        quantity: { type: 'number', exclusiveMinimum: 0, maximum: 9999999999 },
        unit_price: { type: 'number', minimum: 0, maximum: 9999999999 },
      },
    },
  },
});

/** A reviewer's corrections: any of the order's fields, and the lines (all of them, replacing the read ones). */
export const editOrderSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    po_number: receiveOrderSchema.properties.po_number,
    customer_name: receiveOrderSchema.properties.customer_name,
    order_date: dateString,
    requested_delivery_date: receiveOrderSchema.properties.requested_delivery_date,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    lines: receiveOrderSchema.properties.lines,
  },
} as const;

export interface ReceiveOrderInput {
  po_number: string;
  customer_name: string;
  order_date: string;
  requested_delivery_date?: string | null;
  currency?: string;
  lines: { sku: string; description?: string; quantity: number; unit_price: number }[];
}

export const reasonProperty = { type: 'string', maxLength: 1000 } as const;

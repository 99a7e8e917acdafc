import {
  closedObject,
  countsOf,
  dateTimeString,
  nullableNumber,
  nullableString,
  objectOf,
  uuidString,
} from '../../http/schema-fragments.js';
import { pagingProperties, sortSchema } from '../../workspace/paging.js';
import { RECONCILIATION_SORT_FIELDS } from './reconcile-orders.js';
import { DEFAULT_TOLERANCES, DOCUMENT_KINDS, LINE_STATUSES } from './reconciliation-types.js';

/** Route schemas of docs/inbound-api.md "Reconciliation" (the served OpenAPI document comes from these). */

export const toleranceProperties = {
  price_tolerance_percent: {
    type: 'number',
    minimum: 0,
    maximum: 100,
    default: DEFAULT_TOLERANCES.price_tolerance_percent,
    description: 'Allowed unit price difference in % of the purchase order price',
  },
  quantity_tolerance_percent: {
    type: 'number',
    minimum: 0,
    maximum: 100,
    default: DEFAULT_TOLERANCES.quantity_tolerance_percent,
    description: 'Allowed quantity difference in % of the purchase order quantity',
  },
} as const;

export const tolerancesSchema = objectOf({
  price_tolerance_percent: { type: 'number' },
  quantity_tolerance_percent: { type: 'number' },
});

const statusSchema = { type: 'string', enum: LINE_STATUSES } as const;
const documentKindSchema = { type: 'string', enum: DOCUMENT_KINDS } as const;

/** Who resolved an exception, when, and why. */
const resolvedProperties = {
  note: { type: 'string' },
  resolved_by_label: { type: 'string' },
  resolved_at: dateTimeString,
} as const;

export const reconciliationLineSchema = objectOf({
  purchase_order_id: uuidString,
  po_number: { type: 'string' },
  customer_name: { type: 'string' },
  document_kind: documentKindSchema,
  document_number: nullableString,
  line_ref: {
    type: 'string',
    description: "The line's SKU (SKU#2, SKU#3 for a SKU's later lines); '' for a missing document",
  },
  sku: nullableString,
  description: nullableString,
  po_quantity: nullableNumber,
  erp_quantity: nullableNumber,
  po_unit_price: nullableNumber,
  erp_unit_price: nullableNumber,
  quantity_difference: { ...nullableNumber, description: 'ERP quantity minus PO quantity' },
  price_difference_percent: {
    ...nullableNumber,
    description:
      'ERP price minus PO price in % of the PO price; null when the PO price is 0 and the ERP one is not',
  },
  status: statusSchema,
  differences: {
    type: 'array',
    items: { type: 'string', enum: ['quantity', 'price', 'document', 'line'] },
  },
  resolution: { ...objectOf(resolvedProperties), type: ['object', 'null'] },
});

export const reconciledOrderSchema = objectOf({
  purchase_order_id: uuidString,
  po_number: { type: 'string' },
  customer_name: { type: 'string' },
  order_date: { type: 'string', format: 'date' },
  total: { type: 'number' },
  currency: { type: 'string' },
  status: statusSchema,
  open_exceptions: { type: 'integer' },
  lines: { type: 'array', items: reconciliationLineSchema },
});

export const summarySchema = countsOf(
  'orders',
  'matched',
  'within_tolerance',
  'mismatch',
  'missing',
  'open_exceptions',
  'resolved_exceptions',
);

/** The list's filters without paging: what the export takes too. */
export const reconciliationFilterProperties = {
  ...toleranceProperties,
  status: {
    ...statusSchema,
    description: "Only orders with this status (an order's status is its worst line)",
  },
  search: { ...pagingProperties.search, description: 'PO number or customer, case-insensitive substring' },
  sort: sortSchema(RECONCILIATION_SORT_FIELDS),
} as const;

export const resolveBodySchema = closedObject(['purchase_order_id', 'document_kind', 'line_ref', 'note'], {
  purchase_order_id: { type: 'string', format: 'uuid' },
  document_kind: documentKindSchema,
  line_ref: { type: 'string', maxLength: 80 },
  // Trimmed to 1–1000 characters by the handler (a note of spaces is refused with a clear message).
  note: { type: 'string', maxLength: 4000 },
});

export const resolutionSchema = objectOf({
  id: uuidString,
  purchase_order_id: uuidString,
  document_kind: documentKindSchema,
  line_ref: { type: 'string' },
  ...resolvedProperties,
});

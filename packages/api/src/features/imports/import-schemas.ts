import { errorBodySchema } from '../../http/error-body.js';
import { WORKSPACE_CONSTANTS } from '../constants/workspace-constants.js';

// Cells arrive as the browser parsed them (text or numbers) and are deliberately untyped here: the row rules,
// not JSON schema, judge them, so a bad cell becomes a 422 problem with its row number, not a 400.
const cell = { description: 'text or number' } as const;
const rowNumber = {
  type: 'integer',
  minimum: 1,
  description: '1-based line in the file (header = 1)',
} as const;

function uploadBody(fields: Record<string, string>, required: string[]) {
  return {
    type: 'object',
    required: ['file_name', 'rows'],
    properties: {
      file_name: { type: 'string', minLength: 1, maxLength: 255 },
      rows: {
        type: 'array',
        description: `At most ${WORKSPACE_CONSTANTS.import.max_rows} rows`,
        items: {
          type: 'object',
          required: ['row', ...required],
          properties: {
            row: rowNumber,
            ...Object.fromEntries(
              Object.keys(fields).map((name) => [name, { ...cell, description: fields[name] }]),
            ),
          },
        },
      },
    },
  } as const;
}

export const customersUploadBody = uploadBody(
  {
    name: 'Required',
    email: 'Required, valid; the upsert key (case-insensitive)',
    company: '',
    phone: '',
    segment: '',
    city: '',
  },
  [],
);
export const inventoryUploadBody = uploadBody(
  {
    sku: 'Required; the upsert key',
    name: 'Required',
    brand: '',
    category: '',
    price: 'Non-negative number',
    quantity_on_hand: 'Required non-negative integer',
  },
  [],
);
export const salesUploadBody = uploadBody(
  {
    customer: 'Required customer name',
    customer_email: 'Optional; links the line to a customer by email first',
    sku: 'Required',
    quantity: 'Required non-negative integer',
    unit_price: 'Required non-negative number',
    sold_at: 'Required date, YYYY-MM-DD',
    order_ref: '',
  },
  [],
);

const count = { type: 'integer' } as const;
export const importResultSchema = {
  type: 'object',
  required: ['import_id', 'total', 'inserted', 'updated', 'unchanged'],
  properties: {
    import_id: { type: 'string', format: 'uuid' },
    total: count,
    inserted: count,
    updated: count,
    unchanged: count,
    unmatched_customers: {
      ...count,
      description: 'Sales only: lines whose customer is not in the customer list',
    },
  },
} as const;

export const invalidRowsSchema = {
  type: 'object',
  required: ['error', 'message', 'problems', 'problem_count'],
  properties: {
    error: { type: 'string', enum: ['invalid_rows'] },
    message: { type: 'string' },
    request_id: { type: 'string' },
    problem_count: count,
    problems: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['row', 'field', 'message'],
        properties: { row: count, field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export const uploadResponses = {
  200: importResultSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  422: invalidRowsSchema,
} as const;

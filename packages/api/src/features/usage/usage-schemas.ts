import { countsOf, objectOf } from '../../http/schema-fragments.js';

const nullableInteger = { type: ['integer', 'null'] } as const;

/** The five limits, each a number or null (none); PATCH takes any of them, null meaning the plan's default. */
export const LIMIT_NAMES = [
  'ai_questions_per_month',
  'emails_per_day',
  'intake_documents_per_month',
  'storage_bytes',
  'members',
] as const;

export const limitsSchema = objectOf(
  Object.fromEntries(LIMIT_NAMES.map((name) => [name, nullableInteger])) as Record<
    (typeof LIMIT_NAMES)[number],
    typeof nullableInteger
  >,
);

export const usageSchema = objectOf({
  organization_id: { type: 'string', format: 'uuid' },
  plan: { type: 'string', enum: ['outbound', 'inbound'] },
  month: { type: 'string' },
  ...countsOf(
    'members',
    'customers',
    'inventory_items',
    'sales_lines',
    'purchase_orders',
    'ai_questions',
    'emails',
    'emails_today',
    'intake_documents',
    'storage_bytes',
  ).properties,
  limits: limitsSchema,
});

/** `?month=YYYY-MM` (UTC); the current month when absent. */
export const monthQuerystring = {
  type: 'object',
  properties: { month: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' } },
} as const;

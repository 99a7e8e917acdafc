import { errorBodySchema } from '../../http/error-body.js';
import {
  closedObject,
  dateTimeString,
  nullableDateTime,
  nullableString,
  objectOf,
  uuidString,
} from '../../http/schema-fragments.js';
import { UUID_PATTERN } from '../../http/validation-message.js';
import { pageSchema, pagingProperties, sortSchema } from '../../workspace/paging.js';

export const PLANS = ['outbound', 'inbound'] as const;
export const STATUSES = ['active', 'suspended'] as const;
/** The longest organization name (the database's aide_organizations_name_length). */
export const NAME_MAX = 200;

/** Every refusal of an operator route: no token (401), not an operator or not aal2 (403). */
export const operatorErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
} as const;

/** A 422: the request's input is refused, and `field` names what to correct. */
export const fieldErrorSchema = {
  type: 'object',
  required: ['error', 'message', 'field'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
    request_id: { type: 'string' },
  },
} as const;

export const organizationSchema = objectOf({
  id: uuidString,
  name: { type: 'string' },
  plan: { type: 'string', enum: PLANS },
  status: { type: 'string', enum: STATUSES },
  created_at: dateTimeString,
  status_changed_at: nullableDateTime,
  mfa_required: { type: 'boolean' },
  members: { type: 'integer', description: 'Member rows, pending invitations included' },
  pending_members: { type: 'integer', description: 'Invitations not accepted yet' },
  owner: {
    type: ['object', 'null'],
    required: ['email', 'status', 'invitation_status'],
    properties: {
      email: { type: 'string' },
      status: { type: 'string', enum: ['active', 'invited'] },
      invitation_status: { type: ['string', 'null'], enum: ['queued', 'sent', 'failed', null] },
    },
    description: 'The first owner (an active one before a pending one); null when the organization has none',
  },
  last_sign_in_at: { ...nullableDateTime, description: 'The latest sign-in of any member' },
  usage_this_month: {
    ...objectOf({
      ai_questions: { type: 'integer' },
      emails: { type: 'integer', description: "Summed over the month's days" },
      intake_documents: { type: 'integer' },
    }),
    description: 'What the organization used in the current UTC month (the usage counters)',
  },
});

export const organizationParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

export const exportParams = {
  type: 'object',
  required: ['id', 'exportId'],
  properties: {
    id: { type: 'string', pattern: UUID_PATTERN },
    exportId: { type: 'string', pattern: UUID_PATTERN },
  },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    plan: { type: 'string', enum: PLANS },
    status: { type: 'string', enum: STATUSES },
    sort: {
      ...sortSchema(['name', 'created_at', 'last_sign_in_at', 'ai_questions', 'emails', 'intake_documents']),
      description:
        'A field, ascending, or `-field`, descending: `-ai_questions` lists who asked the AI most first',
    },
  },
} as const;

export const organizationPage = pageSchema(organizationSchema);

export const createBody = closedObject(['name', 'plan', 'owner_email'], {
  name: { type: 'string', minLength: 1, maxLength: NAME_MAX },
  plan: { type: 'string', enum: PLANS },
  owner_email: { type: 'string', format: 'email', maxLength: 254 },
});

export const updateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    plan: { type: 'string', enum: PLANS },
    status: { type: 'string', enum: STATUSES },
  },
} as const;

export const deleteBody = closedObject(['confirm_name'], {
  confirm_name: {
    type: 'string',
    maxLength: 1000,
    description: "The organization's name, typed by the operator",
  },
});

export const exportSchema = objectOf({
  id: uuidString,
  organization_id: uuidString,
  status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
  progress: { type: 'integer', minimum: 0, maximum: 100 },
  size_bytes: { type: ['integer', 'null'] },
  error: nullableString,
  requested_by_email: { type: 'string' },
  created_at: dateTimeString,
  finished_at: nullableDateTime,
  download_url: {
    ...nullableString,
    description: 'Once done: a signed link to the zip, valid for a limited time',
  },
});

export const eventSchema = objectOf({
  id: uuidString,
  action: {
    type: 'string',
    enum: [
      'operator_granted',
      'operator_revoked',
      'organization_created',
      'plan_changed',
      'organization_suspended',
      'organization_restored',
      'organization_exported',
      'organization_deleted',
    ],
  },
  actor_email: { type: 'string' },
  organization_id: { type: ['string', 'null'], format: 'uuid' },
  organization_name: nullableString,
  target_email: nullableString,
  details: { type: 'object', additionalProperties: true },
  created_at: dateTimeString,
});

export const eventsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pagingProperties.page,
    page_size: pagingProperties.page_size,
    organization_id: { type: 'string', pattern: UUID_PATTERN },
  },
} as const;

export const eventPage = pageSchema(eventSchema);

import { errorBodySchema } from '../../http/error-body.js';
import {
  dateTimeString,
  nullableDateTime,
  nullableString,
  objectOf,
  uuidString,
} from '../../http/schema-fragments.js';
import { UUID_PATTERN } from '../../http/validation-message.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { ERP_SYSTEMS } from './erp-systems.js';

/** Every ERP route can also answer 503 (no TOKEN_ENCRYPTION_KEY on the server). */
/** The OpenAPI group of every ERP route. */
export const ERP_TAGS = ['inbound'];

export const erpErrors = { ...commonErrors, 503: errorBodySchema } as const;

export const connectionSchema = objectOf({
  id: uuidString,
  system_type: { type: 'string', enum: ERP_SYSTEMS },
  connection_name: { type: 'string' },
  is_connected: { type: 'boolean' },
  sync_frequency: { type: 'string', enum: ['hourly', 'daily', 'weekly'] },
  last_sync_at: nullableDateTime,
  created_at: dateTimeString,
  updated_at: dateTimeString,
});

export const syncRunSchema = objectOf({
  id: uuidString,
  erp_connection_id: uuidString,
  trigger: { type: 'string', enum: ['connect', 'manual', 'schedule'] },
  status: { type: 'string', enum: ['running', 'succeeded', 'failed'] },
  documents_imported: { type: 'integer' },
  message: nullableString,
  started_at: dateTimeString,
  finished_at: nullableDateTime,
});

/** SPEC §7: { user: { organization: { id, name }, email_address }, integration }. */
export const linkTokenBody = {
  type: 'object',
  required: ['user', 'integration'],
  properties: {
    user: {
      type: 'object',
      required: ['organization', 'email_address'],
      properties: {
        organization: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 100 },
            name: { type: 'string', maxLength: 200 },
          },
        },
        email_address: { type: 'string', minLength: 3, maxLength: 320 },
      },
    },
    integration: {
      type: 'string',
      maxLength: 50,
      description: 'One of quickbooks, xero, sage, netsuite, dynamics, salesforce, hubspot, zoho.',
    },
  },
} as const;

export interface LinkTokenBody {
  user: { organization: { id: string; name?: string }; email_address: string };
  integration: string;
}

/** The rest of the path after a token route's prefix (sealed tokens are base64url, Merge's are shorter). */
/** A sealed token in the path (the router allows parameters up to 4096 characters, see app.ts). */
export const tokenParam = <Name extends string>(name: Name) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 4096 } },
  }) as const;

export const syncRunsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { connection_id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

import type { preValidationAsyncHookHandler } from 'fastify';
import { WORKSPACE_CONSTANTS } from './workspace-constants.js';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withOutboundWorkspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

const strings = { type: 'array', items: { type: 'string' } } as const;
const constantsSchema = {
  type: 'object',
  required: [
    'import',
    'page_sizes',
    'customer_segments',
    'offer',
    'email_providers',
    'social_networks',
    'dashboard_periods',
  ],
  properties: {
    import: {
      type: 'object',
      required: ['max_rows', 'max_file_bytes', 'accepted_extensions'],
      properties: {
        max_rows: { type: 'integer' },
        max_file_bytes: { type: 'integer' },
        accepted_extensions: strings,
      },
    },
    page_sizes: { type: 'array', items: { type: 'integer' } },
    customer_segments: strings,
    offer: {
      type: 'object',
      required: ['target_types', 'max_discount_percent'],
      properties: { target_types: strings, max_discount_percent: { type: 'number' } },
    },
    email_providers: strings,
    social_networks: strings,
    dashboard_periods: strings,
  },
} as const;

/** GET /api/constants — limits and choices the browser shows and the API enforces. */
export function registerConstants(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/constants',
    {
      preValidation: authenticate,
      schema: {
        tags: ['workspace'],
        summary: 'Shared limits and choices',
        response: { 200: constantsSchema, ...commonErrors },
      },
    },
    // Same gate as every outbound route, so an inbound member learns early that the workspace is not theirs.
    (request) => withOutboundWorkspace(db, callerOf(request), () => Promise.resolve(WORKSPACE_CONSTANTS)),
  );
}

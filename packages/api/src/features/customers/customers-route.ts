import type { preValidationAsyncHookHandler } from 'fastify';
import { CUSTOMER_SORT_FIELDS, customerSchema, listCustomers } from './list-customers.js';
import { callerOf } from '../../http/authenticate.js';
import { pageSchema, pagingProperties, sortSchema } from '../../workspace/paging.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { readKey, type OrganizationReads } from '../../workspace/organization-read-cache.js';
import type { ApiInstance } from '../../http/api-instance.js';

/** GET /api/customers — the organization's customer list, paged, searchable by name, email and company. */
export function registerCustomers(
  app: ApiInstance,
  authenticate: preValidationAsyncHookHandler,
  reads: OrganizationReads,
): void {
  app.get(
    '/api/customers',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['customers'],
        summary: 'List customers',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            segment: { type: 'string', maxLength: 100 },
            sort: sortSchema(CUSTOMER_SORT_FIELDS),
          },
        },
        response: { 200: pageSchema(customerSchema), ...commonErrors },
      },
    },
    (request) =>
      reads(
        callerOf(request),
        { plan: 'outbound', key: readKey('customers', request.query), asApi: true },
        (tx, ws) => listCustomers(tx, ws, request.query),
      ),
  );
}

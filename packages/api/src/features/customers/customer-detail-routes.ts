import type { preValidationAsyncHookHandler } from 'fastify';
import { loadCustomerDetail, customerDetailSchema } from './customer-detail.js';
import { customerItemSchema } from './customer-item.js';
import { LAST_ORDER_FILTERS, SEARCH_SORT_FIELDS, searchCustomers } from './search-customers.js';
import type { Db } from '../../db/db.js';
import { errorBodySchema } from '../../http/error-body.js';
import { callerOf } from '../../http/authenticate.js';
import { pageSchema, pagingProperties, sortSchema } from '../../workspace/paging.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withOutboundWorkspace } from '../../workspace/with-workspace.js';
import { readKey, type OrganizationReads } from '../../workspace/organization-read-cache.js';
import { todayUtc } from '../../workspace/today.js';
import type { ApiInstance } from '../../http/api-instance.js';

export const customerIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** My Customers: the searchable list with purchase statistics, and one customer's page. */
export function registerCustomerDetailRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
  reads: OrganizationReads,
): void {
  app.get(
    '/api/customers_search',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['customers'],
        summary: 'Search customers with purchase statistics, filters and sorting',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            segment: { type: 'string', maxLength: 100 },
            last_order: { type: 'string', enum: LAST_ORDER_FILTERS },
            at_risk: { type: 'boolean' },
            sort: sortSchema(SEARCH_SORT_FIELDS),
          },
        },
        response: { 200: pageSchema(customerItemSchema), ...commonErrors },
      },
    },
    // The same for every member of the organization (as the customer list): kept a few seconds per data version.
    (request) => {
      const today = todayUtc();
      return reads(
        callerOf(request),
        { plan: 'outbound', key: readKey('customers_search', { ...request.query, today }), asApi: true },
        (tx, ws) => searchCustomers(tx, ws, request.query, today),
      );
    },
  );

  app.get(
    '/api/customers/:id',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['customers'],
        summary: 'One customer: record, totals, 12-month trend and latest orders',
        params: customerIdParams,
        response: { 200: customerDetailSchema, ...commonErrors, 404: errorBodySchema },
      },
    },
    (request) =>
      withOutboundWorkspace(db, callerOf(request), (tx, ws) => loadCustomerDetail(tx, ws, request.params.id)),
  );
}

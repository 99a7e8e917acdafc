import type { preValidationAsyncHookHandler } from 'fastify';
import { callerOf } from '../../http/authenticate.js';
import { salesSummary, salesSummarySchema } from './sales-summary.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { readKey, type OrganizationReads } from '../../workspace/organization-read-cache.js';
import type { ApiInstance } from '../../http/api-instance.js';

/** GET /api/sales_history/summary — what the organization's loaded sales history covers. */
export function registerSalesHistory(
  app: ApiInstance,
  authenticate: preValidationAsyncHookHandler,
  reads: OrganizationReads,
): void {
  app.get(
    '/api/sales_history/summary',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['sales'],
        summary: 'Totals of the loaded sales history',
        response: { 200: salesSummarySchema, ...commonErrors },
      },
    },
    (request) =>
      reads(callerOf(request), { plan: 'outbound', key: readKey('sales-summary') }, (tx, ws) =>
        salesSummary(tx, ws),
      ),
  );
}

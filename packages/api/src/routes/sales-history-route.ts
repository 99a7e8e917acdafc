import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db.js';
import { callerOf } from '../http/authenticate.js';
import { salesSummary, salesSummarySchema } from '../sales/sales-summary.js';
import { commonErrors } from '../workspace/route-schemas.js';
import { withOutboundWorkspace } from '../workspace/with-workspace.js';

/** GET /api/sales_history/summary — what the organization's loaded sales history covers. */
export function registerSalesHistory(
  app: FastifyInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/sales_history/summary',
    {
      preValidation: authenticate,
      schema: {
        tags: ['sales'],
        summary: 'Totals of the loaded sales history',
        response: { 200: salesSummarySchema, ...commonErrors },
      },
    },
    (request) => withOutboundWorkspace(db, callerOf(request), (tx, ws) => salesSummary(tx, ws)),
  );
}

import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { readKey, type OrganizationReads } from '../../workspace/organization-read-cache.js';
import { pageSchema, pagingProperties, searchPattern } from '../../workspace/paging.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { todayUtc } from '../../workspace/today.js';
import { withInboundWorkspace, withWorkspaceAsApi } from '../../workspace/with-workspace.js';
import { loadReconciliation } from './load-reconciliation.js';
import { exceptionsPage, reconciliationPage } from './query-order-facts.js';
import { filterByStatus, reconcileOrders, sortOrders } from './reconcile-orders.js';
import { reconciliationCsv } from './reconciliation-csv.js';
import {
  reconciledOrderSchema,
  reconciliationFilterProperties,
  reconciliationLineSchema,
  resolutionSchema,
  resolveBodySchema,
  summarySchema,
  toleranceProperties,
  tolerancesSchema,
} from './reconciliation-schemas.js';
import type { Tolerances } from './reconciliation-types.js';
import { refreshOrderFacts } from './refresh-order-facts.js';
import { resolveException } from './resolve-exception.js';

const tolerancesOf = (query: Tolerances): Tolerances => ({
  price_tolerance_percent: query.price_tolerance_percent,
  quantity_tolerance_percent: query.quantity_tolerance_percent,
});

/** Reconciliation of approved orders against ERP documents: docs/inbound-api.md "Reconciliation". */
export function registerReconciliationRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
  reads: OrganizationReads,
): void {
  // A page of the reconciliation is the same for every member of the organization: kept a few seconds per data
  // version like the dashboard's. Pages come from the kept order facts (query-order-facts.ts), which the
  // orders that writes touched are matched into first (refresh-order-facts.ts).
  const key = (route: string, query: object) => ({
    plan: 'inbound' as const,
    key: readKey(route, query),
    asApi: true,
    refresh: refreshOrderFacts,
  });
  app.get(
    '/accounting/reconciliation',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['inbound'],
        summary: 'Approved purchase orders matched against ERP sales orders and invoices',
        querystring: {
          type: 'object',
          properties: { ...pagingProperties, ...reconciliationFilterProperties },
        },
        response: {
          200: {
            type: 'object',
            required: ['tolerances', 'summary', 'items', 'total', 'page', 'page_size'],
            properties: {
              tolerances: tolerancesSchema,
              summary: summarySchema,
              ...pageSchema(reconciledOrderSchema).properties,
            },
          },
          ...commonErrors,
        },
      },
    },
    (request) =>
      reads(callerOf(request), key('reconciliation', request.query), async (tx, ws) => {
        const tolerances = tolerancesOf(request.query);
        const { query } = request;
        // Like the purchase order counts: the search applies to the summary, the status filter does not.
        const page = await reconciliationPage(
          tx,
          ws.organizationId,
          { ...query, pattern: searchPattern(query.search) },
          tolerances,
        );
        return { tolerances, ...page };
      }),
  );

  app.get(
    '/accounting/reconciliation/exceptions',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['inbound'],
        summary: 'Mismatched and missing lines, open ones only unless include_resolved',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            ...toleranceProperties,
            include_resolved: { type: 'boolean', default: false },
          },
        },
        response: { 200: pageSchema(reconciliationLineSchema), ...commonErrors },
      },
    },
    (request) =>
      reads(callerOf(request), key('reconciliation-exceptions', request.query), (tx, ws) =>
        exceptionsPage(
          tx,
          ws.organizationId,
          {
            ...request.query,
            pattern: searchPattern(request.query.search),
            includeResolved: request.query.include_resolved,
          },
          tolerancesOf(request.query),
        ),
      ),
  );

  app.post(
    '/accounting/reconciliation/exceptions/resolve',
    {
      preValidation: authenticate,
      schema: {
        tags: ['inbound'],
        summary: 'Resolve an exception with a note',
        body: resolveBodySchema,
        response: {
          201: { type: 'object', required: ['resolution'], properties: { resolution: resolutionSchema } },
          ...commonErrors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await withWorkspaceAsApi(db, callerOf(request), 'inbound', (tx, ws) =>
        resolveException(tx, ws, request.body),
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/accounting/reconciliation/export',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['inbound'],
        summary: 'The reconciliation as CSV, one row per line (same filters as the list, no paging)',
        querystring: { type: 'object', properties: reconciliationFilterProperties },
        produces: ['text/csv'],
        response: {
          200: { type: 'string', description: 'CSV attachment reconciliation-YYYY-MM-DD.csv' },
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const csv = await withInboundWorkspace(db, callerOf(request), async (tx, ws) => {
        const { query } = request;
        const loaded = await loadReconciliation(tx, ws.organizationId, {
          search: searchPattern(query.search),
        });
        const orders = reconcileOrders(loaded, tolerancesOf(query));
        return reconciliationCsv(sortOrders(filterByStatus(orders, query.status), query.sort));
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reconciliation-${todayUtc()}.csv"`)
        .send(csv);
    },
  );
}

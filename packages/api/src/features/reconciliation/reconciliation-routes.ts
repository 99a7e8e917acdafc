import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db, Queryable } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { createReconciliationCache, type ReconciliationLoader } from './reconciliation-cache.js';
import { filterByStatus, reconcileOrders, sortOrders, summarize } from './reconcile-orders.js';
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
import { isException, type Tolerances } from './reconciliation-types.js';
import { resolveException } from './resolve-exception.js';
import {
  pageSchema,
  pageWindow,
  pagingProperties,
  searchPattern,
  type PagingQuery,
} from '../../workspace/paging.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { readKey, type OrganizationReads } from '../../workspace/organization-read-cache.js';
import { todayUtc } from '../../workspace/today.js';
import { withInboundWorkspace, withWorkspaceAsApi, type Workspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

type TolerancesQuery = Tolerances;

const tolerancesOf = (query: TolerancesQuery): Tolerances => ({
  price_tolerance_percent: query.price_tolerance_percent,
  quantity_tolerance_percent: query.quantity_tolerance_percent,
});

/** Every approved order in the search, reconciled under the query's tolerances (the paging comes after). */
async function reconcile(
  load: ReconciliationLoader,
  tx: Queryable,
  ws: Workspace,
  query: TolerancesQuery & { search?: string },
) {
  const loaded = await load(tx, ws.organizationId, {
    search: searchPattern(query.search),
    purchaseOrderId: null,
  });
  return reconcileOrders(loaded, tolerancesOf(query));
}

const pageOf = <T>(items: T[], query: PagingQuery) => {
  const { page, pageSize, offset } = pageWindow(query);
  return { items: items.slice(offset, offset + pageSize), total: items.length, page, page_size: pageSize };
};

/** Reconciliation of approved orders against ERP documents: docs/inbound-api.md "Reconciliation". */
export function registerReconciliationRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
  reads: OrganizationReads,
): void {
  const load = createReconciliationCache();
  // A page of the reconciliation is the same for every member of the organization, so the answer is kept a few
  // seconds per data version like the dashboard's: the next identical request does not match 45,000 orders again.
  const key = (route: string, query: object) => ({ plan: 'inbound' as const, key: readKey(route, query) });
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
        const orders = await reconcile(load, tx, ws, request.query);
        const shown = sortOrders(filterByStatus(orders, request.query.status), request.query.sort);
        return {
          tolerances: tolerancesOf(request.query),
          // Like the purchase order counts: the search applies, the status filter does not.
          summary: summarize(orders),
          ...pageOf(shown, request.query),
        };
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
      reads(callerOf(request), key('reconciliation-exceptions', request.query), async (tx, ws) => {
        const orders = sortOrders(await reconcile(load, tx, ws, request.query), undefined);
        const exceptions = orders.flatMap((order) =>
          order.lines.filter(
            (line) => isException(line) && (request.query.include_resolved || !line.resolution),
          ),
        );
        return pageOf(exceptions, request.query);
      }),
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
        const orders = await reconcile(load, tx, ws, request.query);
        return reconciliationCsv(
          sortOrders(filterByStatus(orders, request.query.status), request.query.sort),
        );
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reconciliation-${todayUtc()}.csv"`)
        .send(csv);
    },
  );
}

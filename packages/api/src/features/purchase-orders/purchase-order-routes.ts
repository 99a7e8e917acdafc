import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Db, Queryable } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { closedObject, countsOf, idParams } from '../../http/schema-fragments.js';
import { UUID_PATTERN } from '../../http/validation-message.js';
import { getRules, saveRules } from './approval-rules-store.js';
import { bulkApprove, cleanReason, decideOne, type Decision } from './decide-purchase-orders.js';
import { editPurchaseOrder } from './edit-purchase-order.js';
import { getPurchaseOrder } from './get-purchase-order.js';
import { listPurchaseOrders, PURCHASE_ORDER_SORT_FIELDS } from './list-purchase-orders.js';
import {
  dateString,
  editOrderSchema,
  purchaseOrderDetailSchema,
  purchaseOrderSummarySchema,
  reasonProperty,
  receiveOrderSchema,
  rulesInputSchema,
  rulesResponseSchema,
} from './purchase-order-schemas.js';
import { receivePurchaseOrder } from './receive-purchase-order.js';
import { scoreNewOrders } from './score-new-orders.js';
import { withSignedUrl } from './intake/intake-documents.js';
import type { StorageConfig } from './intake/storage-originals.js';
import { bearerToken } from '../../auth/bearer-token.js';
import { pageSchema, pagingProperties, sortSchema } from '../../workspace/paging.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withInboundWorkspace, withWorkspaceAsApi, type Workspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

const approvalBody = {
  type: 'object',
  additionalProperties: false,
  properties: { reason: reasonProperty },
} as const;
const rejectionBody = { ...approvalBody, required: ['reason'] } as const;

const TAGS = ['inbound'];
const withNotFound = { ...commonErrors, 404: errorBodySchema } as const;
const withConflict = { ...withNotFound, 409: errorBodySchema } as const;
const money = { type: 'number', minimum: 0 } as const;
const score = { type: 'integer', minimum: 0, maximum: 100 } as const;

const listResponse = {
  ...pageSchema(purchaseOrderSummarySchema),
  required: ['items', 'total', 'page', 'page_size', 'counts'],
  properties: {
    ...pageSchema(purchaseOrderSummarySchema).properties,
    counts: countsOf('pending', 'approved', 'rejected'),
  },
} as const;

/** Purchase orders and auto approval rules: docs/inbound-api.md. */
export function registerPurchaseOrderRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
  storage: StorageConfig | null = null,
): void {
  /** A write as the API role, after the inbound plan check; new orders are scored first. */
  const asApi = <T>(request: FastifyRequest, work: (tx: Queryable, ws: Workspace) => Promise<T>) =>
    withWorkspaceAsApi(db, callerOf(request), 'inbound', async (tx, ws) => {
      await scoreNewOrders(tx, ws.organizationId);
      return work(tx, ws);
    });
  /** A read as the caller, after scoring what arrived since the last request (as the API role). */
  const scoredRead = async <T>(
    request: FastifyRequest,
    work: (tx: Queryable, ws: Workspace) => Promise<T>,
  ) => {
    await asApi(request, () => Promise.resolve());
    return withInboundWorkspace(db, callerOf(request), work);
  };

  app.get(
    '/accounting/auto-approval-rules',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: "The caller's auto approval rules (defaults when never saved)",
        response: { 200: rulesResponseSchema, ...commonErrors },
      },
    },
    (request) => withInboundWorkspace(db, callerOf(request), (tx, ws) => getRules(tx, ws)),
  );

  app.put(
    '/accounting/auto-approval-rules',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: "Save the caller's auto approval rules (upsert; applies to orders that arrive afterwards)",
        body: rulesInputSchema,
        response: { 200: rulesResponseSchema, ...commonErrors },
      },
    },
    // Orders that arrived before the save are scored (and judged) under the rules they arrived under.
    (request) => asApi(request, (tx, ws) => saveRules(tx, ws, request.body)),
  );

  app.get(
    '/accounting/purchase-orders',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: TAGS,
        summary: 'List purchase orders with filters, search, sort, paging and counts per status',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'all'], default: 'all' },
            customer: { type: 'string', maxLength: 200, description: 'Exact customer name' },
            min_total: money,
            max_total: money,
            min_score: score,
            max_score: score,
            from: dateString,
            to: dateString,
            sort: sortSchema(PURCHASE_ORDER_SORT_FIELDS),
          },
        },
        response: { 200: listResponse, ...commonErrors },
      },
    },
    (request) => scoredRead(request, (tx, ws) => listPurchaseOrders(tx, ws.organizationId, request.query)),
  );

  app.get(
    '/accounting/purchase-orders/:id',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: TAGS,
        summary: 'A purchase order with lines, AI score reasons and audit trail',
        params: idParams,
        response: { 200: purchaseOrderDetailSchema, ...withNotFound },
      },
    },
    async (request) => {
      const order = await scoredRead(request, (tx, ws) =>
        getPurchaseOrder(tx, ws.organizationId, request.params.id),
      );
      // The original's signed URL is made as the caller: Storage's policies decide once more.
      return {
        ...order,
        ...(await withSignedUrl(storage, bearerToken(request.headers.authorization), order)),
      };
    },
  );

  app.post(
    '/accounting/purchase-orders',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: 'Receive a purchase order (scored, and auto-approved when it meets the rules)',
        body: receiveOrderSchema,
        response: { 201: purchaseOrderDetailSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const detail = await withWorkspaceAsApi(db, callerOf(request), 'inbound', async (tx, ws) => {
        const id = await receivePurchaseOrder(tx, ws, request.body);
        await scoreNewOrders(tx, ws.organizationId);
        return getPurchaseOrder(tx, ws.organizationId, id);
      });
      return reply.code(201).send(detail);
    },
  );

  app.patch(
    '/accounting/purchase-orders/:id/extraction',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: 'Correct or confirm the fields and lines read from a document (pending orders)',
        description:
          "Sent fields become the order's values with confidence 1 and an `edited` event records what changed; " +
          '`lines`, when sent, replace all lines. The score is recomputed and the order stays pending (never ' +
          'auto-approved here). An order needing manual entry becomes a normal pending order once PO number, ' +
          'customer, order date and lines are filled. 409 when the order is decided or not read from a document.',
        params: idParams,
        body: editOrderSchema,
        response: { 200: purchaseOrderDetailSchema, ...withConflict },
      },
    },
    async (request) => {
      const order = await asApi(request, async (tx, ws) => {
        await editPurchaseOrder(tx, ws, request.params.id, request.body);
        return getPurchaseOrder(tx, ws.organizationId, request.params.id);
      });
      return {
        ...order,
        ...(await withSignedUrl(storage, bearerToken(request.headers.authorization), order)),
      };
    },
  );

  const decisionRoute = (decision: Decision) =>
    app.post(
      `/accounting/purchase-orders/:id/${decision === 'approved' ? 'approve' : 'reject'}`,
      {
        preValidation: authenticate,
        schema: {
          tags: TAGS,
          summary:
            decision === 'approved'
              ? 'Approve a pending purchase order (optional reason)'
              : 'Reject a pending purchase order (reason required)',
          params: idParams,
          body: decision === 'rejected' ? rejectionBody : approvalBody,
          response: { 200: purchaseOrderDetailSchema, ...withConflict },
        },
      },
      (request) => {
        const reason = cleanReason(request.body?.reason);
        if (decision === 'rejected' && !reason)
          throw new HttpError(400, 'invalid_request', 'A reason is required to reject a purchase order.');
        return asApi(request, async (tx, ws) => {
          await decideOne(tx, ws, request.params.id, decision, reason);
          return getPurchaseOrder(tx, ws.organizationId, request.params.id);
        });
      },
    );
  decisionRoute('approved');
  decisionRoute('rejected');

  app.post(
    '/accounting/purchase-orders/bulk-approve',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: 'Approve many pending purchase orders; decided or unknown ones are skipped',
        body: closedObject(['ids'], {
          ids: {
            type: 'array',
            minItems: 1,
            maxItems: 500,
            items: { type: 'string', pattern: UUID_PATTERN },
          },
          reason: reasonProperty,
        }),
        response: {
          200: {
            type: 'object',
            required: ['approved', 'skipped'],
            properties: {
              approved: { type: 'array', items: { type: 'string' } },
              skipped: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'message'],
                  properties: { id: { type: 'string' }, message: { type: 'string' } },
                },
              },
            },
          },
          ...commonErrors,
        },
      },
    },
    (request) =>
      asApi(request, (tx, ws) => bulkApprove(tx, ws, request.body.ids, cleanReason(request.body.reason))),
  );
}

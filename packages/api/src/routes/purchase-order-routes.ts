import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db.js';

/** Purchase orders and auto approval rules: docs/inbound-api.md. */
export function registerPurchaseOrderRoutes(
  _app: FastifyInstance,
  _db: Db,
  _authenticate: preValidationAsyncHookHandler,
): void {
  // Built in issue 5 (purchase orders helper).
}

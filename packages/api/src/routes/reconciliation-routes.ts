import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db.js';

/** Reconciliation of approved orders against ERP documents: docs/inbound-api.md. */
export function registerReconciliationRoutes(
  _app: FastifyInstance,
  _db: Db,
  _authenticate: preValidationAsyncHookHandler,
): void {
  // Built in issue 5 (reconciliation helper).
}

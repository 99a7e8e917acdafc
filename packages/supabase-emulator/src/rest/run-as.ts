import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/queryable.js';
import type { Caller } from './caller.js';

/** Thrown inside a request's transaction to roll it back while still answering with `result`. */
export class Rollback<T> {
  constructor(readonly result: T) {}
}

/**
 * Runs `work` in one transaction as the caller, the way PostgREST does: transaction-local role and JWT
 * claims (plus the request.* settings), so row-level security decides what the statements see. PGlite has
 * one connection and queues transactions, which serialises concurrent requests.
 */
export async function runAs<T>(
  db: Database,
  caller: Caller,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                set_config('request.method', $4, true), set_config('request.path', $5, true),
                set_config('request.headers', $6, true)`,
        [
          caller.role,
          JSON.stringify(caller.claims),
          sub,
          request.method,
          request.url.split('?')[0] ?? '',
          JSON.stringify(request.headers),
        ],
      );
      return work(tx);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    throw error;
  }
}

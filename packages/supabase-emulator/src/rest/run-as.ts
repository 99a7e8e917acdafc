import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/queryable.js';
import type { Caller } from './caller.js';
import { RestError } from './rest-error.js';

/** Supabase's per-role statement timeouts (`alter role … set statement_timeout`); service_role has none. */
const STATEMENT_TIMEOUT: Record<Caller['role'], string> = {
  anon: '3s',
  authenticated: '8s',
  service_role: '0',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside a request's transaction to roll it back while still answering with `result`. */
export class Rollback<T> extends Error {
  constructor(readonly result: T) {
    super('Prefer: tx=rollback');
    this.name = 'Rollback';
  }
}

/**
 * Runs `work` in one transaction as the caller, the way PostgREST does: transaction-local role and JWT
 * claims (plus the request.* settings), so row-level security decides what the statements see, under the
 * role's statement timeout. A user token works only while its session lives: sign-out, a password change
 * or revocation stop it at once (stricter than PostgREST, which trusts the token until it expires). PGlite
 * has one connection and queues transactions, which serialises concurrent requests.
 */
export async function runAs<T>(
  db: Database,
  caller: Caller,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const info = { method: request.method, path: request.url.split('?')[0] ?? '', headers: request.headers };
  return runAsCaller(db, caller, info, work);
}

/** What the request.* settings say about the request a statement serves. */
export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, unknown>;
}

/** runAs for work that is not an HTTP request of its own (realtime's per-subscriber checks). */
export async function runAsCaller<T>(
  db: Database,
  caller: Caller,
  request: RequestInfo,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
      const sessionId = caller.role === 'authenticated' ? caller.claims.session_id : null;
      if (sessionId !== null && (typeof sessionId !== 'string' || !UUID.test(sessionId)))
        throw sessionEnded();
      // The session check runs before the role switch (browser roles cannot read auth.sessions).
      const { rows } = await tx.query<{ live: boolean }>(
        `select $7::uuid is null or exists (
                  select 1 from auth.sessions s
                   where s.id = $7::uuid and (s.not_after is null or s.not_after > now())) as live,
                set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                set_config('request.method', $4, true), set_config('request.path', $5, true),
                set_config('request.headers', $6, true), set_config('statement_timeout', $8, true)`,
        [
          caller.role,
          JSON.stringify(caller.claims),
          sub,
          request.method,
          request.path,
          JSON.stringify(request.headers),
          sessionId,
          STATEMENT_TIMEOUT[caller.role],
        ],
      );
      if (!rows[0]?.live) throw sessionEnded();
      return work(tx);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    throw error;
  }
}

const sessionEnded = () =>
  new RestError(
    401,
    'PGRST303',
    'Session from session_id claim in JWT does not exist',
    null,
    'Sign in again.',
  );

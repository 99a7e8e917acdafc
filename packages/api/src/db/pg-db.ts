import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db.js';

export interface PgDbOptions {
  connectionString: string;
  /** Pool size; the API holds a connection only for the length of one request's transaction. */
  max?: number;
  /** How long a request waits for a free (or new) connection before failing with 503. */
  acquireTimeoutMs?: number;
}

export const DEFAULT_POOL_MAX = 10;
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 3_000;

const ignoreConnectionError = () => undefined;

/** pg-pool's error when no connection came free in time. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * No pooled connection came free in time: carries PostgreSQL's too_many_connections code so it answers 503
 * like any other database that cannot take the request, and the client may retry.
 */
class PoolExhaustedError extends Error {
  readonly code = '53300';
  constructor(timeoutMs: number) {
    super(`No database connection came free within ${timeoutMs} ms.`);
    this.name = 'PoolExhaustedError';
  }
}

/** A Db over a node-postgres pool: production against real PostgreSQL (e.g. hosted Supabase). */
export function createPgDb({
  connectionString,
  max = DEFAULT_POOL_MAX,
  acquireTimeoutMs = DEFAULT_ACQUIRE_TIMEOUT_MS,
}: PgDbOptions): Db {
  // Bounded both ways: at most `max` connections, and a flood waits at most acquireTimeoutMs for one, then
  // fails fast instead of piling up requests that would time out anyway.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: acquireTimeoutMs });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const exhausted = (error: unknown) =>
    error instanceof Error && error.message === POOL_TIMEOUT
      ? new PoolExhaustedError(acquireTimeoutMs)
      : error;

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await client.query(sql, params).catch((error: unknown) => {
        throw exhausted(error);
      });
      return { rows: result.rows as R[] };
    },
  });

  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw exhausted(error);
      });
      // A connection lost mid-transaction (server restart, failover) is reported by the query that fails;
      // the client's 'error' event must not also go unhandled, which would end the process.
      client.on('error', ignoreConnectionError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        client.off('error', ignoreConnectionError);
        client.release();
        return result;
      } catch (error) {
        // A failed rollback means the connection is unusable: destroy it instead of returning it to the pool.
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        client.off('error', ignoreConnectionError);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db.js';

export interface PgDbOptions {
  connectionString: string;
  /** Pool size; the API holds a connection only for the length of one request's transaction. */
  max?: number;
}

const ignoreConnectionError = () => undefined;

/** A Db over a node-postgres pool: production against real PostgreSQL (e.g. hosted Supabase). */
export function createPgDb({ connectionString, max = 10 }: PgDbOptions): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as R[] };
    },
  });

  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
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

import type { Db, Queryable, QueryResult } from './db.js';

/**
 * The part of PGlite's interface used here, declared structurally so the API does not depend on
 * @electric-sql/pglite itself: the instance comes from the emulator's `openDatabase`.
 */
export interface PGliteLike {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  transaction<T>(
    fn: (tx: { query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }> }) => Promise<T>,
  ): Promise<T>;
}

/** A Db over a PGlite instance shared with the emulator; PGlite serialises transactions itself. */
export function createPgliteDb(pglite: PGliteLike): Db {
  const wrap = (target: Pick<PGliteLike, 'query'>): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const { rows } = await target.query<R>(sql, params);
      return { rows };
    },
  });
  return {
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // The instance belongs to whoever opened it (startLocalBackend closes it after the emulator).
    close: () => Promise.resolve(),
  };
}

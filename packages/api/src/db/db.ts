/** The little the API needs from a database, so PGlite (local) and PostgreSQL (production) are interchangeable. */
export interface QueryResult<R> {
  rows: R[];
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface Db extends Queryable {
  /** Runs `fn` inside BEGIN … COMMIT on one connection; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases what this Db owns (a pool); a shared PGlite instance is left open for its owner. */
  close(): Promise<void>;
}

/** What the handlers need from the database or one of its transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * The database the emulator serves: PGlite (the embedded default) or anything with the same two methods,
 * such as the API's node-postgres Db (the api suite runs auth, rest and the API on one PostgreSQL, as a
 * hosted project does); `transaction` runs `fn` inside BEGIN … COMMIT on one connection.
 */
export interface Database extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload (after its transaction commits); the returned
   * function stops listening. PGlite has it; on PostgreSQL give it a dedicated connection's (README,
   * "Realtime"). Only Realtime needs it.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

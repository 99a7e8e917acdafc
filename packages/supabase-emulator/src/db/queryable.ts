import type { PGlite } from '@electric-sql/pglite';

/** What the handlers need from PGlite or one of its transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export type Database = PGlite;

import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/queryable.js';
import type { SigningKey } from '../signing-key.js';
import type { Caller } from './caller.js';
import type { CatalogCache, Table } from './catalog.js';
import { closest } from './fuzzy.js';
import type { RestQuery } from './query-params.js';
import { RestError } from './rest-error.js';

export interface RestContext {
  db: Database;
  catalog: CatalogCache;
  key: SigningKey;
  /** PostgREST's db-max-rows (hosted default 1000): the most rows one read returns; null for no limit. */
  maxRows: number | null;
  /** PostgREST's db-schemas: the schemas Accept-Profile / Content-Profile may pick; the first is the default. */
  schemas?: string[];
  /** PostgREST's db-aggregates-enabled: `count()`, `col.sum()`… in select. */
  aggregatesEnabled?: boolean;
  /** PostgREST's db-plan-enabled: `Accept: application/vnd.pgrst.plan` answers the query plan. */
  planEnabled?: boolean;
}

/** One parsed request on its way to SQL. */
export interface RestRequest {
  request: FastifyRequest;
  caller: Caller;
  table: Table;
  query: RestQuery;
}

/** The table, or PostgREST's PGRST205 with a "Perhaps you meant" hint for a near miss. */
export async function requireTable(ctx: RestContext, name: string): Promise<Table> {
  const table = await ctx.catalog.table(name);
  if (table) return table;
  const near = closest(name, (await ctx.catalog.get()).tables.keys(), 3);
  const hint = near === undefined ? null : `Perhaps you meant the table 'public.${near}'`;
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    hint,
  );
}

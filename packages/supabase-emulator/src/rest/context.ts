import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/queryable.js';
import type { SigningKey } from '../signing-key.js';
import type { Caller } from './caller.js';
import type { CatalogCache, Table } from './catalog.js';
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

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The table, or PostgREST's PGRST205 with a "Perhaps you meant" hint for a near miss. */
export async function requireTable(ctx: RestContext, name: string): Promise<Table> {
  const table = await ctx.catalog.table(name);
  if (table) return table;
  const names = [...(await ctx.catalog.get()).tables.keys()];
  const closest = names
    .map((candidate) => ({ candidate, d: distance(candidate, name) }))
    .sort((x, y) => x.d - y.d)[0];
  const hint = closest && closest.d <= 3 ? `Perhaps you meant the table 'public.${closest.candidate}'` : null;
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    hint,
  );
}

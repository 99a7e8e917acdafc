import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import type { Table } from './catalog.js';
import type { RestContext } from './context.js';
import { closest } from './fuzzy.js';
import { RestError } from './rest-error.js';

export const exposedSchemas = (ctx: RestContext) => (ctx.schemas?.length ? ctx.schemas : ['public']);

/**
 * The schema a request works in: `Accept-Profile` (GET/HEAD) or `Content-Profile` (other methods) picks one
 * of the exposed schemas, the first is the default; PGRST106 for any other. With several schemas exposed the
 * answer names the schema in `Content-Profile`, as PostgREST does.
 */
export function requestSchema(ctx: RestContext, request: FastifyRequest, reply: FastifyReply): string {
  const schemas = exposedSchemas(ctx);
  const header = request.method === 'GET' || request.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const asked = request.headers[header];
  const schema = typeof asked === 'string' && asked !== '' ? asked : schemas[0]!;
  if (!schemas.includes(schema)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  if (schemas.length > 1) reply.header('content-profile', schema);
  return schema;
}

/** PostgREST runs each request with the schema first on the search path, then public and extensions. */
export async function useSchema(tx: Queryable, schema: string): Promise<void> {
  const path = [...new Set([schema, 'public', 'extensions'])].map((s) => `"${s.replace(/"/g, '""')}"`);
  await tx.query(`select set_config('search_path', $1, true)`, [path.join(', ')]);
}

/** The table or view, or PostgREST's PGRST205 with a "Perhaps you meant" hint for a near miss. */
export async function requireRelation(ctx: RestContext, schema: string, name: string): Promise<Table> {
  const table = await ctx.catalog.table(name, schema);
  if (table) return table;
  const suggestion = closest(name, (await ctx.catalog.get(schema)).tables.keys());
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

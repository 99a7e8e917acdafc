import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestContext, RestRequest } from './context.js';
import { countExpression, needsPlan, plannedCount } from './counting.js';
import {
  assertSingular,
  bodySql,
  explainSql,
  readAccept,
  responseBody,
  sendBody,
  type BodyShape,
  type Representation,
} from './media.js';
import { readPreferences, type Preferences } from './prefer.js';
import { useSchema } from './profile.js';
import type { RestQuery } from './query-params.js';
import { ReadPlanner, type ReadSource } from './read-plan.js';
import { RestError } from './rest-error.js';
import { Rollback, runAs } from './run-as.js';
import { SqlBuilder, tableRef } from './sql-builder.js';
import type { Caller } from './caller.js';

/** `Range: 0-9` (items) as offset and limit. */
function readRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header ?? '');
  if (!match) return undefined;
  const from = Number(match[1]);
  return { offset: from, limit: match[2] ? Math.max(0, Number(match[2]) - from + 1) : undefined };
}

/** Offset and limit of the top level from limit/offset, the Range header and db-max-rows. */
export function topLevelPage(ctx: RestContext, request: FastifyRequest, query: RestQuery) {
  const range = readRange(request.headers.range);
  const offset = (query.offset ?? 0) + (range?.offset ?? 0);
  const limits = [query.limit, range?.limit, ctx.maxRows ?? undefined].filter(
    (n): n is number => n !== undefined,
  );
  return { offset, limit: limits.length ? Math.min(...limits) : undefined };
}

export interface ReadResult {
  body: string;
  pageTotal: number;
  total: number | null;
}

/**
 * Runs a planned read (a table, or a function's rows) in the caller's transaction: the body in the requested
 * representation, the page size and the total asked for with `Prefer: count=…`; or the plan for explain().
 */
export async function runRead(
  ctx: RestContext,
  caller: Caller,
  request: FastifyRequest,
  schema: string,
  source: ReadSource,
  query: RestQuery,
  representation: Representation,
  prefs: Preferences,
  b: SqlBuilder,
  options: { shape?: BodyShape; check?: (result: ReadResult) => void } = {},
): Promise<ReadResult> {
  const { offset, limit } = topLevelPage(ctx, request, query);
  const planner = new ReadPlanner(b, query.embedded, ctx.aggregatesEnabled ?? true);
  const read = planner.read(source, query.select, query, b.paging(limit, offset));
  const total = countExpression(prefs.count, read.countFrom, ctx.maxRows);
  const sql = `select ${bodySql(representation, options.shape)} as body, count(*)::int as page_total,
    ${total} as total from (${read.sql}) as "_t"`;

  return runAs(ctx.db, caller, request, async (tx) => {
    await useSchema(tx, schema);
    if (representation.kind === 'plan' && representation.plan) {
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
        explainSql(representation.plan, sql),
        b.params,
      );
      const plan = rows.map((r) => r['QUERY PLAN']);
      const body =
        representation.plan.format === 'json'
          ? typeof plan[0] === 'string'
            ? plan[0]
            : JSON.stringify(plan[0])
          : plan.join('\n');
      return { body, pageTotal: 0, total: null };
    }
    const {
      rows: [row],
    } = await tx.query<{ body: string; page_total: number; total: number | null }>(sql, b.params);
    let result: ReadResult = {
      body: row?.body ?? '[]',
      pageTotal: row?.page_total ?? 0,
      total: row?.total ?? null,
    };
    if (needsPlan(prefs.count, result.total, ctx.maxRows)) {
      result = { ...result, total: await plannedCount(tx, read.rowsSql, b.params) };
    }
    // Inside the transaction, so a failed check (max-affected) or tx=rollback undoes a function's writes.
    options.check?.(result);
    if (prefs.rollback) throw new Rollback(result);
    return result;
  });
}

/** Content-Range, Preference-Applied and the status PostgREST gives a read: 206 for a partial page, 416. */
export function sendRead(
  reply: FastifyReply,
  result: ReadResult,
  offset: number,
  representation: Representation,
  prefs: Preferences,
  options: { maxAffected?: boolean } = {},
) {
  if (representation.kind === 'plan') return sendBody(reply, 200, result.body, representation);
  const { total, pageTotal } = result;
  if (total !== null && offset > total) {
    reply.header('content-range', `*/${total}`);
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  assertSingular(representation, pageTotal);
  reply.header('content-range', `${pageTotal ? `${offset}-${offset + pageTotal - 1}` : '*'}/${total ?? '*'}`);
  // PostgREST echoes these for reads, plus max-affected for functions.
  const echoed = ['count', 'tx', 'handling', 'timezone', ...(options.maxAffected ? ['max-affected'] : [])];
  const applied = prefs.applied.filter((p) => echoed.includes(p.split('=')[0]?.trim() ?? ''));
  if (applied.length) reply.header('preference-applied', applied.join(', '));
  const partial = total !== null && pageTotal < total;
  return sendBody(reply, partial ? 206 : 200, responseBody(result.body, representation), representation);
}

/** GET (and HEAD) /rest/v1/<table>: select, filters, order, paging, embedding, counts. */
export async function readRows(ctx: RestContext, req: RestRequest, reply: FastifyReply) {
  const { table, query, request } = req;
  const representation = readAccept(ctx, request);
  const prefs = readPreferences(request);
  const b = new SqlBuilder(await ctx.catalog.get(table.schema));
  const source = { table, from: tableRef(table), alias: table.name };
  const result = await runRead(
    ctx,
    req.caller,
    request,
    table.schema,
    source,
    query,
    representation,
    prefs,
    b,
  );
  return sendRead(reply, result, topLevelPage(ctx, request, query).offset, representation, prefs);
}

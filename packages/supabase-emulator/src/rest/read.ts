import type { FastifyReply } from 'fastify';
import type { RestContext, RestRequest } from './context.js';
import { assertSingular, readAccept, responseBody, sendJson } from './media.js';
import { readPreferences } from './prefer.js';
import { RestError } from './rest-error.js';
import { runAs } from './run-as.js';
import { ident, SqlBuilder, tableRef } from './sql-builder.js';

/** `Range: 0-9` (items) as offset and limit. */
function readRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  const match = /^\s*(\d+)-(\d*)\s*$/.exec(header ?? '');
  if (!match) return undefined;
  const from = Number(match[1]);
  return { offset: from, limit: match[2] ? Math.max(0, Number(match[2]) - from + 1) : undefined };
}

/** Checks that every `rel.x=` parameter names an embed of this request (PGRST108 otherwise). */
function checkEmbeddedParams(req: RestRequest): void {
  const embeds = new Set(req.query.select.flatMap((i) => (i.kind === 'embed' ? [i.alias ?? i.name] : [])));
  for (const name of req.query.embedded.keys()) {
    if (!embeds.has(name)) {
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
}

/** GET (and HEAD) /rest/v1/<table>: select, filters, order, paging, embedding, counts. */
export async function readRows(ctx: RestContext, req: RestRequest, reply: FastifyReply) {
  const { table, query, request } = req;
  const representation = readAccept(request);
  const prefs = readPreferences(request);
  checkEmbeddedParams(req);

  const range = readRange(request.headers.range as string | undefined);
  const offset = (query.offset ?? 0) + (range?.offset ?? 0);
  const limits = [query.limit, range?.limit, ctx.maxRows].filter((n): n is number => n !== undefined);
  const limit = Math.min(...limits);

  const b = new SqlBuilder(await ctx.catalog.get());
  const alias = table.name;
  const { columns, required } = b.selectList(table, alias, query.select, query.embedded);
  const conditions = [...query.filters.map((f) => b.condition(table, alias, f)), ...required];
  const from = `from ${tableRef(table)} as ${ident(alias)}${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`;
  const rows = `select ${columns.join(', ')} ${from}${b.order(table, alias, query.order)}${b.paging(limit, offset)}`;
  const agg = `coalesce(json_agg("_t"), '[]'::json)`;
  const total = prefs.count ? `(select count(*)::int ${from})` : 'null::int';
  const sql = `select ${representation.stripNulls ? `json_strip_nulls(${agg})` : agg}::text as body,
    count(*)::int as page_total, ${total} as total from (${rows}) as "_t"`;

  const result = await runAs(ctx.db, req.caller, request, async (tx) => {
    const {
      rows: [row],
    } = await tx.query<{ body: string; page_total: number; total: number | null }>(sql, b.params);
    return row ?? { body: '[]', page_total: 0, total: null };
  });

  const count = result.total;
  if (count !== null && offset > 0 && offset >= count && result.page_total === 0 && count > 0) {
    reply.header('content-range', `*/${count}`);
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${count} rows.`,
    );
  }
  assertSingular(representation, result.page_total);
  const end = offset + result.page_total - 1;
  reply.header('content-range', `${result.page_total ? `${offset}-${end}` : '*'}/${count ?? '*'}`);
  const applied = prefs.applied.filter((p) => p.startsWith('count='));
  if (applied.length) reply.header('preference-applied', applied.join(', '));
  const partial = count !== null && result.page_total < count;
  return sendJson(reply, partial ? 206 : 200, responseBody(result.body, representation), representation);
}

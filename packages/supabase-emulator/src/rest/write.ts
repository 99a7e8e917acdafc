import type { FastifyReply } from 'fastify';
import { isPlainObject, parseJsonBody } from '../http/json-body.js';
import type { Table } from './catalog.js';
import type { RestContext, RestRequest } from './context.js';
import { assertSingular, readAccept, responseBody, sendJson, type Representation } from './media.js';
import { readPreferences, type Preferences } from './prefer.js';
import { RestError } from './rest-error.js';
import { Rollback, runAs } from './run-as.js';
import { ident, SqlBuilder, tableRef } from './sql-builder.js';

const invalidJson = () => new RestError(400, 'PGRST102', 'Empty or invalid json');

function checkColumns(table: Table, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.some((c) => c.name === column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

/** The payload as rows, and the columns to write: `columns=` or the (identical) keys of every row. */
function payloadRows(req: RestRequest): { rows: Record<string, unknown>[]; columns: string[] } {
  const parsed = parseJsonBody(req.request.body);
  if (!parsed.ok || parsed.value === undefined) throw invalidJson();
  const rows = Array.isArray(parsed.value) ? parsed.value : [parsed.value];
  if (!rows.every(isPlainObject)) throw invalidJson();
  let columns = req.query.columns;
  if (!columns) {
    const keys = Object.keys(rows[0] ?? {});
    const same = rows.every((row) => {
      const own = Object.keys(row);
      return own.length === keys.length && keys.every((k) => k in row);
    });
    if (!same) throw new RestError(400, 'PGRST102', 'All object keys must match');
    columns = keys;
  }
  checkColumns(req.table, columns);
  return { rows, columns };
}

/**
 * Wraps a data-modifying statement the way PostgREST does: a CTE whose returned rows are shaped by the
 * request's select (return=representation) or only counted (return=minimal, `returning 1` so no SELECT
 * policy applies to the new rows).
 */
function withReturning(
  b: SqlBuilder,
  req: RestRequest,
  statement: string,
  prefs: Preferences,
  rep: Representation,
) {
  const alias = req.table.name;
  if (prefs.return !== 'representation') {
    return `with "pgrst_source" as (${statement} returning 1) select null::text as body, count(*)::int as page_total from "pgrst_source"`;
  }
  const { columns } = b.selectList(req.table, alias, req.query.select, req.query.embedded);
  const agg = `coalesce(json_agg("_t"), '[]'::json)`;
  return `with "pgrst_source" as (${statement} returning ${ident(alias)}.*)
    select ${rep.stripNulls ? `json_strip_nulls(${agg})` : agg}::text as body, count(*)::int as page_total
    from (select ${columns.join(', ')} from "pgrst_source" as ${ident(alias)}) as "_t"`;
}

async function execute(
  ctx: RestContext,
  req: RestRequest,
  reply: FastifyReply,
  b: SqlBuilder,
  statement: string | null,
  successStatus: number,
) {
  const prefs = readPreferences(req.request);
  const representation = readAccept(req.request);
  const sql = statement === null ? null : withReturning(b, req, statement, prefs, representation);
  const result = await runAs(ctx.db, req.caller, req.request, async (tx) => {
    const row = sql
      ? (await tx.query<{ body: string | null; page_total: number }>(sql, b.params)).rows[0]
      : { body: '[]', page_total: 0 };
    const outcome = row ?? { body: null, page_total: 0 };
    // Inside the transaction: a singular request that touched another number of rows changes nothing.
    if (prefs.return === 'representation') assertSingular(representation, outcome.page_total);
    if (prefs.rollback) throw new Rollback(outcome);
    return outcome;
  });

  reply.header('content-range', `*/${prefs.count ? result.page_total : '*'}`);
  if (prefs.applied.length) reply.header('preference-applied', prefs.applied.join(', '));
  if (prefs.return !== 'representation') return sendJson(reply, successStatus === 201 ? 201 : 204, null);
  return sendJson(reply, successStatus, responseBody(result.body ?? '[]', representation), representation);
}

/** POST /rest/v1/<table>: insert, or upsert with Prefer: resolution=merge-duplicates|ignore-duplicates. */
export async function insertRows(ctx: RestContext, req: RestRequest, reply: FastifyReply) {
  const { table } = req;
  const prefs = readPreferences(req.request);
  const { rows, columns } = payloadRows(req);
  const b = new SqlBuilder(await ctx.catalog.get());
  const target = `${tableRef(table)} as ${ident(table.name)}`;
  const list = columns.map(ident).join(', ');

  let statement: string | null;
  if (!rows.length) {
    statement = null;
  } else if (!columns.length) {
    if (rows.length > 1) throw new RestError(400, 'PGRST102', 'All object keys must match');
    statement = `insert into ${target} default values`;
  } else if (prefs.missingDefault) {
    // Keys absent from a row take the column default rather than null.
    const values = rows.map((row) => {
      const record = `json_populate_record(null::${tableRef(table)}, ${b.param(JSON.stringify(row))}::json)`;
      return `(${columns.map((c) => (c in row ? `(${record}).${ident(c)}` : 'default')).join(', ')})`;
    });
    statement = `insert into ${target} (${list}) values ${values.join(', ')}`;
  } else {
    const body = b.param(JSON.stringify(rows));
    statement = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${tableRef(table)}, ${body}::json)`;
  }

  if (statement && prefs.resolution) {
    const conflict = req.query.onConflict ?? table.primaryKey;
    if (!conflict.length)
      throw new RestError(400, 'PGRST100', `'${table.name}' has no primary key; use on_conflict`);
    checkColumns(table, conflict);
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    statement +=
      prefs.resolution === 'ignore-duplicates' || !updates.length
        ? ` on conflict (${conflict.map(ident).join(', ')}) do nothing`
        : ` on conflict (${conflict.map(ident).join(', ')}) do update set ${updates.join(', ')}`;
  }
  return execute(ctx, req, reply, b, statement, 201);
}

/** Hosted Supabase runs pg-safeupdate: UPDATE and DELETE without a filter are refused. */
function requireFilters(req: RestRequest, verb: 'UPDATE' | 'DELETE'): void {
  if (!req.query.filters.length) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
}

/** PATCH /rest/v1/<table>?<filters> */
export async function updateRows(ctx: RestContext, req: RestRequest, reply: FastifyReply) {
  const { table } = req;
  const parsed = parseJsonBody(req.request.body);
  if (!parsed.ok || !isPlainObject(parsed.value)) throw invalidJson();
  const columns = req.query.columns ?? Object.keys(parsed.value);
  checkColumns(table, columns);
  requireFilters(req, 'UPDATE');
  const b = new SqlBuilder(await ctx.catalog.get());
  const alias = table.name;
  const where = req.query.filters.map((f) => b.condition(table, alias, f)).join(' and ');
  if (!columns.length) return execute(ctx, req, reply, b, null, 200);
  const body = b.param(JSON.stringify(parsed.value));
  const sets = columns.map((c) => `${ident(c)} = "_b".${ident(c)}`).join(', ');
  const statement = `update ${tableRef(table)} as ${ident(alias)} set ${sets}
    from json_populate_record(null::${tableRef(table)}, ${body}::json) as "_b" where ${where}`;
  return execute(ctx, req, reply, b, statement, 200);
}

/** DELETE /rest/v1/<table>?<filters> */
export async function deleteRows(ctx: RestContext, req: RestRequest, reply: FastifyReply) {
  const { table } = req;
  requireFilters(req, 'DELETE');
  const b = new SqlBuilder(await ctx.catalog.get());
  const alias = table.name;
  const where = req.query.filters.map((f) => b.condition(table, alias, f)).join(' and ');
  return execute(ctx, req, reply, b, `delete from ${tableRef(table)} as ${ident(alias)} where ${where}`, 200);
}

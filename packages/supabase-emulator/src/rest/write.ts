import type { FastifyReply } from 'fastify';
import { isPlainObject, parseJsonBody } from '../http/json-body.js';
import type { Table } from './catalog.js';
import type { RestContext, RestRequest } from './context.js';
import { assertSingular, bodySql, readAccept, responseBody, sendBody, type Representation } from './media.js';
import { assertMaxAffected, readPreferences, type Preferences } from './prefer.js';
import { useSchema } from './profile.js';
import { ReadPlanner } from './read-plan.js';
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
 * policy applies to the new rows). Upserts also count the rows that were inserted rather than updated.
 */
function withReturning(
  ctx: RestContext,
  b: SqlBuilder,
  req: RestRequest,
  statement: string,
  prefs: Preferences,
  rep: Representation,
) {
  const alias = req.table.name;
  const inserted =
    prefs.resolution && !req.table.isView
      ? `(${ident(alias)}.xmax::text = '0') as "pgrst_inserted"`
      : `true as "pgrst_inserted"`;
  const insertedCount = `(select count(*)::int from "pgrst_source" where "pgrst_inserted")`;
  if (prefs.return !== 'representation') {
    return `with "pgrst_source" as (${statement} returning ${inserted})
      select null::text as body, count(*)::int as page_total, ${insertedCount} as inserted from "pgrst_source"`;
  }
  const planner = new ReadPlanner(b, req.query.embedded, ctx.aggregatesEnabled ?? true);
  const read = planner.read({ table: req.table, from: '"pgrst_source"', alias }, req.query.select, {
    filters: [],
    order: req.query.order,
  });
  return `with "pgrst_source" as (${statement} returning ${ident(alias)}.*, ${inserted})
    select ${bodySql(rep)} as body, (select count(*)::int from "pgrst_source") as page_total,
      ${insertedCount} as inserted from (${read.sql}) as "_t"`;
}

interface WriteOutcome {
  body: string | null;
  page_total: number;
  inserted: number;
}

async function execute(
  ctx: RestContext,
  req: RestRequest,
  reply: FastifyReply,
  b: SqlBuilder,
  statement: string | null,
  kind: 'insert' | 'update' | 'delete',
) {
  const prefs = readPreferences(req.request);
  const representation = readAccept(ctx, req.request);
  const sql = statement === null ? null : withReturning(ctx, b, req, statement, prefs, representation);
  const result = await runAs(ctx.db, req.caller, req.request, async (tx) => {
    await useSchema(tx, req.table.schema);
    const row = sql
      ? (await tx.query<WriteOutcome>(sql, b.params)).rows[0]
      : { body: representation.kind === 'csv' ? '' : '[]', page_total: 0, inserted: 0 };
    const outcome = row ?? { body: null, page_total: 0, inserted: 0 };
    // Inside the transaction: a request that touched the wrong number of rows changes nothing.
    if (kind !== 'insert') assertMaxAffected(prefs, outcome.page_total);
    if (prefs.return === 'representation') assertSingular(representation, outcome.page_total);
    if (prefs.rollback) throw new Rollback(outcome);
    return outcome;
  });

  // PostgREST gives the range of updated rows; inserts and deletes only the total.
  const range = kind === 'update' && result.page_total > 0 ? `0-${result.page_total - 1}` : '*';
  reply.header('content-range', `${range}/${prefs.count ? result.page_total : '*'}`);
  // Resolution only applies to an upsert that has a conflict target; max-affected not to inserts.
  const applied = prefs.applied.filter((p) =>
    p.startsWith('resolution=')
      ? kind === 'insert' && (req.query.onConflict?.length || req.table.primaryKey.length)
      : !(kind === 'insert' && p.startsWith('max-affected')),
  );
  if (applied.length) reply.header('preference-applied', applied.join(', '));
  // An upsert that only updated existing rows answers 200, one that inserted any 201.
  const created = kind === 'insert' && !(prefs.resolution === 'merge-duplicates' && result.inserted === 0);
  if (prefs.return !== 'representation') {
    return sendBody(reply, kind === 'insert' ? (created ? 201 : 200) : 204, null);
  }
  const body = responseBody(result.body ?? '[]', representation);
  return sendBody(reply, created ? 201 : 200, body, representation);
}

/** POST /rest/v1/<table>: insert, or upsert with Prefer: resolution=merge-duplicates|ignore-duplicates. */
export async function insertRows(ctx: RestContext, req: RestRequest, reply: FastifyReply) {
  const { table } = req;
  const prefs = readPreferences(req.request);
  const { rows, columns } = payloadRows(req);
  const b = new SqlBuilder(await ctx.catalog.get(table.schema));
  const target = `${tableRef(table)} as ${ident(table.name)}`;
  const list = columns.map(ident).join(', ');

  let statement: string | null;
  if (!rows.length) {
    statement = null;
  } else if (!columns.length) {
    if (rows.length > 1) throw new RestError(400, 'PGRST102', 'All object keys must match');
    statement = `insert into ${target} default values`;
  } else if (prefs.missingDefault) {
    // As PostgREST: every row is merged over an object of the column defaults (evaluated for each row, so
    // a sequence advances even where the row brings its own value), then read as the table's record.
    const defaults = table.columns
      .filter((c) => columns.includes(c.name) && c.default)
      .map((c) => `${b.param(c.name)}::text, ${c.default}`);
    const typed = columns.map(
      (c) => `${ident(c)} ${table.columns.find((col) => col.name === c)?.type ?? 'text'}`,
    );
    const merged = `(select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || "_r") from jsonb_array_elements(${b.param(JSON.stringify(rows))}::jsonb) as "_r")`;
    statement = `insert into ${target} (${list}) select ${list} from jsonb_to_recordset(${merged}) as "_p"(${typed.join(', ')})`;
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
  return execute(ctx, req, reply, b, statement, 'insert');
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
  const b = new SqlBuilder(await ctx.catalog.get(table.schema));
  const alias = table.name;
  const where = req.query.filters.map((f) => b.condition(table, alias, f)).join(' and ');
  if (!columns.length) return execute(ctx, req, reply, b, null, 'update');
  const body = b.param(JSON.stringify(parsed.value));
  const sets = columns.map((c) => `${ident(c)} = "_b".${ident(c)}`).join(', ');
  const statement = `update ${tableRef(table)} as ${ident(alias)} set ${sets}
    from json_populate_record(null::${tableRef(table)}, ${body}::json) as "_b" where ${where}`;
  return execute(ctx, req, reply, b, statement, 'update');
}

/** DELETE /rest/v1/<table>?<filters> */
export async function deleteRows(ctx: RestContext, req: RestRequest, reply: FastifyReply) {
  const { table } = req;
  requireFilters(req, 'DELETE');
  const b = new SqlBuilder(await ctx.catalog.get(table.schema));
  const alias = table.name;
  const where = req.query.filters.map((f) => b.condition(table, alias, f)).join(' and ');
  return execute(
    ctx,
    req,
    reply,
    b,
    `delete from ${tableRef(table)} as ${ident(alias)} where ${where}`,
    'delete',
  );
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlainObject, parseJsonBody } from '../http/json-body.js';
import type { Caller } from './caller.js';
import type { DbFunction, Table } from './catalog.js';
import type { RestContext } from './context.js';
import { readAccept } from './media.js';
import { assertMaxAffected, readPreferences } from './prefer.js';
import { parseRestQuery } from './query-params.js';
import { runRead, sendRead, topLevelPage } from './read.js';
import { RestError } from './rest-error.js';
import { ident, SqlBuilder } from './sql-builder.js';

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'apikey',
  'columns',
  'on_conflict',
  'or',
  'and',
]);

/** The overload whose named parameters cover the given keys, or one taking a single unnamed json argument. */
function pickFunction(
  candidates: DbFunction[],
  keys: string[],
): { fn: DbFunction; wholeBody: boolean } | undefined {
  for (const fn of candidates) {
    const names = fn.args.map((a) => a.name);
    const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name);
    if (keys.every((k) => names.includes(k)) && required.every((r) => keys.includes(r)))
      return { fn, wholeBody: false };
  }
  for (const fn of candidates) {
    const [only] = fn.args;
    if (fn.args.length === 1 && only && !only.name && ['json', 'jsonb'].includes(only.type))
      return { fn, wholeBody: true };
  }
  return undefined;
}

function notFound(schema: string, name: string, keys: string[]): RestError {
  const sorted = [...keys].sort();
  const params = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${params} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/**
 * Arguments and the remaining query: POST takes a JSON object of named arguments (query parameters are
 * filters); GET and HEAD take arguments as query parameters, and parameters that name no argument of the
 * function are filters on its result, as in PostgREST.
 */
function readArguments(request: FastifyRequest, candidates: DbFunction[]) {
  const search = new URL(request.url, 'http://local').searchParams;
  if (request.method === 'POST') {
    const parsed = parseJsonBody(request.body);
    if (!parsed.ok || (parsed.value !== undefined && !isPlainObject(parsed.value))) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    return { args: parsed.value ?? {}, filters: search };
  }
  const argNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)));
  const args: Record<string, unknown> = {};
  const filters = new URLSearchParams();
  for (const [key, value] of search) {
    if (!RESERVED.has(key) && argNames.has(key)) args[key] = value;
    else filters.append(key, value);
  }
  return { args, filters };
}

/** The function call as a FROM item with one column per result column (the function's name for a scalar). */
function callSql(b: SqlBuilder, fn: DbFunction, args: Record<string, unknown>, wholeBody: boolean): string {
  const name = `${ident(fn.schema)}.${ident(fn.name)}`;
  // A void result has no value to read; the call still runs.
  const output = fn.returnsVoid
    ? `null::text as ${ident(fn.name)}`
    : fn.resultColumns.length
      ? `"_r".*`
      : `"_r" as ${ident(fn.name)}`;
  if (wholeBody)
    return `(select ${output} from ${name}(${b.param(JSON.stringify(args))}::${fn.args[0]?.type ?? 'json'}) as "_r")`;
  const used = fn.args.filter((a) => a.name in args);
  if (!used.length) return `(select ${output} from ${name}() as "_r")`;
  const record = `json_to_record(${b.param(JSON.stringify(args))}::json) as "_a"(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
  const call = `${name}(${used.map((a) => `${ident(a.name)} := "_a".${ident(a.name)}`).join(', ')})`;
  return `(select ${output} from ${record}, lateral ${call} as "_r")`;
}

/** The function's result as a relation: its columns, and the table a `SETOF <table>` result embeds from. */
function resultTable(fn: DbFunction): Table {
  const columns = fn.resultColumns.length ? fn.resultColumns : [{ name: fn.name, type: fn.returnType }];
  return { schema: fn.schema, name: fn.resultTable ?? fn.name, columns, primaryKey: [], isView: false };
}

/**
 * POST, GET or HEAD /rest/v1/rpc/<fn>. The result reads like a table: select (columns, aliases, casts,
 * aggregates, embeds of a `SETOF <table>`), filters, order, paging and counts, as PostgREST allows.
 */
export async function callFunction(
  ctx: RestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  schema: string,
  name: string,
) {
  const candidates = await ctx.catalog.functionsNamed(name, schema);
  const { args, filters } = readArguments(request, candidates);
  const keys = Object.keys(args);
  const picked = pickFunction(candidates, keys);
  if (!picked) throw notFound(schema, name, keys);
  const { fn, wholeBody } = picked;

  const prefs = readPreferences(request);
  if (prefs.maxAffected !== undefined && !fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const representation = readAccept(ctx, request);
  const query = parseRestQuery(filters);
  const b = new SqlBuilder(await ctx.catalog.get(schema));
  const table = resultTable(fn);
  const source = { table, from: callSql(b, fn, args, wholeBody), alias: fn.name };
  const shape = {
    scalarColumn: fn.resultColumns.length ? undefined : fn.name,
    unwrap: !fn.returnsSet,
  };
  const result = await runRead(ctx, caller, request, schema, source, query, representation, prefs, b, {
    shape,
    check: (r) => assertMaxAffected(prefs, r.pageTotal),
  });
  if (fn.returnsVoid) return reply.code(204).send();
  return sendRead(reply, result, topLevelPage(ctx, request, query).offset, representation, prefs, {
    maxAffected: true,
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlainObject, parseJsonBody } from '../http/json-body.js';
import type { Caller } from './caller.js';
import type { DbFunction } from './catalog.js';
import type { RestContext } from './context.js';
import { readPreferences } from './prefer.js';
import { RestError } from './rest-error.js';
import { Rollback, runAs } from './run-as.js';
import { ident } from './sql-builder.js';

/** Arguments of GET /rpc/<fn>?a=1&b=2: every query parameter that is not a PostgREST keyword. */
function queryArgs(search: URLSearchParams): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!['select', 'order', 'limit', 'offset', 'apikey'].includes(key)) args[key] = value;
  }
  return args;
}

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

function notFound(name: string, keys: string[]): RestError {
  const sorted = [...keys].sort();
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name} ${sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** POST (JSON object of named arguments) or GET (query parameters) /rest/v1/rpc/<fn>. */
export async function callFunction(
  ctx: RestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  name: string,
) {
  const search = new URL(request.url, 'http://local').searchParams;
  let args: Record<string, unknown>;
  if (request.method === 'POST') {
    const parsed = parseJsonBody(request.body);
    if (!parsed.ok || (parsed.value !== undefined && !isPlainObject(parsed.value))) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    args = (parsed.value as Record<string, unknown> | undefined) ?? {};
  } else {
    args = queryArgs(search);
  }
  const keys = Object.keys(args);
  const picked = pickFunction(await ctx.catalog.functionsNamed(name), keys);
  if (!picked) throw notFound(name, keys);
  const { fn, wholeBody } = picked;

  const params: unknown[] = [JSON.stringify(args)];
  let from = '';
  let call: string;
  if (wholeBody) {
    call = `"public".${ident(fn.name)}($1::${fn.args[0]?.type ?? 'json'})`;
  } else {
    const used = fn.args.filter((a) => keys.includes(a.name));
    if (used.length)
      from = `json_to_record($1::json) as "_a"(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
    else params.pop();
    call = `"public".${ident(fn.name)}(${used.map((a) => `${ident(a.name)} := "_a".${ident(a.name)}`).join(', ')})`;
  }
  const sql = fn.returnsSet
    ? `select coalesce(json_agg("_r"), '[]'::json)::text as body from ${from ? `${from}, lateral ` : ''}${call} as "_r"`
    : `select to_json(${call})::text as body${from ? ` from ${from}` : ''}`;

  const prefs = readPreferences(request);
  const body = await runAs(ctx.db, caller, request, async (tx) => {
    const { rows } = await tx.query<{ body: string | null }>(sql, params);
    const result = rows[0]?.body ?? 'null';
    if (prefs.rollback) throw new Rollback(result);
    return result;
  });
  if (fn.returnsVoid) return reply.code(204).send();
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

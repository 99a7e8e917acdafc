import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestContext } from './context.js';
import { RestError } from './rest-error.js';

export interface PlanRequest {
  format: 'json' | 'text';
  /** The media type the plan is for, echoed in the answer's `for=`. */
  for: string;
  options: Set<'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal'>;
}

export interface Representation {
  kind: 'json' | 'csv' | 'plan';
  /** `application/vnd.pgrst.object+json`: exactly one row, as an object. */
  singular: boolean;
  /** `;nulls=stripped` */
  stripNulls: boolean;
  plan?: PlanRequest;
}

const ARRAY_TYPES = ['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'];
const OBJECT_TYPES = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object'];
const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

/** `a=1; b="x"` parameters of one Accept entry. */
function mediaParams(parts: string[]): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq > 0)
      params.set(
        part.slice(0, eq).trim().toLowerCase(),
        part
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  return params;
}

/**
 * The representation the Accept header asks for: JSON array or object, CSV, or (with db-plan-enabled) the
 * query plan. PGRST107 when none can be produced; that includes GeoJSON, which needs PostGIS.
 */
export function readAccept(ctx: RestContext, request: FastifyRequest): Representation {
  const accept = request.headers.accept ?? '*/*';
  for (const entry of accept.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
    const [rawType = '', ...rest] = entry.split(';').map((p) => p.trim());
    const type = rawType.toLowerCase();
    const params = mediaParams(rest);
    const stripNulls = params.get('nulls') === 'stripped';
    if (OBJECT_TYPES.includes(type)) return { kind: 'json', singular: true, stripNulls };
    if (ARRAY_TYPES.includes(type) || type === '') return { kind: 'json', singular: false, stripNulls };
    if (type === 'text/csv') return { kind: 'csv', singular: false, stripNulls: false };
    const plan = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(type);
    if (plan && ctx.planEnabled) {
      const target = (params.get('for') ?? 'application/json').toLowerCase();
      const options = new Set(
        (params.get('options') ?? '')
          .split('|')
          .filter((o): o is (typeof PLAN_OPTIONS)[number] => (PLAN_OPTIONS as readonly string[]).includes(o)),
      );
      return {
        kind: 'plan',
        singular: OBJECT_TYPES.includes(target),
        stripNulls: false,
        plan: { format: plan[1] === 'json' ? 'json' : 'text', for: target, options },
      };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** PGRST116 unless the statement produced exactly one row; thrown inside the transaction, it rolls back. */
export function assertSingular(representation: Representation, rows: number): void {
  if (representation.singular && representation.kind !== 'plan' && rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    );
  }
}

/** How a function's result becomes the body: a scalar result is its values, a non-set result one value. */
export interface BodyShape {
  /** The column holding a scalar function's value. */
  scalarColumn?: string;
  /** Not a set: the only value rather than an array. */
  unwrap?: boolean;
}

/**
 * The SQL expression turning the rows of a subquery aliased `_t` into the response body, as PostgREST does: a JSON
 * array (or its only object), or CSV with a header line and each row as its record text without parentheses.
 */
export function bodySql(representation: Representation, shape: BodyShape = {}): string {
  if (representation.kind === 'csv') {
    const first = `(select r from json_array_elements(json_agg("_t")) as r limit 1)`;
    const header = `(select coalesce(string_agg(k, ','), '') from (select json_object_keys(r) as k from ${first} as "_f") as "_h")`;
    return `${header} || chr(10) || coalesce(string_agg(substring("_t"::text, 2, length("_t"::text) - 2), chr(10)), '')`;
  }
  const value = shape.scalarColumn ? `"_t".${`"${shape.scalarColumn.replace(/"/g, '""')}"`}` : '"_t"';
  const agg = shape.unwrap ? `(json_agg(${value})->0)` : `coalesce(json_agg(${value}), '[]'::json)`;
  return `coalesce(${representation.stripNulls ? `json_strip_nulls(${agg})` : agg}::text, 'null')`;
}

/** Turns the body of a result into the response body for the requested representation. */
export function responseBody(body: string, representation: Representation): string {
  if (!representation.singular || representation.kind !== 'json') return body;
  const rows = JSON.parse(body) as unknown[];
  return JSON.stringify(rows[0] ?? null);
}

/** EXPLAIN with the options of `Accept: application/vnd.pgrst.plan…`. */
export function explainSql(plan: PlanRequest, sql: string): string {
  const options = [`format ${plan.format}`, ...[...plan.options].map((o) => `${o} true`)];
  return `explain (${options.join(', ')}) ${sql}`;
}

export function contentType(representation: Representation): string {
  if (representation.kind === 'csv') return 'text/csv; charset=utf-8';
  if (representation.kind === 'plan' && representation.plan) {
    return `application/vnd.pgrst.plan+${representation.plan.format}; for="${representation.plan.for}"; charset=utf-8`;
  }
  return `${representation.singular ? 'application/vnd.pgrst.object+json' : 'application/json'}; charset=utf-8`;
}

export function sendBody(
  reply: FastifyReply,
  status: number,
  body: string | null,
  representation?: Representation,
) {
  if (body === null) return reply.code(status).send();
  const type = representation ? contentType(representation) : 'application/json; charset=utf-8';
  return reply.code(status).type(type).send(body);
}

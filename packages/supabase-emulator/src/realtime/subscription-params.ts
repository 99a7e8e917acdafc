import { REALTIME_SPLIT, splitTopLevel } from '../split-top-level.js';

/** One condition of a postgres_changes `filter`: `column=[not.]op.value`. */
export interface ChangeFilter {
  column: string;
  op: FilterOp;
  /** For `in`, PostgreSQL array text (`{a,b}`), as Realtime stores it. */
  value: string;
  negate: boolean;
}

export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface SubscriptionParams {
  event: ChangeEvent;
  schema: string;
  /** '*' for every table of the schema in the publication. */
  table: string;
  filters: ChangeFilter[];
  /** `select: [...]`: only these columns (and the primary key) in the payload. */
  select: string[] | null;
}

/** Whether a subscription covers this table ('*' stands for every schema or every table). */
export function coversTable(
  params: Pick<SubscriptionParams, 'schema' | 'table'>,
  table: { schema: string; table: string },
): boolean {
  return (
    (params.schema === '*' || params.schema === table.schema) &&
    (params.table === '*' || params.table === table.table)
  );
}

export type Parsed = { ok: true; params: SubscriptionParams } | { ok: false; error: string };

function actionFilter(event: unknown): ChangeEvent {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const char = value[i] ?? '';
    if (char === '\\' && i + 1 < value.length) out += value[++i];
    else if (char === '"') return i === value.length - 1 ? out : value;
    else out += char;
  }
  return value;
}

function parseSegment(segment: string): ChangeFilter | string {
  const trimmed = segment.trim();
  if (!trimmed) return 'filter must not contain empty segments (check for extra commas)';
  const eq = trimmed.indexOf('=');
  if (eq < 0) return JSON.stringify([trimmed]);
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) return JSON.stringify([rest]);
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!(FILTER_OPS as readonly string[]).includes(op)) return JSON.stringify([op, value]);
  if (op === 'in') {
    if (!(value.length >= 2 && value.startsWith('(') && value.endsWith(')')))
      return '`in` filter value must be wrapped by parentheses';
    return { column, op: 'in', value: `{${value.slice(1, -1)}}`, negate };
  }
  return { column, op: op as FilterOp, value: unquote(value), negate };
}

/** A postgres_changes entry of a join's config, read as Realtime's parse_subscription_params reads it. */
export function parseSubscriptionParams(raw: unknown): Parsed {
  const params = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  let select: string[] | null = null;
  if ('select' in params) {
    if (Array.isArray(params.select)) {
      const columns = params.select.filter((c): c is string => typeof c === 'string');
      select = columns.length > 0 ? columns : null;
    } else if (typeof params.select === 'string') {
      return {
        ok: false,
        error:
          'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
      };
    }
  }
  const event = actionFilter(params.event);
  const { schema, table, filter } = params;
  let result: SubscriptionParams | undefined;
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const filters: ChangeFilter[] = [];
    if (filter.trim()) {
      for (const segment of splitTopLevel(filter.trim(), REALTIME_SPLIT)) {
        const parsed = parseSegment(segment);
        if (typeof parsed === 'string')
          return { ok: false, error: `Error parsing \`filter\` params: ${parsed}` };
        filters.push(parsed);
      }
    }
    result = { event, schema, table, filters, select };
  } else if (typeof schema === 'string' && typeof table === 'string' && filter === undefined) {
    result = { event, schema, table, filters: [], select };
  } else if (typeof schema === 'string' && table === undefined && filter === undefined) {
    result = { event, schema, table: '*', filters: [], select };
  } else if (typeof table === 'string' && schema === undefined && filter === undefined) {
    result = { event, schema: 'public', table, filters: [], select };
  }
  if (!result)
    return {
      ok: false,
      error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
    };
  if (result.select && (result.schema === '*' || result.table === '*'))
    return {
      ok: false,
      error:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  return { ok: true, params: result };
}

/** The id Realtime gives a postgres_changes entry in the join reply (a hash of its params). */
export function subscriptionId(raw: unknown): number {
  const text = JSON.stringify(raw ?? null);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  return hash % 2 ** 27;
}

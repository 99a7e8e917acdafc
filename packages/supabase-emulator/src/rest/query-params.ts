import { parseLogic, parseOperation, parseOrder, type FilterNode, type OrderTerm } from './filter-parser.js';
import { parseError } from './rest-error.js';
import { parseSelect, type SelectItem } from './select-parser.js';

/** Filters, order and paging that apply to one embedded resource (`rel.col=eq.1`, `rel.order=...`). */
export interface EmbeddedParams {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface RestQuery extends EmbeddedParams {
  select: SelectItem[];
  /** Keyed by the embed's alias, or its relation name when unaliased. */
  embedded: Map<string, EmbeddedParams>;
  /** `columns=` of inserts: the payload keys to use. */
  columns?: string[];
  /** `on_conflict=` of upserts. */
  onConflict?: string[];
}

const LOGIC_KEYS: Record<string, { kind: 'and' | 'or'; negate: boolean }> = {
  or: { kind: 'or', negate: false },
  and: { kind: 'and', negate: false },
  'not.or': { kind: 'or', negate: true },
  'not.and': { kind: 'and', negate: true },
};

function nonNegativeInt(name: string, value: string): number {
  if (!/^\d+$/.test(value)) {
    throw parseError(
      `"failed to parse ${name} parameter (${value})" (line 1, column 1)`,
      'expecting a number',
    );
  }
  return Number(value);
}

const nameList = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);

/** Reads a PostgREST query string in order; anything malformed is a PGRST100. */
export function parseRestQuery(search: URLSearchParams): RestQuery {
  const query: RestQuery = {
    select: parseSelect(search.get('select')),
    filters: [],
    order: [],
    embedded: new Map(),
  };
  const embedded = (name: string): EmbeddedParams => {
    let params = query.embedded.get(name);
    if (!params) query.embedded.set(name, (params = { filters: [], order: [] }));
    return params;
  };

  for (const [key, value] of search) {
    if (key === 'select' || key === 'apikey') continue;
    if (key === 'columns') query.columns = nameList(value);
    else if (key === 'on_conflict') query.onConflict = nameList(value);
    else if (key === 'order') query.order.push(...parseOrder(value));
    else if (key === 'limit') query.limit = nonNegativeInt('limit', value);
    else if (key === 'offset') query.offset = nonNegativeInt('offset', value);
    else {
      const dot = key.indexOf('.');
      const logic = LOGIC_KEYS[key];
      // `rel.x` targets an embedded resource unless the whole key is a root logic key like `not.or`.
      const target = dot > 0 && !logic ? embedded(key.slice(0, dot)) : query;
      const field = dot > 0 && !logic ? key.slice(dot + 1) : key;
      const fieldLogic = LOGIC_KEYS[field];
      if (fieldLogic) target.filters.push(parseLogic(fieldLogic.kind, fieldLogic.negate, value));
      else if (field === 'order') target.order.push(...parseOrder(value));
      else if (field === 'limit') target.limit = nonNegativeInt('limit', value);
      else if (field === 'offset') target.offset = nonNegativeInt('offset', value);
      else target.filters.push(parseOperation(field, value, value, false));
    }
  }
  return query;
}

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
  /** Keyed by the embed's path of aliases (or relation names when unaliased): `messages`, `messages.channels`. */
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
    else if (LOGIC_KEYS[key]) {
      const logic = LOGIC_KEYS[key];
      query.filters.push(parseLogic(logic.kind, logic.negate, value));
    } else {
      // `a.b.field`: `field` of the resource embedded at path `a.b` (aliases where the select gives one).
      const parts = key.split('.');
      let fieldStart = parts.length - 1;
      if (fieldStart > 0 && parts[fieldStart - 1] === 'not' && LOGIC_KEYS[`not.${parts[fieldStart]}`]) {
        fieldStart--;
      }
      const path = parts.slice(0, fieldStart).join('.');
      const field = parts.slice(fieldStart).join('.');
      const target = path ? embedded(path) : query;
      const logic = LOGIC_KEYS[field];
      if (logic) target.filters.push(parseLogic(logic.kind, logic.negate, value));
      else if (field === 'order') target.order.push(...parseOrder(value));
      else if (field === 'limit') target.limit = nonNegativeInt('limit', value);
      else if (field === 'offset') target.offset = nonNegativeInt('offset', value);
      else target.filters.push(parseOperation(field, value, value, false));
    }
  }
  return query;
}

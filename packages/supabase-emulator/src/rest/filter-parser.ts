import { POSTGREST_SPLIT, splitTopLevel } from '../split-top-level.js';
import { parseError } from './rest-error.js';
import type { JsonStep } from './select-parser.js';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  column: string;
  path: JsonStep[];
  negate: boolean;
  op: Operator;
  /** `in` carries a list; every other operator one raw value. */
  value: string | string[];
  quantifier?: 'any' | 'all';
  /** Text search configuration of fts(config). */
  language?: string;
}

export interface Logic {
  kind: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

const failFilter = (what: string, text: string, column: number, details: string): never => {
  throw parseError(`"failed to parse ${what} (${text})" (line 1, column ${column})`, details);
};

/** `"a\"b"` → `a"b`; unquoted text is returned as is. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `(1,2,"a,b")` → ['1', '2', 'a,b'] */
function parseList(text: string, what: string, whole: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    failFilter(what, whole, whole.length - text.length + 1, 'unexpected end of input expecting "("');
  }
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner, POSTGREST_SPLIT).map(unquote);
}

/** Column name with an optional JSON path: `data->a->>b`. */
export function parseColumnRef(text: string): { column: string; path: JsonStep[] } | undefined {
  const [first, ...rest] = text.split(/(->>?)/);
  if (!first || !/^[A-Za-z0-9_$ ]+$/.test(first)) return undefined;
  const path: JsonStep[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const arrow = rest[i] as '->' | '->>';
    const key = rest[i + 1];
    if (!key) return undefined;
    path.push({ arrow, key });
  }
  return { column: first, path };
}

/**
 * The right-hand side of a filter, `[not.]op[(any|all)].value`, for `column`. `inLogic` unquotes values
 * the way logic trees (`or=(...)`) allow quoting of reserved characters.
 */
export function parseOperation(column: string, text: string, whole: string, inLogic: boolean): Condition {
  const ref = parseColumnRef(column);
  const what = inLogic ? 'logic tree' : 'filter';
  if (!ref) return failFilter(what, whole, 1, 'unexpected column name');
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\((any|all|[A-Za-z_]+)\))?\./.exec(rest);
  const op = match?.[1] as Operator | undefined;
  if (!match || !op || !(OPERATORS as readonly string[]).includes(op)) {
    return failFilter(
      what,
      whole,
      whole.length - rest.length + 1,
      `unexpected "${rest[0] ?? ''}" expecting "not" or operator (eq, gt, ...)`,
    );
  }
  const modifier = match[2];
  const raw = rest.slice(match[0].length);
  const condition: Condition = { kind: 'condition', ...ref, negate, op, value: inLogic ? unquote(raw) : raw };
  if (modifier === 'any' || modifier === 'all') {
    condition.quantifier = modifier;
    if (!raw.startsWith('{') || !raw.endsWith('}')) failFilter(what, whole, whole.length, 'expecting "{"');
    condition.value = raw === '{}' ? [] : splitTopLevel(raw.slice(1, -1), POSTGREST_SPLIT).map(unquote);
  } else if (modifier) {
    if (!op.endsWith('fts')) failFilter(what, whole, whole.length - rest.length + 1, 'unexpected "("');
    condition.language = modifier;
  }
  if (op === 'in') condition.value = parseList(raw, what, whole);
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) {
    failFilter(
      what,
      whole,
      whole.length - raw.length + 1,
      'expecting null, not_null, true, false or unknown',
    );
  }
  return condition;
}

/** A logic tree value `(a.eq.1,or(b.gt.2,c.is.null))` for key `or`, `and`, `not.or`, `not.and`. */
export function parseLogic(key: 'and' | 'or', negate: boolean, text: string): Logic {
  const whole = text;
  const node = (kind: 'and' | 'or', neg: boolean, body: string): Logic => {
    if (!body.startsWith('(') || !body.endsWith(')')) failFilter('logic tree', whole, 1, 'expecting "("');
    const inner = body.slice(1, -1);
    if (inner === '') failFilter('logic tree', whole, 2, 'unexpected ")" expecting filter');
    return { kind, negate: neg, children: splitTopLevel(inner, POSTGREST_SPLIT).map(child) };
  };
  const child = (part: string): FilterNode => {
    const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (logic) return node(logic[2] as 'and' | 'or', !!logic[1], logic[3] ?? '');
    const dot = part.indexOf('.');
    if (dot <= 0)
      return failFilter('logic tree', whole, whole.indexOf(part) + 1, 'expecting "." after column');
    return parseOperation(part.slice(0, dot), part.slice(dot + 1), whole, true);
  };
  return node(key, negate, text);
}

export interface OrderTerm {
  column: string;
  path: JsonStep[];
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** `order=a.desc.nullslast,b` */
export function parseOrder(text: string): OrderTerm[] {
  return text.split(',').map((term) => {
    const [columnText = '', ...modifiers] = term.split('.');
    const ref = parseColumnRef(columnText);
    if (!ref) return failFilter('order', text, 1, 'unexpected column name');
    const order: OrderTerm = { ...ref, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') order.descending = false;
      else if (modifier === 'desc') order.descending = true;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else
        failFilter(
          'order',
          text,
          text.indexOf(modifier) + 1,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return order;
  });
}

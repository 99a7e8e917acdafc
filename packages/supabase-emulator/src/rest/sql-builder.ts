import type { Catalog, Table } from './catalog.js';
import type { Condition, FilterNode, OrderTerm } from './filter-parser.js';
import { parseError, RestError, unknownColumn } from './rest-error.js';
import type { JsonStep } from './select-parser.js';

/** A double-quoted identifier; names are also checked against the catalog before they get here. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const tableRef = (table: Table) => `${ident(table.schema)}.${ident(table.name)}`;

const COMPARISON: Partial<Record<Condition['op'], string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const TS_QUERY: Partial<Record<Condition['op'], string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/**
 * Builds parameterised SQL for PostgREST requests: every value is a bind parameter, every identifier comes
 * from the catalog and is quoted.
 */
export class SqlBuilder {
  readonly params: unknown[] = [];
  constructor(readonly catalog: Catalog) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  table(name: string): Table {
    const table = this.catalog.tables.get(name);
    if (!table)
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table '${this.catalog.schema}.${name}' in the schema cache`,
      );
    return table;
  }

  /** `"alias"."column"` (with JSON path), after checking the column exists. */
  column(table: Table, alias: string, column: string, path: JsonStep[] = []): string {
    let sql = `${ident(alias)}.${ident(column)}`;
    if (!table.columns.some((c) => c.name === column)) {
      // A computed field is the function applied to the row.
      if (!table.computed?.some((c) => c.name === column)) throw unknownColumn(alias, column);
      sql = `${ident(table.schema)}.${ident(column)}(${ident(alias)})`;
    }
    for (const step of path) {
      const key = /^-?\d+$/.test(step.key)
        ? `${this.param(Number(step.key))}::int`
        : `${this.param(step.key)}::text`;
      sql = `(${sql} ${step.arrow} ${key})`;
    }
    return sql;
  }

  condition(table: Table, alias: string, node: FilterNode): string {
    if (node.kind !== 'condition') {
      const joined = node.children.map((child) => this.condition(table, alias, child)).join(` ${node.kind} `);
      return `${node.negate ? 'not ' : ''}(${joined})`;
    }
    const sql = this.positive(table, alias, node);
    return node.negate ? `not (${sql})` : sql;
  }

  private positive(table: Table, alias: string, c: Condition): string {
    const column = this.column(table, alias, c.column, c.path);
    const value = typeof c.value === 'string' ? c.value : '';
    if (c.op === 'in') {
      const list = c.value as string[];
      return list.length ? `${column} in (${list.map((v) => this.param(v)).join(', ')})` : 'false';
    }
    if (c.op === 'is') {
      const word = value.toLowerCase();
      return word === 'not_null' ? `${column} is not null` : `${column} is ${word}`;
    }
    const tsQuery = TS_QUERY[c.op];
    if (tsQuery) {
      const type = table.columns.find((col) => col.name === c.column)?.type;
      const language = c.language ? `${this.param(c.language)}::regconfig, ` : '';
      const vector = type === 'tsvector' && !c.path.length ? column : `to_tsvector(${language}${column})`;
      return `${vector} @@ ${tsQuery}(${language}${this.param(value)})`;
    }
    const operator = COMPARISON[c.op];
    if (!operator) throw parseError(`unknown operator ${c.op}`);
    // PostgREST's wildcard for like/ilike is `*`.
    const pattern = (v: string) => (c.op === 'like' || c.op === 'ilike' ? v.replace(/\*/g, '%') : v);
    if (c.quantifier) {
      const values = c.value as string[];
      if (!values.length) return c.quantifier === 'any' ? 'false' : 'true';
      const parts = values.map((v) => `${column} ${operator} ${this.param(pattern(v))}`);
      return `(${parts.join(c.quantifier === 'any' ? ' or ' : ' and ')})`;
    }
    return `${column} ${operator} ${this.param(pattern(value))}`;
  }

  order(table: Table, alias: string, terms: OrderTerm[]): string {
    if (!terms.length) return '';
    const parts = terms.map((t) => {
      const nulls = t.nulls ? ` nulls ${t.nulls}` : '';
      return `${this.column(table, alias, t.column, t.path)} ${t.descending ? 'desc' : 'asc'}${nulls}`;
    });
    return ` order by ${parts.join(', ')}`;
  }

  /** Limit and offset are validated integers, written inline so count and plan queries need no parameters for them. */
  paging(limit: number | undefined, offset: number | undefined): string {
    if (limit !== undefined && !Number.isSafeInteger(limit)) throw parseError(`invalid limit ${limit}`);
    if (offset !== undefined && !Number.isSafeInteger(offset)) throw parseError(`invalid offset ${offset}`);
    return `${limit !== undefined ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}`;
  }
}

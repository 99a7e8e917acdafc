import type { Catalog, Table } from './catalog.js';
import type { Condition, FilterNode, OrderTerm } from './filter-parser.js';
import type { EmbeddedParams } from './query-params.js';
import { resolveRelationship } from './relationships.js';
import { parseError, RestError, unknownColumn } from './rest-error.js';
import type { JsonStep, SelectItem } from './select-parser.js';

/** A double-quoted identifier; names are also checked against the catalog before they get here. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const tableRef = (table: Table) => `"public".${ident(table.name)}`;

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
  private aliases = 0;

  constructor(readonly catalog: Catalog) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  table(name: string): Table {
    const table = this.catalog.tables.get(name);
    if (!table)
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    return table;
  }

  /** `"alias"."column"` (with JSON path), after checking the column exists. */
  column(table: Table, alias: string, column: string, path: JsonStep[] = []): string {
    if (!table.columns.some((c) => c.name === column)) throw unknownColumn(table.name, column);
    let sql = `${ident(alias)}.${ident(column)}`;
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

  paging(limit: number | undefined, offset: number | undefined): string {
    return `${limit !== undefined ? ` limit ${this.param(limit)}` : ''}${offset ? ` offset ${this.param(offset)}` : ''}`;
  }

  /**
   * The select list for `items` over `table` as `alias`, with embedded resources as JSON sub-selects.
   * Returns the `!inner` embeds as conditions the parent rows must also meet.
   */
  selectList(
    table: Table,
    alias: string,
    items: SelectItem[],
    embedded?: Map<string, EmbeddedParams>,
  ): { columns: string[]; required: string[] } {
    const columns: string[] = [];
    const required: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        columns.push(...table.columns.map((c) => `${ident(alias)}.${ident(c.name)}`));
      } else if (item.kind === 'column') {
        const expr = this.column(table, alias, item.name, item.path);
        if (item.cast && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(item.cast))
          throw parseError(`invalid cast ${item.cast}`);
        const cast = item.cast ? `::${item.cast}` : '';
        const name = item.alias ?? item.path.at(-1)?.key ?? item.name;
        columns.push(`${expr}${cast} as ${ident(name)}`);
      } else {
        const params = embedded?.get(item.alias ?? item.name) ?? { filters: [], order: [] };
        const embed = this.embed(table, alias, item, params);
        columns.push(`${embed.select} as ${ident(item.alias ?? item.name)}`);
        if (item.inner) required.push(embed.exists);
      }
    }
    return { columns, required };
  }

  private embed(
    parent: Table,
    parentAlias: string,
    item: Extract<SelectItem, { kind: 'embed' }>,
    params: EmbeddedParams,
  ) {
    const relation = resolveRelationship(this.catalog, parent.name, item.name, item.hint);
    const target = this.table(relation.target);
    const alias = `${target.name}_${++this.aliases}`;
    const inner = this.selectList(target, alias, item.items.length ? item.items : [{ kind: 'star' }]);
    const join = relation.pairs.map(
      (p) => `${ident(alias)}.${ident(p.child)} = ${ident(parentAlias)}.${ident(p.parent)}`,
    );
    const where = [
      ...join,
      ...params.filters.map((f) => this.condition(target, alias, f)),
      ...inner.required,
    ];
    const from = `from ${tableRef(target)} as ${ident(alias)} where ${where.join(' and ')}`;
    const exists = `exists (select 1 ${from})`;
    if (relation.cardinality === 'many-to-one') {
      return {
        select: `(select row_to_json("_e") from (select ${inner.columns.join(', ')} ${from} limit 1) as "_e")`,
        exists,
      };
    }
    const tail = this.order(target, alias, params.order) + this.paging(params.limit, params.offset);
    return {
      select: `coalesce((select json_agg("_e") from (select ${inner.columns.join(', ')} ${from}${tail}) as "_e"), '[]'::json)`,
      exists,
    };
  }
}

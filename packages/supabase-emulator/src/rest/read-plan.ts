import type { Table } from './catalog.js';
import type { FilterNode } from './filter-parser.js';
import type { EmbeddedParams } from './query-params.js';
import { findRelationship, isToOne, type Relationship } from './relationships.js';
import { RestError } from './rest-error.js';
import { outputName, type EmbedItem, type SelectItem } from './select-parser.js';
import { ident, SqlBuilder, tableRef } from './sql-builder.js';

/** What one level of a read selects from: a table, the rows of a mutation, or a function's result. */
export interface ReadSource {
  table: Table;
  /** The FROM item without its alias, e.g. `"public"."users"`. */
  from: string;
  alias: string;
}

interface OutputColumn {
  sql: string;
  name: string;
  aggregate: boolean;
  /** JSON values (embeds) have no equality operator: grouped as jsonb. */
  json: boolean;
}

interface BuiltLevel {
  columns: OutputColumn[];
  joins: string[];
  where: string[];
  /** The WHERE references a lateral join (`!inner`, `rel=is.null`): counting needs the joins. */
  whereNeedsJoins: boolean;
}

export interface ReadQuery {
  /** `select … from … where … group by … order by … limit …` producing one row per result object. */
  sql: string;
  /** The same rows without paging (what planned counts estimate). */
  rowsSql: string;
  /** `from … where …` of the rows without paging, for `select count(*) <countFrom>`. */
  countFrom: string;
}

const EMPTY: EmbeddedParams = { filters: [], order: [] };

/**
 * Plans reads the way PostgREST does: each embedded resource is a lateral join on its relationship (aliased
 * `<parent>_<name>_<depth>`, its table `<table>_<depth>`), to-one embeds give an object, to-many an array;
 * spreads lift the embedded columns into the parent; aggregates group by the other selected columns.
 */
export class ReadPlanner {
  private readonly usedPaths = new Set<string>();

  constructor(
    readonly b: SqlBuilder,
    private readonly embedded: Map<string, EmbeddedParams>,
    private readonly aggregatesEnabled: boolean,
  ) {}

  /** The query for the top level, and what counting it needs. */
  read(source: ReadSource, items: SelectItem[], params: EmbeddedParams, paging = ''): ReadQuery {
    const level = this.level(source, items, params.filters, '', 0);
    this.checkEmbeddedParams();
    const rowsSql = this.assemble(source, level, params, '');
    const grouped = level.columns.some((c) => c.aggregate);
    const joins = level.whereNeedsJoins ? ` ${level.joins.join(' ')}` : '';
    const where = level.where.length ? ` where ${level.where.join(' and ')}` : '';
    return {
      sql: paging ? `${rowsSql} ${paging}` : rowsSql,
      rowsSql,
      countFrom: grouped
        ? `from (${rowsSql}) as "_c"`
        : `from ${source.from} as ${ident(source.alias)}${joins}${where}`,
    };
  }

  private assemble(source: ReadSource, level: BuiltLevel, params: EmbeddedParams, paging: string): string {
    const grouped = level.columns.some((c) => c.aggregate);
    const select = level.columns.map(
      (c) => `${grouped && c.json ? `${c.sql}::jsonb` : c.sql} as ${ident(c.name)}`,
    );
    const groupBy = grouped
      ? level.columns.filter((c) => !c.aggregate).map((c) => (c.json ? `${c.sql}::jsonb` : c.sql))
      : [];
    return [
      `select ${select.length ? select.join(', ') : 'null as "_"'}`,
      `from ${source.from} as ${ident(source.alias)}`,
      ...level.joins,
      level.where.length ? `where ${level.where.join(' and ')}` : '',
      groupBy.length ? `group by ${groupBy.join(', ')}` : '',
      this.b.order(source.table, source.alias, params.order),
      paging,
    ]
      .filter(Boolean)
      .join(' ');
  }

  /** Every `rel.x=` parameter must name an embed of this request (PGRST108). */
  private checkEmbeddedParams(): void {
    for (const path of this.embedded.keys()) {
      if (this.usedPaths.has(path)) continue;
      throw new RestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }

  private level(
    source: ReadSource,
    items: SelectItem[],
    filters: FilterNode[],
    path: string,
    depth: number,
  ): BuiltLevel {
    const { table, alias } = source;
    const built: BuiltLevel = { columns: [], joins: [], where: [], whereNeedsJoins: false };
    const embedsByName = new Map<string, string>();
    for (const item of items) {
      if (item.kind === 'star') {
        for (const c of table.columns) {
          built.columns.push({
            sql: `${ident(alias)}.${ident(c.name)}`,
            name: c.name,
            aggregate: false,
            json: false,
          });
        }
      } else if (item.kind === 'count') {
        this.requireAggregates();
        const cast = item.cast ? `::${item.cast}` : '';
        built.columns.push({ sql: `count(*)${cast}`, name: outputName(item), aggregate: true, json: false });
      } else if (item.kind === 'column') {
        const cast = item.cast ? `::${item.cast}` : '';
        let sql = `${this.b.column(table, alias, item.name, item.path)}${cast}`;
        if (item.aggregate) {
          this.requireAggregates();
          sql = `${item.aggregate}(${sql})${item.aggregateCast ? `::${item.aggregateCast}` : ''}`;
        }
        built.columns.push({ sql, name: outputName(item), aggregate: !!item.aggregate, json: false });
      } else {
        const name = outputName(item);
        const lateral = this.embed(source, item, path ? `${path}.${name}` : name, depth + 1, built);
        embedsByName.set(name, lateral);
      }
    }
    for (const filter of filters) {
      const embedNull = this.embedNullFilter(filter, embedsByName);
      if (embedNull) {
        built.where.push(embedNull);
        built.whereNeedsJoins = true;
      } else {
        built.where.push(this.b.condition(table, alias, filter));
      }
    }
    return built;
  }

  private requireAggregates(): void {
    if (!this.aggregatesEnabled) {
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
  }

  /** `?messages=not.is.null`: keep the parent rows that have (or lack) the embedded resource. */
  private embedNullFilter(filter: FilterNode, embeds: Map<string, string>): string | undefined {
    if (filter.kind !== 'condition' || filter.path.length || filter.op !== 'is') return undefined;
    const lateral = embeds.get(filter.column);
    const word = typeof filter.value === 'string' ? filter.value.toLowerCase() : '';
    if (!lateral || (word !== 'null' && word !== 'not_null')) return undefined;
    const isNull = (word === 'null') !== filter.negate;
    return `${ident(lateral)}."body" is ${isNull ? '' : 'not '}null`;
  }

  /** Join conditions between the embedded rows (`child`) and the parent for a relationship. */
  private joinConditions(rel: Relationship, child: string, parent: string, junction?: string): string[] {
    if (rel.junction && junction) {
      return [
        ...rel.junction.sourceColumns.map(
          ([sourceColumn, junctionColumn]) =>
            `${ident(junction)}.${ident(junctionColumn)} = ${ident(parent)}.${ident(sourceColumn)}`,
        ),
        ...rel.junction.targetColumns.map(
          ([targetColumn, junctionColumn]) =>
            `${ident(junction)}.${ident(junctionColumn)} = ${ident(child)}.${ident(targetColumn)}`,
        ),
      ];
    }
    return rel.columns.map(
      ([sourceColumn, targetColumn]) =>
        `${ident(child)}.${ident(targetColumn)} = ${ident(parent)}.${ident(sourceColumn)}`,
    );
  }

  private embed(parent: ReadSource, item: EmbedItem, path: string, depth: number, built: BuiltLevel): string {
    const catalog = this.b.catalog;
    const rel = findRelationship(
      catalog.schema,
      catalog.relationships,
      parent.table.name,
      item.name,
      item.hint,
    );
    const target = this.b.table(rel.target);
    const params = this.embedded.get(path) ?? EMPTY;
    this.usedPaths.add(path);
    const childAlias = `${target.name}_${depth}`;
    const lateral = `${parent.table.name}_${outputName(item)}_${depth}`;
    const child: ReadSource = { table: target, from: tableRef(target), alias: childAlias };
    const level = this.level(child, item.items, params.filters, path, depth);

    let from = `from ${child.from} as ${ident(childAlias)}`;
    let junctionAlias: string | undefined;
    if (rel.junction) {
      junctionAlias = `${rel.junction.table}_${depth}`;
      const junction = this.b.table(rel.junction.table);
      from += `, ${tableRef(junction)} as ${ident(junctionAlias)}`;
    }
    const where = [...this.joinConditions(rel, childAlias, parent.alias, junctionAlias), ...level.where];
    const grouped = level.columns.some((c) => c.aggregate);
    const select = level.columns.map(
      (c) => `${grouped && c.json ? `${c.sql}::jsonb` : c.sql} as ${ident(c.name)}`,
    );
    const groupBy = grouped
      ? level.columns.filter((c) => !c.aggregate).map((c) => (c.json ? `${c.sql}::jsonb` : c.sql))
      : [];
    const toOne = isToOne(rel);
    const inner = [
      `select ${select.length ? select.join(', ') : 'null as "_"'}`,
      from,
      ...level.joins,
      `where ${where.join(' and ')}`,
      groupBy.length ? `group by ${groupBy.join(', ')}` : '',
      this.b.order(target, childAlias, params.order),
      toOne ? '' : this.b.paging(params.limit, params.offset),
    ]
      .filter(Boolean)
      .join(' ');

    const L = ident(lateral);
    if (item.spread) {
      if (toOne) {
        built.joins.push(`left join lateral (${inner}) as ${L} on true`);
        for (const c of level.columns) {
          built.columns.push({ sql: `${L}.${ident(c.name)}`, name: c.name, aggregate: false, json: c.json });
        }
      } else {
        // PostgREST 13: a to-many spread gives each column as an array of the related rows' values.
        const arrays = level.columns.map((c) => `json_agg("_s".${ident(c.name)}) as ${ident(c.name)}`);
        built.joins.push(
          `left join lateral (select ${arrays.length ? arrays.join(', ') : 'null as "_"'} from (${inner}) as "_s") as ${L} on true`,
        );
        for (const c of level.columns) {
          built.columns.push({
            sql: `coalesce(${L}.${ident(c.name)}, '[]'::json)`,
            name: c.name,
            aggregate: false,
            json: true,
          });
        }
      }
      if (item.inner) {
        built.where.push(toOne ? `${L} is not null` : `exists (${inner})`);
        built.whereNeedsJoins = true;
      }
      return lateral;
    }

    const row = level.columns.length ? `row_to_json("_e")` : `'{}'::json`;
    if (toOne) {
      built.joins.push(
        `left join lateral (select ${row} as "body" from (${inner}) as "_e" limit 1) as ${L} on true`,
      );
    } else {
      built.joins.push(
        `left join lateral (select json_agg(${row}) as "body" from (${inner}) as "_e") as ${L} on true`,
      );
    }
    // `rel()` with no fields only filters (with !inner); it adds nothing to the result.
    if (item.items.length) {
      built.columns.push({
        sql: toOne ? `${L}."body"` : `coalesce(${L}."body", '[]'::json)`,
        name: outputName(item),
        aggregate: false,
        json: true,
      });
    }
    if (item.inner) {
      built.where.push(`${L}."body" is not null`);
      built.whereNeedsJoins = true;
    }
    return lateral;
  }
}

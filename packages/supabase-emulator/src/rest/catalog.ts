import type { Queryable } from '../db/queryable.js';
import { buildRelationships, type Relationship } from './relationships.js';
import { loadViewColumnSources } from './view-columns.js';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `uuid`, `numeric(12,2)`. */
  type: string;
  /** The default expression (an identity column's nextval), used by `Prefer: missing=default`. */
  default?: string | null;
}

export interface ForeignKey {
  name: string;
  /** The referencing table and its columns. */
  table: string;
  columns: string[];
  /** The referenced table and its columns, pairwise with `columns`. */
  refTable: string;
  refColumns: string[];
  /** The referencing columns are also a primary key or unique constraint: at most one row per parent. */
  oneToOne: boolean;
}

export interface Table {
  schema: string;
  name: string;
  columns: Column[];
  primaryKey: string[];
  isView: boolean;
  /**
   * Computed fields: functions of this table's row type, selectable and filterable like columns but not part
   * of `*` (PostgREST's computed fields).
   */
  computed?: Column[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** format_type() of the return type. */
  returnType: string;
  /** Columns of a composite result (RETURNS TABLE, OUT parameters, SETOF <table>); empty for scalars. */
  resultColumns: Column[];
  /** The table or view a `SETOF <table>` function returns: its relationships apply to the result. */
  resultTable?: string;
}

/**
 * PostgREST's "schema cache" for one exposed schema: tables and views, their columns and primary keys, the
 * relationships between them (foreign keys, also through views and join tables) and functions. Read as the
 * owner connection; privileges are enforced when queries run.
 */
export interface Catalog {
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  relationships: Relationship[];
  functions: Map<string, DbFunction[]>;
}

const COLUMNS = `
  select c.relname as table, c.relkind in ('v', 'm') as is_view, a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type,
         case when a.attidentity = 'd'
              then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
              else pg_get_expr(d.adbin, d.adrelid) end as default
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum and a.attgenerated = ''
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
   order by c.relname, a.attnum`;

const KEY_COLUMNS = (keys: string, rel: string) =>
  `array(select a.attname::text from unnest(${keys}) with ordinality k(attnum, i)
           join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.attnum order by k.i)`;

const PRIMARY_KEYS = `
  select c.relname as table, ${KEY_COLUMNS('con.conkey', 'con.conrelid')} as columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and con.contype = 'p'`;

const FOREIGN_KEYS = `
  select con.conname as name, c.relname as table, rc.relname as "refTable",
         ${KEY_COLUMNS('con.conkey', 'con.conrelid')} as columns,
         ${KEY_COLUMNS('con.confkey', 'con.confrelid')} as "refColumns",
         exists (select 1 from pg_constraint u
                  where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                    and (select array_agg(k order by k) from unnest(u.conkey) k)
                      = (select array_agg(k order by k) from unnest(con.conkey) k)) as "oneToOne"
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = con.confrelid
    join pg_namespace rn on rn.oid = rc.relnamespace
   where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1 and con.conparentid = 0
   order by c.relname, con.conname`;

const COMPUTED_FIELDS = `
  select c.relname as table, p.proname as name, format_type(p.prorettype, null) as type
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.proargtypes[0]
    join pg_class c on c.oid = t.typrelid
   where n.nspname = $1 and c.relnamespace = n.oid and p.prokind = 'f' and not p.proretset
     and p.pronargs - p.pronargdefaults <= 1 and p.pronargs >= 1`;

const FUNCTIONS = `
  select p.proname as name, p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
         array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
         array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes)) t) as all_types,
         p.pronargdefaults as arg_defaults, p.proretset as returns_set,
         p.prorettype = 'void'::regtype as returns_void,
         format_type(p.prorettype, null) as return_type,
         case when rt.typrelid <> 0 then rc.relname end as result_table,
         case when rt.typrelid <> 0 then rn.nspname end as result_schema,
         case when rt.typrelid <> 0 then
           (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                            order by a.attnum)
              from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped)
         end as result_columns
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
   where n.nspname = $1 and p.prokind = 'f'`;

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  all_types: string[];
  arg_defaults: number;
  returns_set: boolean;
  returns_void: boolean;
  return_type: string;
  result_table: string | null;
  result_schema: string | null;
  result_columns: Column[] | null;
}

function toFunction(schema: string, fn: FunctionRow): DbFunction {
  const count = fn.arg_types.length;
  const modes = fn.arg_modes ?? fn.all_types.map(() => 'i');
  const names = fn.arg_names ?? [];
  // proargnames also names OUT/TABLE columns: inputs are modes i, b, v; outputs o, b, t.
  const inputNames = names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  const args = fn.arg_types.map((type, i) => ({
    name: inputNames[i] ?? '',
    type,
    hasDefault: i >= count - fn.arg_defaults,
  }));
  const outputs = fn.all_types.flatMap((type, i) =>
    ['o', 'b', 't'].includes(modes[i] ?? 'i') ? [{ name: names[i] ?? '', type }] : [],
  );
  // A single OUT parameter is a scalar result; several (or RETURNS TABLE) are a record.
  const resultColumns = outputs.length > 1 || modes.includes('t') ? outputs : (fn.result_columns ?? []);
  return {
    schema,
    name: fn.name,
    args,
    returnsSet: fn.returns_set,
    returnsVoid: fn.returns_void,
    returnType: fn.return_type,
    resultColumns,
    resultTable: fn.result_schema === schema && fn.result_table ? fn.result_table : undefined,
  };
}

export async function loadCatalog(db: Queryable, schema: string): Promise<Catalog> {
  const [columns, keys, fks, functions, viewSources, computed] = [
    await db.query<{ table: string; is_view: boolean; name: string; type: string; default: string | null }>(
      COLUMNS,
      [schema],
    ),
    await db.query<{ table: string; columns: string[] }>(PRIMARY_KEYS, [schema]),
    await db.query<ForeignKey>(FOREIGN_KEYS, [schema]),
    await db.query<FunctionRow>(FUNCTIONS, [schema]),
    await loadViewColumnSources(db, schema),
    await db.query<{ table: string; name: string; type: string }>(COMPUTED_FIELDS, [schema]),
  ];

  const tables = new Map<string, Table>();
  for (const column of columns.rows) {
    let table = tables.get(column.table);
    if (!table) {
      table = { schema, name: column.table, columns: [], primaryKey: [], isView: column.is_view };
      tables.set(column.table, table);
    }
    table.columns.push({ name: column.name, type: column.type, default: column.default });
  }
  for (const key of keys.rows) {
    const table = tables.get(key.table);
    if (table) table.primaryKey = key.columns;
  }
  for (const field of computed.rows) {
    const table = tables.get(field.table);
    if (table && !table.columns.some((c) => c.name === field.name)) {
      (table.computed ??= []).push({ name: field.name, type: field.type });
    }
  }

  const byName = new Map<string, DbFunction[]>();
  for (const row of functions.rows) {
    const list = byName.get(row.name) ?? [];
    list.push(toFunction(schema, row));
    byName.set(row.name, list);
  }
  return {
    schema,
    tables,
    foreignKeys: fks.rows,
    relationships: buildRelationships(tables, fks.rows, viewSources),
    functions: byName,
  };
}

/** Caches the catalog of each exposed schema and reloads it when a name is missing, as PostgREST reloads. */
export class CatalogCache {
  private readonly current = new Map<string, Promise<Catalog>>();

  constructor(private readonly db: Queryable) {}

  get(schema = 'public'): Promise<Catalog> {
    let catalog = this.current.get(schema);
    if (!catalog) {
      catalog = loadCatalog(this.db, schema);
      catalog.catch(() => this.current.delete(schema));
      this.current.set(schema, catalog);
    }
    return catalog;
  }

  /** Forgets every schema's catalog, e.g. after DDL. */
  reload(): void {
    this.current.clear();
  }

  async table(name: string, schema = 'public'): Promise<Table | undefined> {
    const found = (await this.get(schema)).tables.get(name);
    if (found) return found;
    this.current.delete(schema);
    return (await this.get(schema)).tables.get(name);
  }

  async functionsNamed(name: string, schema = 'public'): Promise<DbFunction[]> {
    const found = (await this.get(schema)).functions.get(name);
    if (found) return found;
    this.current.delete(schema);
    return (await this.get(schema)).functions.get(name) ?? [];
  }
}

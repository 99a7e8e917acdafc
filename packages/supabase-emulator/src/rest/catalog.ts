import type { Queryable } from '../db/queryable.js';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `uuid`, `numeric(12,2)`. */
  type: string;
}

export interface ForeignKey {
  name: string;
  /** The referencing table and its columns. */
  table: string;
  columns: string[];
  /** The referenced table and its columns, pairwise with `columns`. */
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
}

/**
 * PostgREST's "schema cache" for the exposed schema (public): tables and views, their columns, primary keys,
 * foreign keys and functions. Read as the owner connection; privileges are enforced when queries run.
 */
export interface Catalog {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const columns = await db.query<{ table: string; name: string; type: string }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
      order by c.relname, a.attnum`,
  );
  const keys = await db.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and con.contype = 'p'`,
  );
  const fks = await db.query<ForeignKey>(
    `select con.conname as name, c.relname as table, rc.relname as "refTable",
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i) as "refColumns"
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'`,
  );
  const functions = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    arg_defaults: number;
    returns_set: boolean;
    returns_void: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
            p.pronargdefaults as arg_defaults, p.proretset as returns_set,
            p.prorettype = 'void'::regtype as returns_void
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'`,
  );

  const tables = new Map<string, Table>();
  for (const column of columns.rows) {
    let table = tables.get(column.table);
    if (!table) tables.set(column.table, (table = { name: column.table, columns: [], primaryKey: [] }));
    table.columns.push({ name: column.name, type: column.type });
  }
  for (const key of keys.rows) {
    const table = tables.get(key.table);
    if (table) table.primaryKey = key.columns;
  }

  const byName = new Map<string, DbFunction[]>();
  for (const fn of functions.rows) {
    const count = fn.arg_types.length;
    // proargnames also names OUT/TABLE columns; keep the names of the input arguments only.
    const inputNames = (fn.arg_names ?? []).filter(
      (_, i) => !fn.arg_modes || ['i', 'b', 'v'].includes(fn.arg_modes[i] ?? 'i'),
    );
    const args = fn.arg_types.map((type, i) => ({
      name: inputNames[i] ?? '',
      type,
      hasDefault: i >= count - fn.arg_defaults,
    }));
    const list = byName.get(fn.name) ?? [];
    list.push({ name: fn.name, args, returnsSet: fn.returns_set, returnsVoid: fn.returns_void });
    byName.set(fn.name, list);
  }
  return { tables, foreignKeys: fks.rows, functions: byName };
}

/** Caches the catalog and reloads it when a name is missing, as PostgREST reloads on schema changes. */
export class CatalogCache {
  private current: Promise<Catalog> | undefined;

  constructor(private readonly db: Queryable) {}

  get(): Promise<Catalog> {
    this.current ??= loadCatalog(this.db);
    this.current.catch(() => (this.current = undefined));
    return this.current;
  }

  async table(name: string): Promise<Table | undefined> {
    const found = (await this.get()).tables.get(name);
    if (found) return found;
    this.current = undefined;
    return (await this.get()).tables.get(name);
  }

  async functionsNamed(name: string): Promise<DbFunction[]> {
    const found = (await this.get()).functions.get(name);
    if (found) return found;
    this.current = undefined;
    return (await this.get()).functions.get(name) ?? [];
  }
}

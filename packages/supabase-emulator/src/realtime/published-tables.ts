import type { Database } from '../db/queryable.js';

export interface PublishedColumn {
  name: string;
  /** pg_type.typname, what Realtime's `columns` name (int4, text, _text, timestamptz…). */
  type: string;
  /** format_type(), for casts of filter values. */
  sqlType: string;
  isKey: boolean;
}

export interface PublishedTable {
  schema: string;
  table: string;
  /** The quoted, schema-qualified name. */
  relation: string;
  rlsEnabled: boolean;
  /** REPLICA IDENTITY FULL: updates and deletes carry the whole old row, not just the key. */
  identityFull: boolean;
  columns: PublishedColumn[];
}

/** The tables of the supabase_realtime publication, with what the change payloads need to know of them. */
export class PublishedTables {
  private cache: Promise<Map<string, PublishedTable>> | undefined;
  private privileges = new Map<string, Promise<Set<string>>>();

  constructor(private readonly db: Database) {}

  /** Forget what was read (a join re-reads, so tables added to the publication since are seen). */
  refresh(): void {
    this.cache = undefined;
    this.privileges.clear();
  }

  async all(): Promise<Map<string, PublishedTable>> {
    this.cache ??= this.load().catch((error: unknown) => {
      this.cache = undefined;
      throw error;
    });
    return this.cache;
  }

  async get(schema: string, table: string): Promise<PublishedTable | undefined> {
    return (await this.all()).get(`${schema}.${table}`);
  }

  /** The columns `role` may select (Realtime leaves the others out of `columns` and the records). */
  async selectableColumns(table: PublishedTable, role: string): Promise<Set<string>> {
    const key = `${table.relation}\0${role}`;
    let found = this.privileges.get(key);
    if (!found) {
      found = this.db
        .query<{ name: string }>(
          `select a.attname as name from pg_attribute a
            where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
              and has_column_privilege($2, a.attrelid, a.attname, 'SELECT')`,
          [table.relation, role],
        )
        .then(({ rows }) => new Set(rows.map((r) => r.name)));
      this.privileges.set(key, found);
    }
    return found;
  }

  /**
   * Whether `role` may read the table's rows: it may select the primary key (every column of a table without
   * one). A subscription of a role that may not is refused.
   */
  async readableBy(table: PublishedTable, role: string): Promise<boolean> {
    const selectable = await this.selectableColumns(table, role);
    const keys = table.columns.filter((c) => c.isKey);
    return (keys.length > 0 ? keys : table.columns).every((c) => selectable.has(c.name));
  }

  private async load(): Promise<Map<string, PublishedTable>> {
    const { rows } = await this.db.query<{
      schema: string;
      table: string;
      relation: string;
      rls: boolean;
      identity: string;
      columns: PublishedColumn[];
    }>(
      `select p.schemaname as schema, p.tablename as table,
              format('%I.%I', p.schemaname, p.tablename) as relation,
              c.relrowsecurity as rls, c.relreplident::text as identity,
              (select json_agg(json_build_object(
                        'name', a.attname, 'type', t.typname, 'sqlType', format_type(a.atttypid, a.atttypmod),
                        'isKey', coalesce(a.attnum = any(k.conkey), false)) order by a.attnum)
                 from pg_attribute a
                 join pg_type t on t.oid = a.atttypid
                 left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
         from pg_publication_tables p
         join pg_class c on c.oid = format('%I.%I', p.schemaname, p.tablename)::regclass
        where p.pubname = 'supabase_realtime'`,
    );
    return new Map(
      rows.map((r) => [
        `${r.schema}.${r.table}`,
        {
          schema: r.schema,
          table: r.table,
          relation: r.relation,
          rlsEnabled: r.rls,
          identityFull: r.identity === 'f',
          columns: r.columns,
        },
      ]),
    );
  }
}

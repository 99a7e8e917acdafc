// The one statement that upserts a customers or inventory upload, built from the kind's import fields, and
// the ids it gives new rows.
import { randomBytes } from 'node:crypto';
import { IMPORT_FIELDS, UNIQUE_FIELD } from '@aide/rules';
import type { FieldType } from '@aide/rules';

// New rows get ids made in SQL from a per-import value (orderedIdPrefix below; sales lines: md5(random import
// nonce || line key)) rather than gen_random_uuid(): the same uniqueness for this purpose, and several seconds
// cheaper per 100,000 rows on PGlite. Update-then-insert instead of INSERT … ON CONFLICT for the same reason
// (speculative insertion costs ~40% more there); lockImports (write-imports.ts) makes it safe.

/**
 * The ids of a customer or product import's new rows: this prefix and the row's number in the file (5 hex
 * digits), in the UUIDv7 layout (RFC 9562): the import's millisecond, 52 random bits, a counter. One import's
 * rows then sort together after every earlier import's, so the primary key takes them at its right edge page
 * after page rather than at 100,000 random places (about half a second less per 100,000 rows on PGlite).
 */
export function orderedIdPrefix(rows: number, now = Date.now()): string {
  if (rows > 0xfffff)
    throw new Error(`An import of ${rows} rows needs more than 5 hex digits of row number.`);
  const time = now.toString(16).padStart(12, '0');
  const random = randomBytes(7).toString('hex');
  const variant = ((parseInt(random[3]!, 16) & 0x3) | 0x8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(0, 3)}-${variant}${random.slice(4, 7)}-${random.slice(7, 14)}`;
}

/** SQL for a new row's id from orderedIdPrefix() in `prefix` and the row's number `n`. */
const orderedId = (prefix: string, n: string) => `(${prefix} || lpad(to_hex(${n}), 5, '0'))::uuid`;

/** A column of an upload (a field of its rows): its SQL type in the file, and how it is updated. */
interface UploadColumn {
  name: string;
  type: string;
  /** A blank cell keeps what is stored (a file without the column wipes nothing); otherwise the file wins. */
  keepWhenBlank?: true;
  /** The stored column's type when it is narrower than the file's (compared after rounding to it). */
  storedAs?: string;
}

/** How one kind of upload is upserted: into `table` (alias `alias`), matched by its `key` column. */
interface UploadTable {
  table: string;
  alias: string;
  key: string;
  /** Every field of the rows (the key among them), in the order the insert lists them. */
  columns: readonly UploadColumn[];
}

/** The SQL type of each kind of import field in the file's json. */
const SQL_TYPES: Record<FieldType, string> = {
  text: 'text',
  email: 'text',
  number: 'numeric',
  integer: 'integer',
  date: 'date',
};

/**
 * The upload table of a kind keyed by its unique field, from its import fields (@aide/rules): every field is a
 * column, in their order, and an optional field's blank cell keeps what is stored. `storedAs` by field name.
 */
export function uploadTable(
  kind: 'customers' | 'inventory',
  table: string,
  alias: string,
  storedAs: Record<string, string> = {},
): UploadTable {
  const key = UNIQUE_FIELD[kind];
  if (!key) throw new Error(`${kind} imports have no unique field to upsert by.`);
  return {
    table,
    alias,
    key,
    columns: IMPORT_FIELDS[kind].map((field) => ({
      name: field.key,
      type: SQL_TYPES[field.type],
      ...(!field.required && { keepWhenBlank: true as const }),
      ...(storedAs[field.key] !== undefined && { storedAs: storedAs[field.key] }),
    })),
  };
}

/**
 * The one statement that upserts an upload. It parses the file once (json, not jsonb: nothing is queried inside
 * it) for both the update and the insert; both see the table as it was, and the insert skips every key already
 * stored. $1 is the organization, $2 the rows (payload), $3 the new ids' orderedIdPrefix.
 */
export function upsertStatement({ table, alias: t, key, columns }: UploadTable): string {
  const names = columns.map((column) => column.name);
  const updated = columns.filter((column) => column.name !== key);
  const value = ({ name, keepWhenBlank }: UploadColumn) =>
    keepWhenBlank ? `coalesce(r.${name}, ${t}.${name})` : `r.${name}`;
  const compared = (column: UploadColumn) =>
    column.storedAs ? `${value(column)}::${column.storedAs}` : value(column);
  return `with r as materialized (
       select r.*, row_number() over () as n from json_to_recordset($2::json)
         as r (${columns.map((column) => `${column.name} ${column.type}`).join(', ')})
     ), changed as (
       update ${table} ${t}
          set ${updated.map((column) => `${column.name} = ${value(column)}`).join(',\n              ')},
              updated_at = now()
         from r
        where ${t}.organization_id = $1 and ${t}.${key} = r.${key}
          and (${updated.map((column) => `${t}.${column.name}`).join(', ')}) is distinct from
              (${updated.map(compared).join(', ')})
       returning 1
     ), added as (
       insert into ${table} (id, organization_id, ${names.join(', ')})
       select ${orderedId('$3', 'r.n')}, $1, ${names.map((name) => `r.${name}`).join(', ')}
         from r
        where not exists (select 1 from ${table} ${t}
                           where ${t}.organization_id = $1 and ${t}.${key} = r.${key})
       returning 1
     )
     select (select count(*) from changed)::int as updated, (select count(*) from added)::int as inserted`;
}

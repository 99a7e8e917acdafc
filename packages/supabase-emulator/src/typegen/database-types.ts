/**
 * TypeScript types of the database's exposed schemas in the shape `supabase gen types typescript` writes
 * (Tables with Row/Insert/Update/Relationships, Views, Functions, Enums, CompositeTypes and the Tables<…>
 * helpers), read from the catalog of a migrated database, so `createClient<Database>` types every
 * `.from(…)` call against the migrations, here and on a hosted project.
 */
import type { Queryable } from '../db/queryable.js';

interface ColumnRow {
  relation: string;
  kind: 'r' | 'v' | 'm' | 'p';
  column: string;
  type: string;
  category: string;
  element: string | null;
  element_category: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ForeignKeyRow {
  relation: string;
  name: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_CATEGORIES = new Set(['S', 'D', 'T', 'U', 'I', 'V']); // string, date/time, timespan, user, network, bit

function scalar(type: string, category: string | null): string {
  if (type === 'bool') return 'boolean';
  if (NUMBER.has(type)) return 'number';
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (category && STRING_CATEGORIES.has(category)) return 'string';
  return 'unknown';
}

const tsType = (c: ColumnRow) =>
  c.category === 'A' ? `${scalar(c.element ?? '', c.element_category)}[]` : scalar(c.type, c.category);

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const byName = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

async function columns(db: Queryable, schema: string): Promise<ColumnRow[]> {
  const { rows } = await db.query<ColumnRow>(
    `select c.relname as relation, c.relkind as kind, a.attname as column, t.typname as type,
            t.typcategory as category, e.typname as element, e.typcategory as element_category,
            a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as identity,
            a.attgenerated as generated
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p')
      order by c.relname, a.attname`,
    [schema],
  );
  return rows;
}

async function foreignKeys(db: Queryable, schema: string): Promise<ForeignKeyRow[]> {
  const { rows } = await db.query<ForeignKeyRow>(
    `select c.relname as relation, k.conname as name,
            array(select a.attname from unnest(k.conkey) with ordinality as u(n, i)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
            r.relname as referenced_relation,
            array(select a.attname from unnest(k.confkey) with ordinality as u(n, i)
                    join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)
              as referenced_columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] @> k.conkey::int2[] and u.conkey::int2[] <@ k.conkey::int2[])
              as one_to_one
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, k.conname`,
    [schema],
  );
  return rows;
}

function relationType(cols: ColumnRow[], fks: ForeignKeyRow[], isTable: boolean, indent: string): string {
  const i = indent;
  const row = cols.map((c) => `${i}    ${key(c.column)}: ${tsType(c)}${c.not_null ? '' : ' | null'}`);
  const lines = [`${i}  Row: {`, ...row, `${i}  }`];
  if (isTable) {
    const insert = cols.map((c) => {
      if (c.generated === 's' || c.identity === 'a') return `${i}    ${key(c.column)}?: never`;
      const optional = !c.not_null || c.has_default || c.identity === 'd';
      return `${i}    ${key(c.column)}${optional ? '?' : ''}: ${tsType(c)}${c.not_null ? '' : ' | null'}`;
    });
    const update = cols.map((c) =>
      c.generated === 's' || c.identity === 'a'
        ? `${i}    ${key(c.column)}?: never`
        : `${i}    ${key(c.column)}?: ${tsType(c)}${c.not_null ? '' : ' | null'}`,
    );
    lines.push(`${i}  Insert: {`, ...insert, `${i}  }`, `${i}  Update: {`, ...update, `${i}  }`);
  }
  const relationships = fks.map((fk) =>
    [
      `${i}    {`,
      `${i}      foreignKeyName: ${JSON.stringify(fk.name)}`,
      `${i}      columns: ${JSON.stringify(fk.columns)}`,
      `${i}      isOneToOne: ${fk.one_to_one}`,
      `${i}      referencedRelation: ${JSON.stringify(fk.referenced_relation)}`,
      `${i}      referencedColumns: ${JSON.stringify(fk.referenced_columns)}`,
      `${i}    },`,
    ].join('\n'),
  );
  lines.push(`${i}  Relationships: [`, ...relationships, `${i}  ]`);
  return lines.join('\n');
}

async function schemaType(db: Queryable, schema: string): Promise<string> {
  const cols = await columns(db, schema);
  const fks = await foreignKeys(db, schema);
  const relations = new Map<string, ColumnRow[]>();
  for (const column of cols)
    relations.set(column.relation, [...(relations.get(column.relation) ?? []), column]);
  const block = (tables: boolean) => {
    const entries = byName(
      [...relations].filter(([, c]) => (c[0]!.kind === 'r' || c[0]!.kind === 'p') === tables),
    );
    if (entries.length === 0) return '[_ in never]: never';
    return entries
      .map(
        ([name, c]) =>
          `      ${key(name)}: {\n${relationType(
            c,
            fks.filter((fk) => fk.relation === name),
            tables,
            '      ',
          )}\n      }`,
      )
      .join('\n');
  };
  return [
    `  ${key(schema)}: {`,
    `    Tables: {`,
    block(true),
    `    }`,
    `    Views: {`,
    `      ${block(false).trimStart()}`,
    `    }`,
    `    Functions: {`,
    `      [_ in never]: never`,
    `    }`,
    `    Enums: {`,
    `      [_ in never]: never`,
    `    }`,
    `    CompositeTypes: {`,
    `      [_ in never]: never`,
    `    }`,
    `  }`,
  ].join('\n');
}

const HELPERS = `
type DefaultSchema = Database['public']

/** A table's or view's row, as \`supabase gen types\` names the helper. */
export type Tables<T extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])> =
  (DefaultSchema['Tables'] & DefaultSchema['Views'])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Insert']

export type TablesUpdate<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Update']
`;

/**
 * The module's text. Functions and enums are not generated: the exposed schema has none (the product's
 * functions live in private schemas); a migration adding one should extend this first.
 */
export async function generateDatabaseTypes(
  db: Queryable,
  schemas: readonly string[] = ['public'],
): Promise<string> {
  const blocks = [];
  for (const schema of schemas) blocks.push(await schemaType(db, schema));
  return [
    '// Generated from supabase/migrations by `pnpm --filter @aide/supabase-emulator db-types`: do not edit.',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
    '',
    'export type Database = {',
    blocks.join('\n'),
    '}',
    HELPERS,
  ].join('\n');
}

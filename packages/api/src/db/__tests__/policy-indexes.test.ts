// Row-level security runs its policies on every row a member reads: each column a policy compares must
// lead some index of its table, or a read of that table turns into a full scan as it grows.
import { databaseSuite, openPgliteDb } from '../../../tests/support/databases.js';

/** The (table, column) pairs named in a policy of the public schema with no index led by that column. */
const UNINDEXED_POLICY_COLUMNS = `
  with policy_columns as (
    select distinct p.tablename::text as table_name, a.attname::text as column_name
      from pg_policies p
      join pg_namespace n on n.nspname = p.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where p.schemaname = 'public'
       and (coalesce(p.qual, '') || ' ' || coalesce(p.with_check, '')) ~ ('\\m' || a.attname || '\\M')
  )
  select table_name || '.' || column_name as policy_column from policy_columns pc
   where not exists (
     select 1 from pg_index i
       join pg_class t on t.oid = i.indrelid and t.relname = pc.table_name
       join pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = 'public'
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
      where a.attname = pc.column_name)
   order by 1`;

/** Tables of the public schema with an organization_id column but no index led by it. */
const TABLES_WITHOUT_ORGANIZATION_INDEX = `
  select c.relname::text as table_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped
   where c.relkind in ('r', 'p')
     and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)
   order by 1`;

describe('policy columns', () => {
  const db = databaseSuite(openPgliteDb);

  it('are each the leading column of an index of their table', async () => {
    const { rows } = await db.query<{ policy_column: string }>(UNINDEXED_POLICY_COLUMNS);
    expect(rows.map((row) => row.policy_column)).toEqual([]);
  });
});

describe('organization data', () => {
  const db = databaseSuite(openPgliteDb);

  // A thousand companies in one database: every organization's read starts from its own rows, never a scan.
  it('has an index led by organization_id in every table that has the column', async () => {
    const { rows } = await db.query<{ table_name: string }>(TABLES_WITHOUT_ORGANIZATION_INDEX);
    expect(rows.map((row) => row.table_name)).toEqual([]);
  });
});

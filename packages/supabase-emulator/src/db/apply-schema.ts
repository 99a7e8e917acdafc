import { readSqlFiles, type Migration } from './sql-files.js';

/** Runs one SQL string (possibly several statements), e.g. `(sql) => pgClient.query(sql)`. */
export type ExecSql = (sql: string) => Promise<unknown>;

/** A dollar-quote tag that does not occur in `text`, so any migration can be embedded verbatim. */
function dollarTag(base: string, text: string): string {
  let tag = `$${base}$`;
  for (let i = 1; text.includes(tag); i++) tag = `$${base}_${i}$`;
  return tag;
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * One statement that applies a migration unless schema_migrations already lists it, and records it, the
 * way `supabase migration up` does. Deciding inside the database keeps this independent of what `exec`
 * returns, so it works the same with PGlite and node-postgres.
 */
export function guardedMigration(m: Migration): string {
  const body = dollarTag('aide_migration_sql', m.sql);
  const outer = dollarTag('aide_migration', m.sql + body);
  return `do ${outer}
begin
  if not exists (select 1 from supabase_migrations.schema_migrations where version = ${literal(m.version)}) then
    execute ${body}${m.sql}${body};
    insert into supabase_migrations.schema_migrations (version, name) values (${literal(m.version)}, ${literal(m.name)});
  end if;
end
${outer};`;
}

/**
 * Brings a database to the repository's schema: platform.sql (what hosted Supabase provides), then every
 * supabase/migrations file not applied yet, then supabase/seed.sql when `seed` is set (the seed is
 * idempotent, but callers normally seed only a new database). A seeded database is analyzed: the embedded one
 * has no autovacuum to do it, and without statistics the planner takes every table for a page of rows and
 * plans nested loops that take minutes over the demo's sales.
 */
export async function applySchema(exec: ExecSql, opts: { seed: boolean }): Promise<void> {
  const files = await readSqlFiles();
  await exec(files.platform);
  for (const migration of files.migrations) {
    try {
      await exec(guardedMigration(migration));
    } catch (error) {
      throw new Error(
        `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  }
  if (opts.seed && files.seed) {
    await exec(files.seed);
    await exec('analyze');
  }
}

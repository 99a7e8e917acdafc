import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findRepoRoot, platformSqlPath } from '../paths.js';

export interface Migration {
  /** The timestamp prefix, as the Supabase CLI records it in schema_migrations. */
  version: string;
  name: string;
  sql: string;
}

export interface SqlFiles {
  platform: string;
  migrations: Migration[];
  /** supabase/seed.sql, or null when the project has none. */
  seed: string | null;
}

const MIGRATION_FILE = /^(\d+)_([\w.-]+)\.sql$/;

/** Reads platform.sql and the repository's supabase/ folder, migrations in version order. */
export async function readSqlFiles(): Promise<SqlFiles> {
  const supabaseDir = join(findRepoRoot(), 'supabase');
  const migrationsDir = join(supabaseDir, 'migrations');
  const names = (await readdir(migrationsDir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const migrations = await Promise.all(
    names.map(async (file) => {
      const [, version = '', name = ''] = MIGRATION_FILE.exec(file) ?? [];
      return { version, name, sql: await readFile(join(migrationsDir, file), 'utf8') };
    }),
  );
  const seedPath = join(supabaseDir, 'seed.sql');
  return {
    platform: await readFile(platformSqlPath, 'utf8'),
    migrations,
    seed: existsSync(seedPath) ? await readFile(seedPath, 'utf8') : null,
  };
}

/** A short fingerprint of every SQL input; names the cached snapshot built from them. */
export function fingerprint(files: SqlFiles, extra: string): string {
  const hash = createHash('sha256').update(extra).update('\0').update(files.platform);
  for (const m of files.migrations) hash.update(`\0${m.version}_${m.name}\0${m.sql}`);
  hash.update(`\0${files.seed ?? ''}`);
  return hash.digest('hex').slice(0, 16);
}

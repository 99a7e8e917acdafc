import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { findRepoRoot } from '../paths.js';
import { applySchema } from './apply-schema.js';
import { fingerprint, readSqlFiles } from './sql-files.js';

export interface OpenDatabaseOptions {
  /** Where the database persists; in memory when absent (tests). */
  dataDir?: string;
}

const extensions = { pgcrypto };
const pgliteVersion = 'pglite-0.5';

const exec = (db: PGlite) => (sql: string) => db.exec(sql);

/**
 * Opens the embedded database at the repository's schema. A new database (in memory, or an empty dataDir)
 * starts from a cached migrated+seeded snapshot, built once per version of the SQL files; an existing
 * dataDir only gets the migrations it has not applied yet and is never re-seeded.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<PGlite> {
  const { dataDir } = opts;
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) {
    const db = await PGlite.create({ dataDir, extensions });
    await applySchema(exec(db), { seed: false });
    return db;
  }
  const files = await readSqlFiles();
  const cacheDir = join(findRepoRoot(), '.data', 'cache');
  const cached = join(cacheDir, `schema-${fingerprint(files, pgliteVersion)}.tar.gz`);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  if (existsSync(cached)) {
    return PGlite.create({ dataDir, extensions, loadDataDir: new Blob([await readFile(cached)]) });
  }

  // No snapshot for these SQL files yet: build the database the slow way and keep a snapshot of it.
  const db = await PGlite.create({ dataDir, extensions });
  try {
    await applySchema(exec(db), { seed: true });
    await saveSnapshot(db, cacheDir, cached);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function saveSnapshot(db: PGlite, cacheDir: string, file: string): Promise<void> {
  const snapshot = await db.dumpDataDir('gzip');
  await mkdir(cacheDir, { recursive: true });
  await removeStaleSnapshots(cacheDir);
  // Parallel test workers may build it at the same time: write aside, then rename atomically.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partial, file);
}

async function removeStaleSnapshots(cacheDir: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    if (/^schema-[0-9a-f]+\.tar\.gz$/.test(name)) await rm(join(cacheDir, name), { force: true });
  }
}

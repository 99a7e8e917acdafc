import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { findRepoRoot } from '../paths.js';
import { applySchema } from './apply-schema.js';
import { growMemoryFilesInPlace } from './memory-files.js';
import { fingerprint, readSqlFiles } from './sql-files.js';
import { takeTurnsWithIo } from './take-turns.js';

export interface OpenDatabaseOptions {
  /** Where the database persists; in memory when absent (tests). */
  dataDir?: string;
}

// pg_trgm: trigram indexes behind the workspace's substring search (hosted Supabase ships it too).
const extensions = { pgcrypto, pg_trgm };

/**
 * Server settings of the embedded database only (the command line, so nothing is written into a data
 * directory). One statement runs at a time here, so a larger work_mem cannot multiply across connections: a
 * 100,000-row import keeps its parsed file, its hash of stored emails and the rows its statement triggers see
 * in memory instead of temporary files. New write-ahead log segments are not zero-filled first (fsync is off:
 * there is no crash safety for the zeros to protect, and in memory they were 16 MB written and copied each).
 */
const SETTINGS = { work_mem: '32MB', wal_init_zero: 'off' };
const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
/**
 * A new database's character classes and case mapping (lower(), ILIKE, the trigram indexes' words) come from
 * PostgreSQL's own Unicode tables (the builtin provider's C.UTF-8) rather than the C library's C.UTF-8, which
 * in WebAssembly converts every string to wide characters first: ILIKE over the customer list is about twice
 * as fast, and importing 100,000 customers (their trigrams, lower(name)) about 0.5 s faster. Sorting is
 * unchanged (code point order, as C.UTF-8 everywhere); both case-map by Unicode's simple mappings. A database
 * built before this keeps the C library's.
 */
const initDbStartParams = ['--locale-provider=builtin', '--builtin-locale=C.UTF-8'];
const options = { extensions, startParams, initDbStartParams };

/** Part of the snapshot's name: a data directory only loads into the PGlite build that wrote it. */
function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return (
      JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return 'unknown';
  }
}

const exec = (db: PGlite) => (sql: string) => db.exec(sql);

/**
 * Opens the embedded database at the repository's schema. A new database (in memory, or an empty dataDir)
 * starts from a cached migrated+seeded snapshot, built once per version of the SQL files; an existing
 * dataDir only gets the migrations it has not applied yet and is never re-seeded.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<PGlite> {
  const db = await openMigrated(opts);
  if (!opts.dataDir) growMemoryFilesInPlace(db);
  return takeTurnsWithIo(db);
}

async function openMigrated(opts: OpenDatabaseOptions): Promise<PGlite> {
  const { dataDir } = opts;
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) {
    const db = await PGlite.create({ ...options, dataDir });
    await applySchema(exec(db), { seed: false });
    return db;
  }
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const files = await readSqlFiles();
  const cacheDir = join(findRepoRoot(), '.data', 'cache');
  const build = [pgliteVersion(), ...initDbStartParams, 'analyzed'].join(' ');
  const cached = join(cacheDir, `schema-${fingerprint(files, build)}.tar.gz`);

  const snapshot = await readFile(cached).catch(() => undefined);
  if (snapshot) {
    try {
      return await PGlite.create({ ...options, dataDir, loadDataDir: new Blob([snapshot]) });
    } catch {
      // A damaged snapshot (an interrupted write) is rebuilt below.
      await rm(cached, { force: true });
    }
  }

  // No usable snapshot for these SQL files yet: build the database the slow way, in memory, and keep it.
  const built = await PGlite.create(options);
  try {
    await applySchema(exec(built), { seed: true });
    const dump = await built.dumpDataDir('gzip');
    await saveSnapshot(dump, cacheDir, cached);
    if (!dataDir) return built;
    await built.close();
    return PGlite.create({ ...options, dataDir, loadDataDir: dump });
  } catch (error) {
    if (!built.closed) await built.close();
    throw error;
  }
}

/** Best effort: without a writable cache every new database is simply built the slow way. */
async function saveSnapshot(dump: Blob, cacheDir: string, file: string): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
    await removeStaleSnapshots(cacheDir, basename(file));
    // Parallel test workers may build it at the same time: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch (error) {
    console.warn(`supabase-emulator: could not cache the database snapshot: ${(error as Error).message}`);
  }
}

/** Snapshots of older SQL files are never used again. */
async function removeStaleSnapshots(cacheDir: string, keep: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    if (name !== keep && /^schema-[0-9a-f]+\.tar\.gz$/.test(name))
      await rm(join(cacheDir, name), { force: true });
  }
}

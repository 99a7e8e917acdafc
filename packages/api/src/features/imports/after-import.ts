// What a large import leaves to do once it is committed, done after its answer is sent: the entries its rows
// added to the trigram indexes' pending lists merged into the indexes, and fresh planner statistics.
import type { Db, Queryable } from '../../db/db.js';

/** Imports of at least this many rows defer their search index work and refresh the statistics after. */
export const LARGE_IMPORT_ROWS = 5000;

/**
 * A large import's new index entries wait in the GIN indexes' pending lists (GIN `fastupdate`) instead of
 * being merged into the indexes row by row inside the import: appending them is about a third cheaper, and
 * the merge, done once afterwards, reads them in one sorted pass. The default limit (4 MB) would merge every
 * few thousand rows inside the statement; this one holds a whole 100,000-row file (about 90 MB of entries for
 * the customer list). Searches stay correct meanwhile: a GIN scan reads the pending list too.
 */
const PENDING_LIST_LIMIT = '256MB';

export async function deferSearchIndexMerge(tx: Queryable, rows: number): Promise<void> {
  if (rows >= LARGE_IMPORT_ROWS) await tx.query(`set local gin_pending_list_limit = '${PENDING_LIST_LIMIT}'`);
}

/** The GIN indexes of a table have their pending entries merged (a no-op for an empty pending list). */
const MERGE_PENDING = `select pg_catalog.gin_clean_pending_list(i.indexrelid::regclass)
   from pg_catalog.pg_index i
   join pg_catalog.pg_class c on c.oid = i.indexrelid
   join pg_catalog.pg_am am on am.oid = c.relam
  where i.indrelid = $1::regclass and am.amname = 'gin'`;

const queued = new WeakMap<Db, Promise<void>>();

/**
 * After a large import committed, without keeping its request waiting: the pending index entries merged
 * (searches then read the index alone again) and the tables analyzed, since the next search's plan depends on
 * how many rows match (the embedded database has no autovacuum at all, PostgreSQL's would come later). One
 * database's maintenance runs one after the other, so two imports never analyze the same table at once.
 */
export function maintainAfterImport(
  db: Db,
  tables: readonly string[],
  onError: (error: Error) => void,
): void {
  const run = async () => {
    for (const table of tables) {
      await db.query(MERGE_PENDING, [table]);
      await db.query(`analyze ${table}`);
    }
  };
  const next = (queued.get(db) ?? Promise.resolve()).then(run).catch((error: Error) => onError(error));
  queued.set(db, next);
}

/** Resolves once the maintenance started so far is done (the server waits for it when it closes). */
export function importMaintenanceDone(db: Db): Promise<void> {
  return queued.get(db) ?? Promise.resolve();
}

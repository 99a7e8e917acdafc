import PgBoss from 'pg-boss';
import type { Queryable } from '../db/db.js';

/** Where pg-boss keeps its tables; it creates and upgrades the schema itself on start. */
export const JOBS_SCHEMA = 'aide_jobs';

/** The embedded database: PGlite runs pg-boss's multi-statement scripts through `exec`. */
export interface PGliteForJobs {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

export type JobDatabase = { connectionString: string; poolSize?: number } | { pglite: PGliteForJobs };

/** pg-boss's executor over one of our transactions, so a job is queued only if the transaction commits. */
export const inTransaction = (tx: Queryable): PgBoss.Db => ({
  executeSql: (text, values) => tx.query(text, values),
});

/** pg-boss statements in flight on each embedded queue (see jobQueriesSettled). */
const inFlight = new WeakMap<PgBoss, { count: number }>();

function executorOf(pglite: PGliteForJobs, counter: { count: number }): PgBoss.Db {
  return {
    async executeSql(text, values) {
      counter.count += 1;
      try {
        if (values?.length) return await pglite.query(text, values);
        // Scripts without parameters (schema upgrades, locked maintenance) may hold several statements.
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      } finally {
        counter.count -= 1;
      }
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `timeoutMs`) until a stopped embedded queue has no statement in flight for a moment: a worker
 * that was fetching when it was told to stop then sees the stop and ends while its database is still open,
 * instead of waiting on a closed one (pg-boss would poll for it after the process moved on).
 */
export async function jobQueriesSettled(boss: PgBoss, timeoutMs = 5_000): Promise<void> {
  const counter = inFlight.get(boss);
  if (!counter) return;
  const until = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    await pause(20);
    quiet = counter.count === 0 ? quiet + 1 : 0;
  }
}

/**
 * The job queue every API process holds (to queue work) and every worker uses (to run it): pg-boss on the
 * same PostgreSQL as the data, or on the embedded PGlite. Started here: schema ready, queues created.
 */
export async function startJobQueue(database: JobDatabase, onError: (error: Error) => void): Promise<PgBoss> {
  const counter = { count: 0 };
  const options: PgBoss.ConstructorOptions =
    'pglite' in database
      ? { db: executorOf(database.pglite, counter) }
      : { connectionString: database.connectionString, max: database.poolSize ?? 4 };
  const boss = new PgBoss({ ...options, schema: JOBS_SCHEMA });
  if ('pglite' in database) inFlight.set(boss, counter);
  boss.on('error', onError);
  await boss.start();
  return boss;
}

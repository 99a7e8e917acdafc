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

function executorOf(pglite: PGliteForJobs): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      // Scripts without parameters (schema upgrades, locked maintenance) may hold several statements.
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * The job queue every API process holds (to queue work) and every worker uses (to run it): pg-boss on the
 * same PostgreSQL as the data, or on the embedded PGlite. Started here: schema ready, queues created.
 */
export async function startJobQueue(database: JobDatabase, onError: (error: Error) => void): Promise<PgBoss> {
  const options: PgBoss.ConstructorOptions =
    'pglite' in database
      ? { db: executorOf(database.pglite) }
      : { connectionString: database.connectionString, max: database.poolSize ?? 4 };
  const boss = new PgBoss({ ...options, schema: JOBS_SCHEMA });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

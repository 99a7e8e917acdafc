import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/db.js';
import { errorBodySchema } from '../http/error-body.js';
import type { ApiInstance } from '../http/api-instance.js';

/**
 * The newest migration this build was made with: the newest file of supabase/migrations next to the package
 * (the repository in development, /app/supabase/migrations in the image), if found.
 */
function expectedMigration(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    try {
      const versions = readdirSync(path.join(dir, 'supabase', 'migrations'))
        .map((file) => /^(\d+)_.*\.sql$/.exec(file)?.[1])
        .filter((version): version is string => !!version)
        .sort();
      return versions.at(-1) ?? null;
    } catch {
      dir = path.dirname(dir);
    }
  }
  return null;
}

/** No schema or no table: the database answers but was never migrated the Supabase way. */
const NO_MIGRATIONS_TABLE = new Set(['3F000', '42P01']);

/**
 * Where the database stands against this build's migrations, or null when it is fine. Both a hosted project
 * (`supabase db push`) and the embedded and test databases (the emulator's applySchema) record the applied
 * versions in supabase_migrations.schema_migrations. A database ahead of this build is fine: migrations are
 * applied before the replicas are upgraded, and a rolled-back replica keeps serving.
 */
async function migrationProblem(db: Db, expected: string | null): Promise<string | null> {
  let applied: { newest: string | null; has_expected: boolean } | undefined;
  try {
    const { rows } = await db.query<{ newest: string | null; has_expected: boolean }>(
      `select max(version) as newest, coalesce(bool_or(version = $1), false) as has_expected
         from supabase_migrations.schema_migrations`,
      [expected ?? ''],
    );
    applied = rows[0];
  } catch (error) {
    if (!NO_MIGRATIONS_TABLE.has(String((error as { code?: unknown }).code))) throw error;
    return 'The database has no migrations table (supabase_migrations.schema_migrations): apply the migrations with `supabase db push`.';
  }
  const newest = applied?.newest ?? null;
  if (!expected || applied?.has_expected) return null;
  if (!newest) return `The database has no migrations applied; this build needs ${expected}.`;
  return newest < expected
    ? `The database is at migration ${newest}; this build needs ${expected}.`
    : `The database lacks migration ${expected} of this build (its newest is ${newest}).`;
}

const okSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', const: 'ok' } },
} as const;

export interface ReadinessOptions {
  db: Db;
  /** Whether this process's job worker runs; absent when the process runs none (a separate worker does). */
  workerRunning?: (() => boolean) | null;
}

/**
 * /healthz: the process answers, without touching the database (liveness: restart it when this fails).
 * /readyz: it can serve (readiness: send it traffic): the database answers and has this build's
 * migrations, and its job worker runs. A 503 names what is not ready.
 */
export function registerHealthz(app: ApiInstance, { db, workerRunning }: ReadinessOptions): void {
  const expected = expectedMigration();
  if (!expected) app.log.warn('supabase/migrations not found: /readyz does not check the migration version');

  app.get('/healthz', { schema: { tags: ['operations'], response: { 200: okSchema } } }, () =>
    Promise.resolve({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: okSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      const notReady = (message: string) => reply.code(503).send({ error: 'not_ready', message });
      let problem: string | null;
      try {
        problem = await migrationProblem(db, expected);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return notReady('The database is not reachable.');
      }
      if (problem) return notReady(problem);
      if (workerRunning && !workerRunning()) return notReady('The background job worker is not running.');
      return { status: 'ok' as const };
    },
  );
}

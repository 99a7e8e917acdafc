import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { errorBodySchema } from '../http/error-body.js';

/** The newest migration this build was made with (supabase/migrations next to the package), if found. */
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
 * /healthz: the process answers (liveness: restart it when this fails). /readyz: it can serve (readiness: send
 * it traffic): the database answers and has this build's migrations, and its job worker runs.
 */
export function registerHealthz(app: FastifyInstance, { db, workerRunning }: ReadinessOptions): void {
  const migration = expectedMigration();

  app.get('/healthz', { schema: { tags: ['operations'], response: { 200: okSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: okSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      const notReady = (message: string) => reply.code(503).send({ error: 'not_ready', message });
      let applied: string | null;
      try {
        const { rows } = await db.query<{ version: string | null }>(
          'select max(version) as version from supabase_migrations.schema_migrations',
        );
        applied = rows[0]?.version ?? null;
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable or not migrated');
        return notReady('The database is not reachable, or has no migrations applied.');
      }
      // A database ahead of this build is fine (migrations are applied before the replicas are upgraded).
      if (migration && (applied ?? '') < migration) {
        return notReady(`The database is at migration ${applied ?? 'none'}; this build needs ${migration}.`);
      }
      if (workerRunning && !workerRunning()) return notReady('The background job worker is not running.');
      return { status: 'ok' };
    },
  );
}

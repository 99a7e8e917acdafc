import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.js';
import { readFromReplica } from '../db/replicated-db.js';
import type { ApiInstance } from './api-instance.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route only reads, and its reader may see the state of a moment ago: with DATABASE_READ_URL set it
     * reads from the replica, except for a session that wrote through the API within the last few seconds.
     */
    readReplica?: boolean;
  }
}

export interface ReadReplicaOptions {
  /** Whether `db` has a replica at all (DATABASE_READ_URL); without one nothing is recorded or routed. */
  enabled: boolean;
  /** How long after a write a session keeps reading from the primary (its own change is there at once). */
  readYourWritesSeconds: number;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sessionOf = (request: FastifyRequest): string | null => {
  const session = request.user?.session_id;
  return typeof session === 'string' ? session : null;
};

/**
 * Routes with `config: { readReplica: true }` read from the replica; a session that wrote recently reads from
 * the primary instead (read-your-writes), whichever API replica it reaches next, because the time of its last
 * write is kept in the primary (aide_private.session_writes), not in this process.
 */
export function registerReadReplica(app: ApiInstance, db: Db, options: ReadReplicaOptions): void {
  if (!options.enabled) return;

  app.addHook('preHandler', (request, _reply, done) => {
    const session = sessionOf(request);
    if (!request.routeOptions.config.readReplica || !session) {
      done();
      return;
    }
    db.query<{ recent: boolean }>(
      `select exists (select 1 from aide_private.session_writes
                       where session_id = $1::uuid and written_at > now() - make_interval(secs => $2)) as recent`,
      [session, options.readYourWritesSeconds],
    ).then(
      ({ rows }) => (rows[0]?.recent ? done() : readFromReplica(done)),
      // Unsure whether this session wrote: the primary is always right.
      () => done(),
    );
  });

  app.addHook('onResponse', async (request, reply) => {
    const session = sessionOf(request);
    if (!session || READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 400) return;
    await db
      .query(
        `insert into aide_private.session_writes (session_id, written_at) values ($1::uuid, now())
         on conflict (session_id) do update set written_at = excluded.written_at`,
        [session],
      )
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not record the session write'));
  });
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { errorBodySchema } from '../http/error-body.js';

/** Liveness plus a database round trip, so a load balancer takes out an instance that lost its database. */
export function registerHealthz(app: FastifyInstance, db: Db): void {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status'],
            properties: { status: { type: 'string', const: 'ok' } },
          },
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await db.query('select 1');
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ error: 'unavailable', message: 'The database is not reachable.' });
      }
    },
  );
}

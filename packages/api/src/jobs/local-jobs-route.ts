import type { preValidationAsyncHookHandler } from 'fastify';
import type PgBoss from 'pg-boss';
import { QUEUE } from './queues.js';
import type { ApiInstance } from '../http/api-instance.js';

/** The recurring jobs a local user may run now instead of waiting for their schedule. */
const RUNNABLE = [QUEUE.erpSyncDue, QUEUE.customerStats, QUEUE.customerStatsDaily];

/**
 * POST /api/local/jobs/:queue (embedded backend only): queues a recurring job now, e.g. the ERP scan with
 * `{ "all": true }` to sync every connected ERP as the schedule would (its runs show as "Schedule" in the
 * sync history). Production runs these on their schedule only.
 */
export function registerLocalJobsRoute(
  app: ApiInstance,
  jobs: PgBoss,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.post(
    '/api/local/jobs/:queue',
    {
      preValidation: authenticate,
      schema: {
        tags: ['local'],
        summary: 'Run a recurring job now (embedded backend only)',
        params: {
          type: 'object',
          required: ['queue'],
          properties: { queue: { type: 'string', enum: RUNNABLE } },
        },
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { all: { type: 'boolean' } },
        },
        response: {
          202: { type: 'object', required: ['queued'], properties: { queued: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      await jobs.send(request.params.queue, request.body ?? {});
      return reply.code(202).send({ queued: request.params.queue });
    },
  );
}

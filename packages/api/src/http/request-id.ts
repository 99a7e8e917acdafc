import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { ApiInstance } from './api-instance.js';

const CALLER_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Every request has an id: the caller's `x-request-id` (a load balancer's or the browser's) when it is a
 * sane token, else a new UUID. It is on every log line (`reqId`), in the `x-request-id` answer header
 * and in every error body, so a user's report finds its log lines.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId'> = {
  genReqId: (request) => {
    const given = request.headers['x-request-id'];
    const id = Array.isArray(given) ? given[0] : given;
    return id && CALLER_ID.test(id) ? id : randomUUID();
  },
};

/** The id in every answer's `x-request-id` header and in every JSON error body (`request_id`). */
export function attachRequestId(app: ApiInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null || !('error' in payload)) {
      return payload;
    }
    return { ...payload, request_id: request.id };
  });
}

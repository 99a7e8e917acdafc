import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendGatewayError } from '../http/gateway.js';
import { resolveCaller, type Caller } from './caller.js';
import type { RestContext, RestRequest } from './context.js';
import { requestSchema, requireRelation } from './profile.js';
import { parseRestQuery } from './query-params.js';
import { readRows } from './read.js';
import { RestError, toRestError } from './rest-error.js';
import { callFunction } from './rpc.js';
import { deleteRows, insertRows, updateRows } from './write.js';

type TableHandler = (ctx: RestContext, req: RestRequest, reply: FastifyReply) => Promise<unknown>;

/** PostgREST under /rest/v1: tables and views of the exposed schemas, and rpc/<function>. */
export function registerRestRoutes(app: FastifyInstance, ctx: RestContext): void {
  /** Common frame: gateway and JWT checks, then the handler; every failure becomes a PostgREST error body. */
  const serve =
    (work: (caller: Caller, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      let authenticated = false;
      try {
        const resolved = await resolveCaller(request, ctx.key);
        if (!resolved.ok) return sendGatewayError(reply, resolved.gateway);
        authenticated = resolved.caller.role !== 'anon';
        return await work(resolved.caller, request, reply);
      } catch (error) {
        const restError = toRestError(error, authenticated);
        if (restError.status >= 500) request.log.error(error);
        if (restError.status === 401 && restError.code.startsWith('PGRST30')) {
          reply.header(
            'www-authenticate',
            `Bearer error="invalid_token", error_description="${restError.message}"`,
          );
        }
        return reply.code(restError.status).type('application/json; charset=utf-8').send(restError.body());
      }
    };

  const table = (handler: TableHandler) =>
    serve(async (caller, request, reply) => {
      const { name } = request.params as { name: string };
      const schema = requestSchema(ctx, request, reply);
      const query = parseRestQuery(new URL(request.url, 'http://local').searchParams);
      return handler(ctx, { request, caller, table: await requireRelation(ctx, schema, name), query }, reply);
    });

  const rpc = serve(async (caller, request, reply) => {
    const { name } = request.params as { name: string };
    return callFunction(ctx, request, reply, caller, requestSchema(ctx, request, reply), name);
  });

  app.get('/rest/v1/rpc/:name', rpc);
  app.post('/rest/v1/rpc/:name', rpc);
  app.get('/rest/v1/:name', table(readRows));
  app.post('/rest/v1/:name', table(insertRows));
  app.patch('/rest/v1/:name', table(updateRows));
  app.delete('/rest/v1/:name', table(deleteRows));
  app.put(
    '/rest/v1/:name',
    serve(() =>
      Promise.reject(
        new RestError(
          405,
          'PGRST105',
          'PUT is not supported by the local emulator; use POST with Prefer: resolution=merge-duplicates',
        ),
      ),
    ),
  );
}

// Types the OpenAPI fields (tags, summary) of route schemas.
import type {} from '@fastify/swagger';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { idParams } from '../../http/schema-fragments.js';
import { withOutboundWorkspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

export const connectionErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;

/** A connection row as the routes answer it: its connected_at as ISO 8601. */
export const connectionJson = <R extends { connected_at: Date | string }>(row: R) => ({
  ...row,
  connected_at: new Date(row.connected_at).toISOString(),
});

export interface ConnectionCollection {
  /** e.g. /api/email_connections (the item route is `${path}/:id`). */
  path: string;
  /** The organization's table (organization_id, id, connected_at). */
  table: 'email_connections' | 'social_connections';
  columns: string;
  orderBy: string;
  itemSchema: Record<string, unknown>;
  listSummary: string;
  removeSummary: string;
  /** The 404's message for an id outside the organization. */
  notFound: string;
}

/**
 * GET `path` (the organization's connections, never their secrets) and DELETE `path/:id`, for every kind of
 * connection an outbound organization keeps (mailboxes, social profiles).
 */
export function registerConnectionCollection(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
  collection: ConnectionCollection,
): void {
  app.get(
    collection.path,
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: collection.listSummary,
        response: {
          200: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array', items: collection.itemSchema } },
          },
          ...connectionErrors,
        },
      },
    },
    async (request) => {
      const rows = await withOutboundWorkspace(db, callerOf(request), async (tx, member) => {
        const result = await tx.query<{ connected_at: Date | string }>(
          `select ${collection.columns} from public.${collection.table}
            where organization_id = $1 order by ${collection.orderBy}`,
          [member.organizationId],
        );
        return result.rows;
      });
      return { items: rows.map(connectionJson) };
    },
  );

  app.delete(
    `${collection.path}/:id`,
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: collection.removeSummary,
        params: idParams,
        response: {
          204: { type: 'null', description: 'Removed' },
          ...connectionErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const deleted = await withOutboundWorkspace(db, callerOf(request), async (tx, member) => {
        const result = await tx.query<{ id: string }>(
          `delete from public.${collection.table} where id = $1 and organization_id = $2 returning id`,
          [request.params.id, member.organizationId],
        );
        return result.rows.length;
      });
      if (!deleted) throw new HttpError(404, 'not_found', collection.notFound);
      return reply.code(204).send();
    },
  );
}

// Types the OpenAPI fields (tags, summary) of route schemas.
import type {} from '@fastify/swagger';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db.js';
import { callerOf } from '../http/authenticate.js';
import { errorBodySchema } from '../http/error-body.js';
import { HttpError } from '../http/error-handler.js';
import { UUID_PATTERN } from '../http/validation-message.js';
import { withOutboundWorkspace } from '../workspace/with-workspace.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;

const connectionSchema = {
  type: 'object',
  required: ['id', 'provider', 'email', 'status', 'connected_at'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    provider: { type: 'string', enum: ['google', 'microsoft'] },
    email: { type: 'string' },
    status: { type: 'string', enum: ['connected', 'disconnected'] },
    connected_at: { type: 'string', format: 'date-time' },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

interface ConnectionRow {
  id: string;
  provider: string;
  email: string;
  status: string;
  connected_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The organization's connected mailboxes (never the grant) and their removal. */
export function registerEmailConnectionsRoutes(
  app: FastifyInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/email_connections',
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: "The organization's connected mailboxes",
        response: {
          200: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array', items: connectionSchema } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const rows = await withOutboundWorkspace(db, caller, async (tx, member) => {
        const result = await tx.query<ConnectionRow>(
          `select id, provider, email, status, connected_at from public.email_connections
            where organization_id = $1 order by connected_at desc, email`,
          [member.organizationId],
        );
        return result.rows;
      });
      return { items: rows.map((row) => ({ ...row, connected_at: iso(row.connected_at) })) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/email_connections/:id',
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: 'Disconnect a mailbox (its stored grant is deleted)',
        params: idParams,
        response: { 204: { type: 'null', description: 'Disconnected' }, ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const deleted = await withOutboundWorkspace(db, caller, async (tx, member) => {
        const result = await tx.query<{ id: string }>(
          'delete from public.email_connections where id = $1 and organization_id = $2 returning id',
          [request.params.id, member.organizationId],
        );
        return result.rows.length;
      });
      if (!deleted) throw new HttpError(404, 'not_found', 'This mailbox connection does not exist.');
      return reply.code(204).send();
    },
  );
}

// Types the OpenAPI fields (tags, summary) of route schemas.
import type {} from '@fastify/swagger';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { requireOutboundWorkspace, withOutboundWorkspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema } as const;

const employeeSchema = {
  type: 'object',
  required: ['id', 'email', 'provider', 'connected_at'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    provider: { type: ['string', 'null'], enum: ['Google', 'Microsoft', null] },
    connected_at: { type: 'string', format: 'date-time' },
  },
} as const;

interface EmployeeRow {
  id: string;
  email: string;
  provider: 'Google' | 'Microsoft' | null;
  connected_at: Date | string;
}

/** The caller's AI employee mailbox: its address and provider (the token never leaves the server), and removal. */
export function registerAiEmployeeMailboxRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/ai-employee',
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: "The caller's AI employee mailbox (null when none is connected)",
        response: {
          200: {
            type: 'object',
            required: ['employee'],
            properties: { employee: { anyOf: [{ type: 'null' }, employeeSchema] } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await withOutboundWorkspace(db, caller, async (tx, member) => {
        const { rows } = await tx.query<EmployeeRow>(
          `select id, email, email_token_type as provider, updated_at as connected_at from public.ai_employees
            where user_id = $1 and organization_id = $2`,
          [caller.sub, member.organizationId],
        );
        return rows[0];
      });
      return { employee: row ? { ...row, connected_at: new Date(row.connected_at).toISOString() } : null };
    },
  );

  app.delete(
    '/api/ai-employee/mailbox',
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: "Disconnect the caller's AI employee mailbox (address and token are removed)",
        response: {
          204: { type: 'null', description: 'Disconnected (also when none was connected)' },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const member = await requireOutboundWorkspace(db, caller);
      // Browser roles may not write ai_employees (its token column is secret), so the API removes the row
      // itself, limited to the caller's own row in the caller's organization.
      await db.query('delete from public.ai_employees where user_id = $1 and organization_id = $2', [
        caller.sub,
        member.organizationId,
      ]);
      return reply.code(204).send();
    },
  );
}

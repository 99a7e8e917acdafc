import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { registerConnectionCollection } from './organization-connection-routes.js';
import type { ApiInstance } from '../../http/api-instance.js';

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

/** The organization's connected mailboxes (never the grant) and their removal. */
export function registerEmailConnectionsRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  registerConnectionCollection(app, db, authenticate, {
    path: '/api/email_connections',
    table: 'email_connections',
    columns: 'id, provider, email, status, connected_at',
    orderBy: 'connected_at desc, email',
    itemSchema: connectionSchema,
    listSummary: "The organization's connected mailboxes",
    removeSummary: 'Disconnect a mailbox (its stored grant is deleted)',
    notFound: 'This mailbox connection does not exist.',
  });
}

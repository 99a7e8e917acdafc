// Types the OpenAPI fields (tags, summary) of route schemas.
import type {} from '@fastify/swagger';
import type { preValidationAsyncHookHandler } from 'fastify';
import { asUser } from '../../db/as-user.js';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { requireOutboundWorkspace } from '../../workspace/with-workspace.js';
import { parseProfileUrl, SOCIAL_NETWORKS, type SocialNetwork } from './social-profile-url.js';
import {
  connectionErrors,
  connectionJson,
  registerConnectionCollection,
} from './organization-connection-routes.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { closedObject } from '../../http/schema-fragments.js';

const connectionSchema = {
  type: 'object',
  required: ['id', 'network', 'handle', 'profile_url', 'connected_at'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    network: { type: 'string', enum: SOCIAL_NETWORKS },
    handle: { type: 'string' },
    profile_url: { type: 'string' },
    connected_at: { type: 'string', format: 'date-time' },
  },
} as const;

const body = closedObject(['network', 'profile_url'], {
  network: { type: 'string', enum: SOCIAL_NETWORKS },
  profile_url: { type: 'string', minLength: 1, maxLength: 500 },
});

interface ConnectionRow {
  id: string;
  network: SocialNetwork;
  handle: string;
  profile_url: string;
  connected_at: Date | string;
}

const COLUMNS = 'id, network, handle, profile_url, connected_at';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The organization's social profiles: list, add (URL checked against the network), remove. */
export function registerSocialConnectionsRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  registerConnectionCollection(app, db, authenticate, {
    path: '/api/social_connections',
    table: 'social_connections',
    columns: COLUMNS,
    orderBy: 'network, lower(handle)',
    itemSchema: connectionSchema,
    listSummary: "The organization's social profiles",
    removeSummary: 'Remove a social profile',
    notFound: 'This social profile does not exist.',
  });

  app.post(
    '/api/social_connections',
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: 'Add a social profile (the handle is the last segment of the URL)',
        body,
        response: { 201: connectionSchema, ...connectionErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const member = await requireOutboundWorkspace(db, caller);
      const { network } = request.body;
      const parsed = parseProfileUrl(network, request.body.profile_url);
      if (!parsed.ok) throw new HttpError(400, 'invalid_profile_url', parsed.message);
      try {
        const row = await asUser(db, caller, async (tx) => {
          const { rows } = await tx.query<ConnectionRow>(
            `insert into public.social_connections (organization_id, user_id, network, handle, profile_url)
             values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
            [member.organizationId, caller.sub, network, parsed.handle, parsed.profileUrl],
          );
          return rows[0] as ConnectionRow;
        });
        return reply.code(201).send(connectionJson(row));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(
            409,
            'already_connected',
            `${parsed.handle} is already connected for this network.`,
          );
        }
        throw error;
      }
    },
  );
}

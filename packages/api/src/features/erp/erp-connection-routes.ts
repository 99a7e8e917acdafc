import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { idParams } from '../../http/schema-fragments.js';
import { bearerSecurity } from '../../workspace/route-schemas.js';
import { listSchema } from '../../workspace/paging.js';
import { withInboundWorkspace, withWorkspaceAsApi } from '../../workspace/with-workspace.js';
import { disconnectErp, listErpConnections } from './erp-connections.js';
import { requireErpCipher } from './erp-linking.js';
import type { ErpRoutesOptions } from './erp-routes.js';
import { connectionSchema, ERP_TAGS, erpErrors, syncRunSchema, syncRunsQuery } from './erp-schemas.js';
import {
  findSyncTarget,
  finishSyncRun,
  startSyncRun,
  SYNC_RUN_COLUMNS,
  toSyncRunJson,
  type SyncRun,
} from './erp-sync.js';
import type { ApiInstance } from '../../http/api-instance.js';

/** A linked ERP's connections: list, disconnect, sync now and the latest syncs (docs/inbound-api.md). */
export function registerErpConnectionRoutes(app: ApiInstance, options: ErpRoutesOptions): void {
  const { db, authenticate, cipher, merge } = options;
  const requireCipher = () => requireErpCipher(cipher);

  app.get(
    '/integrations/erp/connections',
    {
      preValidation: authenticate,
      schema: {
        tags: ERP_TAGS,
        summary: "The caller's ERP connections, newest first, and whether any is connected",
        security: bearerSecurity,
        response: {
          200: {
            type: 'object',
            required: ['items', 'connected'],
            properties: { items: { type: 'array', items: connectionSchema }, connected: { type: 'boolean' } },
          },
          ...erpErrors,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const items = await withInboundWorkspace(db, caller, async (tx, workspace) => {
        requireCipher();
        return listErpConnections(tx, workspace.organizationId, caller.sub);
      });
      return { items, connected: items.some((item) => item.is_connected) };
    },
  );

  app.post(
    '/integrations/erp/disconnect',
    {
      preValidation: authenticate,
      schema: {
        tags: ERP_TAGS,
        summary: 'Disconnect every connected ERP connection of the caller (idempotent)',
        security: bearerSecurity,
        response: {
          200: {
            type: 'object',
            required: ['disconnected'],
            properties: { disconnected: { type: 'integer' } },
          },
          ...erpErrors,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const disconnected = await withWorkspaceAsApi(db, caller, 'inbound', async (tx, workspace) => {
        requireCipher();
        return disconnectErp(tx, workspace.organizationId, caller.sub);
      });
      return { disconnected };
    },
  );

  app.post(
    '/integrations/erp/connections/:id/sync',
    {
      preValidation: authenticate,
      schema: {
        tags: ERP_TAGS,
        summary: 'Sync a connected ERP connection now (the run is returned finished: succeeded or failed)',
        security: bearerSecurity,
        params: idParams,
        response: { 201: syncRunSchema, ...erpErrors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { target, runId, sealer } = await withWorkspaceAsApi(
        db,
        caller,
        'inbound',
        async (tx, workspace) => {
          const key = requireCipher();
          const found = await findSyncTarget(tx, workspace.organizationId, caller.sub, request.params.id);
          if (!found) throw new HttpError(404, 'not_found', 'This ERP connection does not exist.');
          if (!found.isConnected) {
            throw new HttpError(409, 'not_connected', 'This ERP is not connected. Connect it again to sync.');
          }
          return {
            target: found,
            sealer: key,
            runId: await startSyncRun(tx, workspace.organizationId, found.connectionId, 'manual'),
          };
        },
      );
      const run = await finishSyncRun({ db, cipher: sealer, merge }, target, runId, (error) =>
        request.log.error({ err: error }, 'ERP sync failed'),
      );
      return reply.code(201).send(run);
    },
  );

  app.get(
    '/integrations/erp/sync-runs',
    {
      preValidation: authenticate,
      schema: {
        tags: ERP_TAGS,
        summary: "The latest 50 syncs of the caller's ERP connections (or of one), newest first",
        security: bearerSecurity,
        querystring: syncRunsQuery,
        response: {
          200: listSchema(syncRunSchema),
          ...erpErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const connectionId = request.query.connection_id ?? null;
      const items = await withInboundWorkspace(db, caller, async (tx, workspace) => {
        requireCipher();
        if (connectionId) {
          const { rows } = await tx.query(
            'select 1 from public.erp_connections where id = $1 and organization_id = $2 and user_id = $3',
            [connectionId, workspace.organizationId, caller.sub],
          );
          if (rows.length === 0) throw new HttpError(404, 'not_found', 'This ERP connection does not exist.');
        }
        const { rows } = await tx.query<Parameters<typeof toSyncRunJson>[0]>(
          `select ${SYNC_RUN_COLUMNS.split(', ')
            .map((column) => `r.${column}`)
            .join(', ')}
             from public.erp_sync_runs r
             join public.erp_connections c on c.id = r.erp_connection_id and c.organization_id = r.organization_id
            where r.organization_id = $1 and c.user_id = $2 and ($3::uuid is null or r.erp_connection_id = $3)
            order by r.started_at desc, r.id
            limit 50`,
          [workspace.organizationId, caller.sub, connectionId],
        );
        return rows.map(toSyncRunJson);
      });
      return { items: items satisfies SyncRun[] };
    },
  );
}

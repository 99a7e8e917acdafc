// Types the OpenAPI fields (tags, summary) of route schemas.
import type {} from '@fastify/swagger';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { consumeOnce } from '../integrations/consume-once.js';
import type { MergeConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { callerOf } from '../http/authenticate.js';
import { errorBodySchema } from '../http/error-body.js';
import { HttpError } from '../http/error-handler.js';
import type { TokenCipher } from '../secrets/token-cipher.js';
import {
  requireInboundWorkspace,
  withInboundWorkspace,
  withWorkspaceAsApi,
  type Workspace,
} from '../workspace/with-workspace.js';
import { bearerSecurity } from '../workspace/route-schemas.js';
import {
  CONNECTION_COLUMNS,
  disconnectErp,
  listErpConnections,
  storeErpLink,
  toConnectionJson,
  type ErpConnection,
} from '../erp/erp-connections.js';
import {
  connectionSchema,
  erpErrors,
  idParam,
  linkTokenBody,
  syncRunSchema,
  syncRunsQuery,
  tokenParam,
  type LinkTokenBody,
} from '../erp/erp-schemas.js';
import {
  findSyncTarget,
  finishSyncRun,
  startSyncRun,
  SYNC_RUN_COLUMNS,
  toSyncRunJson,
  type SyncRun,
} from '../erp/erp-sync.js';
import {
  ERP_DISPLAY_NAMES,
  ERP_SYSTEMS,
  isErpSystem,
  MERGE_INTEGRATION_SLUGS,
  systemOfMergeSlug,
  type ErpSystem,
} from '../erp/erp-systems.js';
import {
  InvalidErpTokenError,
  newSandboxAccountToken,
  openLinkToken,
  openPublicToken,
  sealLinkToken,
  sealPublicToken,
} from '../erp/erp-tokens.js';
import {
  createMergeLinkToken,
  exchangeMergePublicToken,
  MergeError,
  MergePublicTokenError,
} from '../erp/merge-client.js';
import { listSchema } from '../workspace/paging.js';

export interface ErpRoutesOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  /** Seals sandbox tokens and encrypts account tokens; without it the ERP routes answer 503. */
  cipher: TokenCipher | null;
  /** Real Merge; null = sandbox mode. */
  merge: MergeConfig | null;
}

const TAGS = ['inbound'];
const INVALID_PUBLIC_TOKEN = 'invalid_public_token';

/** What a connection remembers about how it was linked (stored encrypted in credentials_encrypted). */
interface LinkCredentials {
  link_token: string | null;
  integration: string;
  provider: 'merge' | 'sandbox';
}

/** A linked account, whichever way (Merge or sandbox) it was linked. */
interface LinkedAccount {
  systemType: ErpSystem;
  accountToken: string;
  credentials: LinkCredentials;
  apiEndpoint: string;
}

/** ERP connection through Merge (or its sandbox): docs/inbound-api.md "ERP connection". */
export function registerErpRoutes(app: FastifyInstance, options: ErpRoutesOptions): void {
  const { db, authenticate, cipher, merge } = options;
  const mode = merge ? 'merge' : 'sandbox';

  /** Checked after the caller's plan, so an outbound caller learns nothing about the server's setup. */
  const requireCipher = (): TokenCipher => {
    if (!cipher) {
      throw new HttpError(
        503,
        'not_configured',
        'ERP connections are not configured on this server (TOKEN_ENCRYPTION_KEY is not set).',
      );
    }
    return cipher;
  };
  const inboundCaller = async (request: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request);
    const workspace = await requireInboundWorkspace(db, caller);
    return { caller, workspace, cipher: requireCipher() };
  };

  app.post<{ Body: LinkTokenBody }>(
    '/merge/integrations/create-link-token',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: 'Start linking an ERP: a Merge link token, or a sandbox one without MERGE_API_KEY',
        security: bearerSecurity,
        body: linkTokenBody,
        response: {
          200: {
            type: 'object',
            required: ['link_token', 'mode'],
            properties: {
              link_token: { type: 'string' },
              mode: { type: 'string', enum: ['merge', 'sandbox'] },
            },
          },
          ...erpErrors,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { caller, workspace, cipher: sealer } = await inboundCaller(request);
      const { integration, user } = request.body;
      if (!isErpSystem(integration)) {
        throw new HttpError(
          400,
          'invalid_request',
          `"${integration}" is not a supported ERP system. Choose one of: ${ERP_SYSTEMS.join(', ')}.`,
        );
      }
      if (user.organization.id !== workspace.organizationId) {
        throw new HttpError(403, 'forbidden', 'You can only connect an ERP for your own organization.');
      }
      if (!merge) {
        const linkToken = sealLinkToken(sealer, {
          userId: caller.sub,
          organizationId: workspace.organizationId,
          integration,
        });
        return { link_token: linkToken, mode };
      }
      try {
        const linkToken = await createMergeLinkToken(merge, {
          endUserOriginId: caller.sub,
          organizationName: workspace.organizationName,
          emailAddress: user.email_address,
          integration: MERGE_INTEGRATION_SLUGS[integration],
        });
        return { link_token: linkToken, mode };
      } catch (error) {
        throw unavailable(error);
      }
    },
  );

  app.post<{ Params: { linkToken: string } }>(
    '/merge/sandbox/link/:linkToken/public-token',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: 'Sandbox mode only: approve the sandbox link dialog',
        security: bearerSecurity,
        params: tokenParam('linkToken'),
        response: {
          200: {
            type: 'object',
            required: ['public_token'],
            properties: { public_token: { type: 'string' } },
          },
          ...erpErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { linkToken } = request.params;
      const { caller, workspace, cipher: sealer } = await inboundCaller(request);
      if (merge) {
        throw new HttpError(
          404,
          'not_found',
          'The sandbox link dialog is off: this server links ERPs through Merge.',
        );
      }
      let claims;
      try {
        claims = openLinkToken(sealer, linkToken);
      } catch (error) {
        if (error instanceof InvalidErpTokenError)
          throw new HttpError(400, 'invalid_link_token', error.message);
        throw error;
      }
      if (claims.userId !== caller.sub || claims.organizationId !== workspace.organizationId) {
        throw new HttpError(
          400,
          'invalid_link_token',
          'This ERP connection token belongs to someone else. Please connect again.',
        );
      }
      return {
        public_token: sealPublicToken(sealer, { ...claims, linkToken }),
      };
    },
  );

  app.get<{ Params: { publicToken: string } }>(
    '/integrations/account-token/:publicToken',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Finish linking: exchange the public token on the server, store the account token encrypted, connect and sync',
        security: bearerSecurity,
        params: tokenParam('publicToken'),
        response: {
          200: {
            type: 'object',
            required: ['connection'],
            properties: { connection: connectionSchema },
          },
          ...erpErrors,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { caller, workspace, cipher: sealer } = await inboundCaller(request);
      const { publicToken } = request.params;
      const account = merge
        ? await linkThroughMerge(merge, publicToken)
        : linkInSandbox(sealer, publicToken, caller.sub, workspace);
      const accountTokenEncrypted = sealer.encrypt(account.accountToken);
      const credentialsEncrypted = sealer.encrypt(JSON.stringify(account.credentials));

      const { connection, runId } = await withWorkspaceAsApi(db, caller, 'inbound', async (tx, member) => {
        // A public token is exchanged once: a replay (a second tab, a stolen link) links nothing.
        if (!(await consumeOnce(tx, 'erp-public-token', publicToken))) {
          throw new HttpError(409, 'token_used', 'This link was already used. Connect the ERP again.');
        }
        const stored = await storeErpLink(tx, {
          userId: caller.sub,
          organizationId: member.organizationId,
          systemType: account.systemType,
          connectionName: ERP_DISPLAY_NAMES[account.systemType],
          accountTokenEncrypted,
          publicToken,
          credentialsEncrypted,
          apiEndpoint: account.apiEndpoint,
        });
        return {
          connection: stored,
          runId: await startSyncRun(tx, member.organizationId, stored.id, 'connect'),
        };
      });
      // The first sync's outcome is on its run; a failed one does not undo the connection.
      await finishSyncRun(
        { db, cipher: sealer, merge },
        {
          organizationId: workspace.organizationId,
          connectionId: connection.id,
          accountTokenEncrypted,
          credentialsEncrypted,
        },
        runId,
        (error) => request.log.error({ err: error }, 'ERP sync failed'),
      );
      return { connection: await reloadConnection(workspace, connection) };
    },
  );

  app.get(
    '/integrations/erp/connections',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
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
        tags: TAGS,
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

  app.post<{ Params: { id: string } }>(
    '/integrations/erp/connections/:id/sync',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
        summary: 'Sync a connected ERP connection now (the run is returned finished: succeeded or failed)',
        security: bearerSecurity,
        params: idParam,
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

  app.get<{ Querystring: { connection_id?: string } }>(
    '/integrations/erp/sync-runs',
    {
      preValidation: authenticate,
      schema: {
        tags: TAGS,
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

  /** The connection after its first sync (last_sync_at), read as the caller. */
  async function reloadConnection(workspace: Workspace, fallback: ErpConnection): Promise<ErpConnection> {
    const { rows } = await db.query<Parameters<typeof toConnectionJson>[0]>(
      `select ${CONNECTION_COLUMNS} from public.erp_connections where id = $1 and organization_id = $2`,
      [fallback.id, workspace.organizationId],
    );
    return rows[0] ? toConnectionJson(rows[0]) : fallback;
  }
}

/** Sandbox: the public token is the API's own sealed token, valid only for the caller who approved it. */
function linkInSandbox(
  cipher: TokenCipher,
  publicToken: string,
  userId: string,
  workspace: Workspace,
): LinkedAccount {
  let claims;
  try {
    claims = openPublicToken(cipher, publicToken);
  } catch (error) {
    if (error instanceof InvalidErpTokenError) throw new HttpError(400, INVALID_PUBLIC_TOKEN, error.message);
    throw error;
  }
  if (claims.userId !== userId || claims.organizationId !== workspace.organizationId) {
    throw new HttpError(
      400,
      INVALID_PUBLIC_TOKEN,
      'This ERP connection token belongs to someone else. Please connect again.',
    );
  }
  return {
    systemType: claims.integration,
    accountToken: newSandboxAccountToken(),
    credentials: { link_token: claims.linkToken, integration: claims.integration, provider: 'sandbox' },
    apiEndpoint: 'sandbox',
  };
}

/** Merge: exchange the public token with the API key; the account token never leaves the server. */
async function linkThroughMerge(merge: MergeConfig, publicToken: string): Promise<LinkedAccount> {
  let account;
  try {
    account = await exchangeMergePublicToken(merge, publicToken);
  } catch (error) {
    if (error instanceof MergePublicTokenError) throw new HttpError(400, INVALID_PUBLIC_TOKEN, error.message);
    throw unavailable(error);
  }
  const systemType = systemOfMergeSlug(account.integrationSlug);
  if (!systemType) {
    throw new HttpError(
      502,
      'erp_unavailable',
      `Merge linked ${account.integrationName ?? account.integrationSlug}, which is not one of the supported ERP systems.`,
    );
  }
  return {
    systemType,
    accountToken: account.accountToken,
    // Merge keeps the link token to itself; the integration is the one Merge reports.
    credentials: { link_token: null, integration: account.integrationSlug, provider: 'merge' },
    apiEndpoint: merge.apiUrl,
  };
}

function unavailable(error: unknown): unknown {
  return error instanceof MergeError ? new HttpError(502, 'erp_unavailable', error.message) : error;
}

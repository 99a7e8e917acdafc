// Types the OpenAPI fields (tags, summary) of route schemas.
import type { preValidationAsyncHookHandler } from 'fastify';
import { consumeOnce } from '../integrations/consume-once.js';
import type { MergeConfig } from '../../config.js';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import type { TokenCipher } from '../../secrets/token-cipher.js';
import {
  requireInboundWorkspace,
  withWorkspaceAsApi,
  type Workspace,
} from '../../workspace/with-workspace.js';
import { bearerSecurity } from '../../workspace/route-schemas.js';
import { CONNECTION_COLUMNS, storeErpLink, toConnectionJson, type ErpConnection } from './erp-connections.js';
import { connectionSchema, erpErrors, ERP_TAGS, linkTokenBody, tokenParam } from './erp-schemas.js';
import { finishSyncRun, startSyncRun } from './erp-sync.js';
import { ERP_DISPLAY_NAMES, ERP_SYSTEMS, isErpSystem, MERGE_INTEGRATION_SLUGS } from './erp-systems.js';
import { InvalidErpTokenError, openLinkToken, sealLinkToken, sealPublicToken } from './erp-tokens.js';
import { createMergeLinkToken } from './merge-client.js';
import { registerErpConnectionRoutes } from './erp-connection-routes.js';
import { linkInSandbox, linkThroughMerge, requireErpCipher, unavailable } from './erp-linking.js';
import type { ApiInstance } from '../../http/api-instance.js';

export interface ErpRoutesOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  /** Seals sandbox tokens and encrypts account tokens; without it the ERP routes answer 503. */
  cipher: TokenCipher | null;
  /** Real Merge; null = sandbox mode. */
  merge: MergeConfig | null;
}

/** ERP connection through Merge (or its sandbox): docs/inbound-api.md "ERP connection". */
export function registerErpRoutes(app: ApiInstance, options: ErpRoutesOptions): void {
  const { db, authenticate, cipher, merge } = options;
  const mode = merge ? ('merge' as const) : ('sandbox' as const);

  const requireCipher = () => requireErpCipher(cipher);
  const inboundCaller = async (request: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request);
    const workspace = await requireInboundWorkspace(db, caller);
    return { caller, workspace, cipher: requireCipher() };
  };

  app.post(
    '/merge/integrations/create-link-token',
    {
      preValidation: authenticate,
      schema: {
        tags: ERP_TAGS,
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

  app.post(
    '/merge/sandbox/link/:linkToken/public-token',
    {
      preValidation: authenticate,
      schema: {
        tags: ERP_TAGS,
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

  app.get(
    '/integrations/account-token/:publicToken',
    {
      preValidation: authenticate,
      schema: {
        tags: ERP_TAGS,
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

  /** The connection after its first sync (last_sync_at), read as the caller. */
  registerErpConnectionRoutes(app, options);

  async function reloadConnection(workspace: Workspace, fallback: ErpConnection): Promise<ErpConnection> {
    const { rows } = await db.query<Parameters<typeof toConnectionJson>[0]>(
      `select ${CONNECTION_COLUMNS} from public.erp_connections where id = $1 and organization_id = $2`,
      [fallback.id, workspace.organizationId],
    );
    return rows[0] ? toConnectionJson(rows[0]) : fallback;
  }
}

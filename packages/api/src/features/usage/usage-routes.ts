import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withWorkspaceAsApi } from '../../workspace/with-workspace.js';
import { monthQuerystring, usageSchema } from './usage-schemas.js';
import { currentMonth, loadUsage } from './usage-store.js';

export const USAGE_FOR_ADMINS_MESSAGE = 'Only owners and admins can see the usage of the organization.';

/** GET /api/usage: the caller's organization's usage of a month against its limits (owners and admins). */
export function registerUsageRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/usage',
    {
      preValidation: authenticate,
      schema: {
        tags: ['usage'],
        summary: "Your organization's usage of a month against its limits (owners and admins)",
        querystring: monthQuerystring,
        response: { 200: usageSchema, ...commonErrors, 404: errorBodySchema },
      },
    },
    (request) =>
      withWorkspaceAsApi(db, callerOf(request), null, async (tx, ws) => {
        if (ws.role === 'member') throw new HttpError(403, 'forbidden', USAGE_FOR_ADMINS_MESSAGE);
        const usage = await loadUsage(tx, ws.organizationId, request.query.month ?? currentMonth());
        if (!usage) throw new HttpError(404, 'not_found', 'No such organization.');
        return usage;
      }),
  );
}

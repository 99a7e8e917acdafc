import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db, Queryable } from '../../db/db.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { objectOf } from '../../http/schema-fragments.js';
import { withOperator } from '../platform/operator-access.js';
import { operatorErrors, organizationParams } from '../platform/platform-schemas.js';
import { LIMIT_NAMES, limitsSchema, monthQuerystring, usageSchema } from './usage-schemas.js';
import { currentMonth, loadUsage, type UsageLimits } from './usage-store.js';

const limitsReply = objectOf({
  /** What holds now: the overrides, else the plan's defaults (null: no limit). */
  limits: limitsSchema,
  /** The operator's overrides of this organization (null: the plan's default). */
  overrides: limitsSchema,
  defaults: limitsSchema,
});

const patchBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: Object.fromEntries(
    LIMIT_NAMES.map((name) => [name, { type: ['integer', 'null'], minimum: 0 }]),
  ),
} as const;

const NO_ORGANIZATION = () => new HttpError(404, 'not_found', 'No organization with this id.');

async function readLimits(tx: Queryable, organizationId: string) {
  const columns = LIMIT_NAMES.map((name) => `'${name}', x.${name}`).join(', ');
  const { rows } = await tx.query<Record<'limits' | 'overrides' | 'defaults', UsageLimits | null>>(
    `select (select jsonb_build_object(${columns}) from aide_private.organization_limits_of(o.id) x) as limits,
            (select jsonb_build_object(${columns}) from aide_private.organization_limits x
              where x.organization_id = o.id) as overrides,
            (select jsonb_build_object(${columns}) from aide_private.plan_limits x where x.plan = o.aide_plan)
              as defaults
       from public.aide_organizations o where o.id = $1::uuid`,
    [organizationId],
  );
  const row = rows[0];
  if (!row?.limits || !row.defaults) throw NO_ORGANIZATION();
  const none = Object.fromEntries(LIMIT_NAMES.map((name) => [name, null])) as UsageLimits;
  return { limits: row.limits, overrides: row.overrides ?? none, defaults: row.defaults };
}

/**
 * The operator's view of one organization's usage and limits: GET /platform/organizations/{id}/usage and
 * /limits, and PATCH /limits with any of the five (a number, or null for the plan's default), audited.
 */
export function registerPlatformUsageRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/platform/organizations/:id/usage',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: "An organization's usage of a month against its limits",
        params: organizationParams,
        querystring: monthQuerystring,
        response: { 200: usageSchema, ...operatorErrors, 404: errorBodySchema },
      },
    },
    (request) =>
      withOperator(db, callerOf(request), async (tx) => {
        const usage = await loadUsage(tx, request.params.id, request.query.month ?? currentMonth());
        if (!usage) throw NO_ORGANIZATION();
        return usage;
      }),
  );

  app.get(
    '/platform/organizations/:id/limits',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: "An organization's limits: what holds, the operator's overrides and the plan's defaults",
        params: organizationParams,
        response: { 200: limitsReply, ...operatorErrors, 404: errorBodySchema },
      },
    },
    (request) => withOperator(db, callerOf(request), (tx) => readLimits(tx, request.params.id)),
  );

  app.patch(
    '/platform/organizations/:id/limits',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: "Override any of an organization's limits (null: back to the plan's default)",
        params: organizationParams,
        body: patchBody,
        response: { 200: limitsReply, ...operatorErrors, 404: errorBodySchema },
      },
    },
    (request) =>
      withOperator(db, callerOf(request), async (tx) => {
        await readLimits(tx, request.params.id);
        // The schema's properties are built from LIMIT_NAMES, so the body's type is not inferred from it.
        const body = request.body as Partial<Record<(typeof LIMIT_NAMES)[number], number | null>>;
        const given = LIMIT_NAMES.filter((name) => name in body);
        const values = given.map((name) => body[name] ?? null);
        await tx.query(
          `insert into aide_private.organization_limits (organization_id, ${given.join(', ')})
           values ($1::uuid, ${given.map((_, i) => `$${i + 2}`).join(', ')})
           on conflict (organization_id) do update
              set ${given.map((name) => `${name} = excluded.${name}`).join(', ')}, updated_at = now()`,
          [request.params.id, ...values],
        );
        return readLimits(tx, request.params.id);
      }),
  );
}

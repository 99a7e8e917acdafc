import type { preValidationAsyncHookHandler } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/db.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { JOBS_UNAVAILABLE_MESSAGE } from '../../jobs/queues.js';
import { queueTeamInvitation } from '../../jobs/team-invitation-job.js';
import { answeringRefusals, FieldRefusal, refusalOf } from './field-refusal.js';
import { requireOperator, withOperator } from './operator-access.js';
import {
  deleteOrganizationRows,
  emailIsMemberAnywhere,
  getOrganization,
  insertOrganization,
  listOrganizations,
  updateOrganization,
} from './organizations-store.js';
import {
  createBody,
  deleteBody,
  fieldErrorSchema,
  listQuery,
  NAME_MAX,
  operatorErrors,
  organizationPage,
  organizationParams,
  organizationSchema,
  updateBody,
} from './platform-schemas.js';
import {
  organizationObjects,
  removeObjects,
  STORAGE_UNAVAILABLE_MESSAGE,
  type PlatformStorage,
} from './platform-storage.js';

export interface PlatformRouteOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  /** The owner's invitation goes out through the team invitation job; without a queue, creating answers 503. */
  jobs: PgBoss | null;
  /** Storage with the service role (deleting and exporting an organization's files); null without the key. */
  storage: PlatformStorage | null;
}

const NAME_MESSAGE = `Give the organization a name of 1 to ${NAME_MAX} characters.`;
export const FIELD_MESSAGES = {
  name: NAME_MESSAGE,
  plan: 'The plan must be outbound or inbound.',
  owner_email: "The owner's email must be a valid email address.",
  status: 'The status must be active or suspended.',
  confirm_name: "Type the organization's name to confirm.",
};
export const OWNER_ELSEWHERE_MESSAGE =
  'This email already belongs to a member of another organization. Choose another owner.';
export const CONFIRM_NAME_MESSAGE = "The name typed does not match the organization's name.";

const withRefusals = { ...operatorErrors, 404: errorBodySchema, 422: fieldErrorSchema } as const;

/**
 * The life of a customer company, for platform operators (docs/platform.md): list, create with an invited
 * owner, change plan, suspend and restore, delete. Every route checks the operator on the server.
 */
export function registerOrganizationRoutes(
  app: ApiInstance,
  { db, authenticate, jobs, storage }: PlatformRouteOptions,
): void {
  app.get(
    '/platform/organizations',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: 'Every organization, paged: plan, status, members, owner, latest sign-in (operators)',
        querystring: listQuery,
        response: { 200: organizationPage, ...operatorErrors },
      },
    },
    (request) => withOperator(db, callerOf(request), (tx) => listOrganizations(tx, request.query)),
  );

  app.get(
    '/platform/organizations/:id',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: 'One organization (operators)',
        params: organizationParams,
        response: { 200: organizationSchema, ...operatorErrors, 404: errorBodySchema },
      },
    },
    (request) => withOperator(db, callerOf(request), (tx) => getOrganization(tx, request.params.id)),
  );

  app.post(
    '/platform/organizations',
    {
      preValidation: authenticate,
      attachValidation: true,
      schema: {
        tags: ['platform'],
        summary: 'Create an organization; its owner is invited by email (operators)',
        description:
          'The owner becomes a pending member with role owner and gets the invitation email through the ' +
          'invitation job (an address with an account of no organization is linked at once). Refused with ' +
          '422 naming the field, and nothing written: an unknown plan, an empty or too long name, an email ' +
          'that belongs to a member of another organization.',
        body: createBody,
        response: { 201: organizationSchema, ...withRefusals, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await requireOperator(db, caller);
      return answeringRefusals(reply, async () => {
        if (request.validationError) throw refusalOf(request.validationError, FIELD_MESSAGES);
        const name = request.body.name.trim();
        if (!name) throw new FieldRefusal('name', NAME_MESSAGE);
        if (!jobs) throw new HttpError(503, 'jobs_unavailable', JOBS_UNAVAILABLE_MESSAGE);
        const created = await withOperator(db, caller, async (tx) => {
          if (await emailIsMemberAnywhere(tx, request.body.owner_email)) {
            throw new FieldRefusal('owner_email', OWNER_ELSEWHERE_MESSAGE);
          }
          const organization = await insertOrganization(tx, {
            name,
            plan: request.body.plan,
            ownerEmail: request.body.owner_email,
          });
          if (!organization.ownerLinked) await queueTeamInvitation(jobs, tx, organization.ownerMemberId);
          return getOrganization(tx, organization.id);
        });
        return reply.code(201).send(created);
      });
    },
  );

  app.patch(
    '/platform/organizations/:id',
    {
      preValidation: authenticate,
      attachValidation: true,
      schema: {
        tags: ['platform'],
        summary: 'Change the plan, or suspend and restore an organization (operators)',
        description:
          "A new plan takes effect on the members' next navigation; the other plan's data is kept. While " +
          'suspended, members see a suspended page, the API answers 403 organization_suspended, row-level ' +
          'security refuses their reads and writes, and jobs skip the organization. Restoring gives everything ' +
          'back.',
        params: organizationParams,
        body: updateBody,
        response: { 200: organizationSchema, ...withRefusals },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await requireOperator(db, caller);
      return answeringRefusals(reply, async () => {
        if (request.validationError) throw refusalOf(request.validationError, FIELD_MESSAGES);
        return withOperator(db, caller, async (tx) => {
          await updateOrganization(tx, request.params.id, request.body);
          return getOrganization(tx, request.params.id);
        });
      });
    },
  );

  app.delete(
    '/platform/organizations/:id',
    {
      preValidation: authenticate,
      attachValidation: true,
      schema: {
        tags: ['platform'],
        summary: "Delete an organization, all its data and files, and its members' accounts (operators)",
        description:
          "`confirm_name` must be the organization's name. Removes every Storage object of the organization, " +
          'every row of every table with its organization_id, and the accounts of its members that belong to ' +
          'no other organization (their sessions end at once). The audit log keeps the record of it.',
        params: organizationParams,
        body: deleteBody,
        response: { 204: { type: 'null' }, ...withRefusals, 502: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await requireOperator(db, caller);
      return answeringRefusals(reply, async () => {
        if (request.validationError) throw refusalOf(request.validationError, FIELD_MESSAGES);
        const { id } = request.params;
        const organization = await withOperator(db, caller, (tx) => getOrganization(tx, id));
        if (request.body.confirm_name.trim() !== organization.name) {
          throw new FieldRefusal('confirm_name', CONFIRM_NAME_MESSAGE);
        }
        await removeOrganizationFiles(db, storage, id);
        await withOperator(db, caller, (tx) => deleteOrganizationRows(tx, id));
        // A file added while the rows were going has no organization left to be read by: removed too.
        await removeOrganizationFiles(db, storage, id).catch((error: unknown) =>
          request.log.warn({ err: error }, 'files added during the deletion were left behind'),
        );
        return reply.code(204).send();
      });
    },
  );
}

async function removeOrganizationFiles(db: Db, storage: PlatformStorage | null, id: string): Promise<void> {
  const objects = await organizationObjects(db, id);
  if (objects.length === 0) return;
  if (!storage) throw new HttpError(503, 'storage_unavailable', STORAGE_UNAVAILABLE_MESSAGE);
  await removeObjects(storage, objects);
}

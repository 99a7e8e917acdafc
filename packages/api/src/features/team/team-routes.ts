import type { preValidationAsyncHookHandler } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/db.js';
import { returnToApiRole } from '../../db/as-user.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import {
  closedObject,
  dateTimeString,
  nullableDateTime,
  nullableString,
  objectOf,
  uuidString,
} from '../../http/schema-fragments.js';
import { UUID_PATTERN } from '../../http/validation-message.js';
import { JOBS_UNAVAILABLE_MESSAGE } from '../../jobs/queues.js';
import { queueTeamInvitation } from '../../jobs/team-invitation-job.js';
import { consumeQuota } from '../usage/quota.js';
import {
  changeRole,
  insertInvitation,
  listTeam,
  listTeamEvents,
  markInvitationResent,
  organizationSettings,
  removeMember,
  setMfaRequired,
} from './team-store.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withWorkspace, withWorkspaceAsApi } from '../../workspace/with-workspace.js';
import { listSchema } from '../../workspace/paging.js';
import type { ApiInstance } from '../../http/api-instance.js';

export interface TeamRouteOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  /** Invitation emails go out through a job; without a queue, inviting answers 503. */
  jobs: PgBoss | null;
}

const ROLES = ['owner', 'admin', 'member'] as const;
export const REQUIRE_MFA_FIRST_MESSAGE =
  'Set up two-step verification for your own account under Security and sign in with its code first.';

const memberSchema = objectOf({
  id: uuidString,
  email: { type: 'string' },
  first_name: nullableString,
  last_name: nullableString,
  role: { type: 'string', enum: ROLES },
  status: { type: 'string', enum: ['active', 'invited'] },
  invited_at: nullableDateTime,
  joined_at: nullableDateTime,
  last_sign_in_at: nullableDateTime,
  mfa_enabled: { type: 'boolean' },
  invitation_status: { type: ['string', 'null'], enum: ['queued', 'sent', 'failed', null] },
  invitation_error: nullableString,
  is_you: { type: 'boolean' },
});

const teamSchema = objectOf({
  role: { type: 'string', enum: ROLES, description: "The caller's own role." },
  mfa_required: { type: 'boolean' },
  members: { type: 'array', items: memberSchema },
});

const eventSchema = objectOf({
  id: uuidString,
  action: {
    type: 'string',
    enum: [
      'member_invited',
      'invitation_resent',
      'invitation_revoked',
      'member_joined',
      'role_changed',
      'member_removed',
      'mfa_requirement_changed',
    ],
  },
  actor_email: nullableString,
  target_email: nullableString,
  details: { type: 'object', additionalProperties: true },
  created_at: dateTimeString,
});

const memberParams = {
  type: 'object',
  required: ['memberId'],
  properties: { memberId: { type: 'string', pattern: UUID_PATTERN } },
} as const;

const withConflicts = { ...commonErrors, 404: errorBodySchema, 409: errorBodySchema } as const;

/**
 * The Team page's API, for every plan: the member list, invitations, roles, removal, the audit log and the
 * organization's MFA requirement. Changes run as the caller, so the database's rules decide (see team-store).
 */
export function registerTeamRoutes(app: ApiInstance, { db, authenticate, jobs }: TeamRouteOptions): void {
  app.get(
    '/api/team',
    {
      preValidation: authenticate,
      schema: {
        tags: ['team'],
        summary: 'The members of your organization and pending invitations',
        response: { 200: teamSchema, ...commonErrors },
      },
    },
    (request) =>
      withWorkspaceAsApi(db, callerOf(request), null, async (tx, ws) => ({
        role: ws.role,
        mfa_required: (await organizationSettings(tx, ws)).mfa_required,
        members: await listTeam(tx, ws),
      })),
  );

  app.post(
    '/api/team/invitations',
    {
      preValidation: authenticate,
      schema: {
        tags: ['team'],
        summary: 'Invite a colleague by email (owners and admins)',
        description:
          'Adds a pending member and queues the invitation email, which the auth server sends; its link ' +
          'lets exactly this email sign up. An email with an account already is linked at once.',
        body: closedObject(['email', 'role'], {
          email: { type: 'string', format: 'email', maxLength: 254 },
          role: { type: 'string', enum: ROLES },
        }),
        response: {
          201: {
            type: 'object',
            required: ['id', 'status'],
            properties: {
              id: { type: 'string', format: 'uuid' },
              status: { type: 'string', enum: ['active', 'invited'] },
            },
          },
          ...withConflicts,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await withWorkspace(db, callerOf(request), null, async (tx, ws) => {
        const invitation = await insertInvitation(tx, ws, request.body);
        // After the rules had their say; the transaction (and the new row) is rolled back.
        if (!jobs) throw new HttpError(503, 'jobs_unavailable', JOBS_UNAVAILABLE_MESSAGE);
        if (!invitation.linked) {
          await returnToApiRole(tx);
          await consumeQuota(tx, ws.organizationId, 'emails');
          await queueTeamInvitation(jobs, tx, invitation.id);
        }
        return invitation;
      });
      reply.code(201);
      return { id: created.id, status: created.linked ? ('active' as const) : ('invited' as const) };
    },
  );

  app.post(
    '/api/team/invitations/:memberId/resend',
    {
      preValidation: authenticate,
      schema: {
        tags: ['team'],
        summary: 'Send a pending invitation again (owners and admins)',
        params: memberParams,
        response: { 202: { type: 'object', properties: {} }, ...withConflicts, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!jobs) throw new HttpError(503, 'jobs_unavailable', JOBS_UNAVAILABLE_MESSAGE);
      await withWorkspaceAsApi(db, callerOf(request), null, async (tx, ws) => {
        await markInvitationResent(tx, ws, request.params.memberId);
        await consumeQuota(tx, ws.organizationId, 'emails');
        await queueTeamInvitation(jobs, tx, request.params.memberId);
      });
      reply.code(202);
      return {};
    },
  );

  app.patch(
    '/api/team/members/:memberId',
    {
      preValidation: authenticate,
      schema: {
        tags: ['team'],
        summary: "Change a member's role (owners and admins; the owner role only by owners)",
        params: memberParams,
        body: {
          type: 'object',
          required: ['role'],
          additionalProperties: false,
          properties: { role: { type: 'string', enum: ROLES } },
        },
        response: { 204: { type: 'null' }, ...withConflicts },
      },
    },
    async (request, reply) => {
      await withWorkspace(db, callerOf(request), null, (tx, ws) =>
        changeRole(tx, ws, request.params.memberId, request.body.role),
      );
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/team/members/:memberId',
    {
      preValidation: authenticate,
      schema: {
        tags: ['team'],
        summary: 'Remove a member (their sessions end at once) or revoke a pending invitation',
        params: memberParams,
        response: { 204: { type: 'null' }, ...withConflicts },
      },
    },
    async (request, reply) => {
      await withWorkspace(db, callerOf(request), null, (tx, ws) =>
        removeMember(tx, ws, request.params.memberId),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/team/events',
    {
      preValidation: authenticate,
      schema: {
        tags: ['team'],
        summary: 'The audit log of team changes, newest first (owners and admins)',
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
        },
        response: {
          200: listSchema(eventSchema),
          ...commonErrors,
        },
      },
    },
    (request) =>
      withWorkspace(db, callerOf(request), null, async (tx, ws) => ({
        items: await listTeamEvents(tx, ws, request.query.limit ?? 50),
      })),
  );

  app.patch(
    '/api/team/settings',
    {
      preValidation: authenticate,
      schema: {
        tags: ['team'],
        summary: 'Require two-step verification of every member (owners and admins)',
        description:
          'While required, the API refuses access tokens without the second factor (aal1) of this ' +
          "organization's members with 403 mfa_required.",
        body: {
          type: 'object',
          required: ['mfa_required'],
          additionalProperties: false,
          properties: { mfa_required: { type: 'boolean' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['mfa_required'],
            properties: { mfa_required: { type: 'boolean' } },
          },
          ...commonErrors,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { mfa_required: required } = request.body;
      // Whoever turns it on must already sign in with a second factor, or the next request locks them out.
      if (required && callerOf(request).aal !== 'aal2') {
        throw new HttpError(409, 'mfa_not_verified', REQUIRE_MFA_FIRST_MESSAGE);
      }
      await withWorkspace(db, callerOf(request), null, (tx, ws) => setMfaRequired(tx, ws, required));
      return { mfa_required: required };
    },
  );
}

import type { preValidationAsyncHookHandler } from 'fastify';
import { customerRecordSchema } from '../customers/customer-item.js';
import type { Db } from '../../db/db.js';
import { errorBodySchema } from '../../http/error-body.js';
import { callerOf } from '../../http/authenticate.js';
import {
  closedObject,
  dateTimeString,
  nullableDateTime,
  nullableString,
  uuidString,
} from '../../http/schema-fragments.js';
import { decideProposals, listNotes, writeNote } from './notes-store.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withWorkspaceAsApi } from '../../workspace/with-workspace.js';
import { customerIdParams } from '../customers/customer-detail-routes.js';
import type { ApiInstance } from '../../http/api-instance.js';

const proposalSchema = {
  type: 'object',
  properties: {
    id: uuidString,
    field: { type: 'string' },
    label: { type: 'string' },
    current_value: nullableString,
    proposed_value: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'confirmed', 'rejected'] },
    decided_by_name: nullableString,
    decided_at: nullableDateTime,
  },
} as const;

const noteSchema = {
  type: 'object',
  properties: {
    id: uuidString,
    body: { type: 'string' },
    author_name: { type: 'string' },
    created_at: dateTimeString,
    proposals: { type: 'array', items: proposalSchema },
  },
} as const;

const notFoundOrConflict = { 404: errorBodySchema, 409: errorBodySchema };

/** Notes about a customer; the assistant proposes record changes from each note and a member decides them. */
export function registerNotesRoutes(app: ApiInstance, db: Db, authenticate: preValidationAsyncHookHandler) {
  app.get(
    '/api/customers/:id/notes',
    {
      preValidation: authenticate,
      schema: {
        tags: ['notes'],
        summary: "A customer's notes with their proposed changes, newest first",
        params: customerIdParams,
        response: {
          200: { type: 'object', properties: { items: { type: 'array', items: noteSchema } } },
          ...commonErrors,
          404: errorBodySchema,
        },
      },
    },
    (request) =>
      withWorkspaceAsApi(db, callerOf(request), 'outbound', (tx, ws) => listNotes(tx, ws, request.params.id)),
  );

  app.post(
    '/api/write_notes',
    {
      preValidation: authenticate,
      schema: {
        tags: ['notes'],
        summary: 'Write a note; the assistant proposes the changes it reads in it',
        body: closedObject(['customer_id', 'body'], {
          customer_id: { type: 'string', format: 'uuid' },
          body: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
        }),
        response: { 201: noteSchema, ...commonErrors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { customer_id, body } = request.body;
      const note = await withWorkspaceAsApi(db, callerOf(request), 'outbound', (tx, ws) =>
        writeNote(tx, ws, customer_id, body.trim()),
      );
      return reply.code(201).send(note);
    },
  );

  app.post(
    '/api/confirm_notes_changes',
    {
      preValidation: authenticate,
      schema: {
        tags: ['notes'],
        summary: 'Confirm or reject proposed changes, all together or none',
        body: closedObject(['decisions'], {
          decisions: {
            type: 'array',
            minItems: 1,
            maxItems: 100,
            items: {
              type: 'object',
              required: ['proposal_id', 'decision'],
              additionalProperties: false,
              properties: {
                proposal_id: { type: 'string', format: 'uuid' },
                decision: { type: 'string', enum: ['confirm', 'reject'] },
              },
            },
          },
        }),
        response: {
          200: {
            type: 'object',
            properties: {
              customer: customerRecordSchema,
              proposals: { type: 'array', items: proposalSchema },
            },
          },
          ...commonErrors,
          ...notFoundOrConflict,
        },
      },
    },
    (request) =>
      withWorkspaceAsApi(db, callerOf(request), 'outbound', (tx, ws) =>
        decideProposals(tx, ws, request.body.decisions),
      ),
  );
}

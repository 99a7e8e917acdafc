import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { idParams } from '../../http/schema-fragments.js';
import {
  createOffer,
  endOffer,
  listOffers,
  offerInputProperties,
  offerInputSchema,
  offerSchema,
  updateOffer,
} from './offers-store.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { todayUtc } from '../../workspace/today.js';
import { withOutboundWorkspace } from '../../workspace/with-workspace.js';
import { listSchema } from '../../workspace/paging.js';
import type { ApiInstance } from '../../http/api-instance.js';

const withNotFound = { ...commonErrors, 404: errorBodySchema } as const;

/** Offers: list by status, create, change, end. Status always follows from the dates and today. */
export function registerOffers(app: ApiInstance, db: Db, authenticate: preValidationAsyncHookHandler): void {
  const run = <T>(
    request: Parameters<typeof callerOf>[0],
    work: Parameters<typeof withOutboundWorkspace<T>>[2],
  ) => withOutboundWorkspace(db, callerOf(request), work);

  app.get(
    '/api/offers',
    {
      preValidation: authenticate,
      schema: {
        tags: ['offers'],
        summary: 'List offers',
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['active', 'scheduled', 'ended', 'all'], default: 'all' },
          },
        },
        response: {
          200: listSchema(offerSchema),
          ...commonErrors,
        },
      },
    },
    (request) => run(request, (tx, ws) => listOffers(tx, ws, request.query.status ?? 'all', todayUtc())),
  );

  app.post(
    '/api/offers',
    {
      preValidation: authenticate,
      schema: {
        tags: ['offers'],
        summary: 'Create an offer',
        body: offerInputSchema,
        response: { 201: offerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const offer = await run(request, (tx, ws) => createOffer(tx, ws, request.body, todayUtc()));
      return reply.code(201).send(offer);
    },
  );

  app.patch(
    '/api/offers/:id',
    {
      preValidation: authenticate,
      schema: {
        tags: ['offers'],
        summary: 'Change an offer (any subset of its fields)',
        params: idParams,
        body: { type: 'object', minProperties: 1, properties: offerInputProperties },
        response: { 200: offerSchema, ...withNotFound },
      },
    },
    (request) => run(request, (tx, ws) => updateOffer(tx, ws, request.params.id, request.body, todayUtc())),
  );

  app.post(
    '/api/offers/:id/end',
    {
      preValidation: authenticate,
      schema: {
        tags: ['offers'],
        summary: 'End an offer today (ends_on = yesterday)',
        params: idParams,
        response: { 200: offerSchema, ...withNotFound },
      },
    },
    (request) => run(request, (tx, ws) => endOffer(tx, ws, request.params.id, todayUtc())),
  );
}

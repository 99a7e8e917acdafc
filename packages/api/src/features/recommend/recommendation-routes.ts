import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { UUID_PATTERN } from '../../http/validation-message.js';
import { RECOMMEND_LIMIT_DEFAULT, RECOMMEND_LIMIT_MAX, recommendProducts } from './index.js';
import { recommendOffers } from './recommend-offers.js';
import { offerRecommendationsSchema, productRecommendationsSchema } from './recommendation-schemas.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { todayUtc } from '../../workspace/today.js';
import { withOutboundWorkspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

const customerId = { type: 'string', pattern: UUID_PATTERN } as const;
const withNotFound = { ...commonErrors, 404: errorBodySchema } as const;

/** Recommendations for one customer: products (co-purchase + re-order timing) and the offers that fit them. */
export function registerRecommendationRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/products/recommend',
    {
      preValidation: authenticate,
      schema: {
        tags: ['recommendations'],
        summary: "A customer's recommended products",
        querystring: {
          type: 'object',
          required: ['customer_id'],
          properties: {
            customer_id: customerId,
            limit: {
              type: 'integer',
              minimum: 1,
              maximum: RECOMMEND_LIMIT_MAX,
              default: RECOMMEND_LIMIT_DEFAULT,
            },
          },
        },
        response: { 200: productRecommendationsSchema, ...withNotFound },
      },
    },
    (request) =>
      withOutboundWorkspace(db, callerOf(request), (tx, ws) =>
        recommendProducts(tx, ws, { customerId: request.query.customer_id, limit: request.query.limit }),
      ),
  );

  app.get(
    '/api/offer_recommendations',
    {
      preValidation: authenticate,
      schema: {
        tags: ['recommendations'],
        summary: 'The current offers that fit a customer best',
        querystring: { type: 'object', required: ['customer_id'], properties: { customer_id: customerId } },
        response: { 200: offerRecommendationsSchema, ...withNotFound },
      },
    },
    (request) =>
      withOutboundWorkspace(db, callerOf(request), (tx, ws) =>
        recommendOffers(tx, ws, request.query.customer_id, todayUtc()),
      ),
  );
}

import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { countsOf, objectOf } from '../../http/schema-fragments.js';
import { UUID_PATTERN } from '../../http/validation-message.js';
import { loadOnboardingFacts } from './load-onboarding-facts.js';
import { onboardingStatus } from './onboarding-status.js';
import type { ApiInstance } from '../../http/api-instance.js';

const querystring = {
  type: 'object',
  required: ['organization_id'],
  properties: { organization_id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

const flag = { type: 'boolean' } as const;
const statusSchema = objectOf({
  has_customers: flag,
  has_inventory: flag,
  has_transactions: flag,
  transactions_config: objectOf({ has_notetaker: flag }),
  progress: objectOf({
    summary: countsOf('completed', 'total', 'percentage'),
    steps: {
      type: 'array',
      items: objectOf({
        key: { type: 'string', enum: ['profile', 'customer_list', 'sales_history', 'inventory'] },
        completed: flag,
      }),
    },
  }),
});

/** GET /api/onboarding/status?organization_id=… — the setup progress behind the shell's banner and badges. */
export function registerOnboardingStatus(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  app.get(
    '/api/onboarding/status',
    {
      preValidation: authenticate,
      schema: {
        querystring,
        response: { 200: statusSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const facts = await loadOnboardingFacts(db, callerOf(request), request.query.organization_id);
      if (!facts) {
        throw new HttpError(403, 'forbidden', 'You are not a member of this organization.');
      }
      return onboardingStatus(facts);
    },
  );
}

import type { preValidationAsyncHookHandler } from 'fastify';
import { CUSTOMER_FIELD_MAX_LENGTH as MAX_LENGTH } from '../customers/customer-field-limits.js';
import { customerItemSchema } from '../customers/customer-item.js';
import { createCustomer, parseTextForWorkspace } from './create-customer-from-text.js';
import { PARSED_FIELDS } from './parse-customer-text.js';
import type { Db } from '../../db/db.js';
import { errorBodySchema } from '../../http/error-body.js';
import { callerOf } from '../../http/authenticate.js';
import { closedObject, nullableString } from '../../http/schema-fragments.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withOutboundWorkspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

// The columns' limits (the same as the import rules'), so a long value is a clear 400, not a refused insert.
const optionalField = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** Create from text: read a pasted signature into fields, then create the reviewed customer. */
export function registerCustomerTextRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
) {
  app.post(
    '/api/parse_customer_text',
    {
      preValidation: authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Read customer fields from pasted text (nothing is saved)',
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: { text: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              fields: {
                type: 'object',
                properties: Object.fromEntries(PARSED_FIELDS.map((field) => [field, nullableString])),
              },
              missing: { type: 'array', items: { type: 'string' } },
              duplicate: {
                type: ['object', 'null'],
                properties: { id: { type: 'string' }, name: { type: 'string' } },
              },
            },
          },
          ...commonErrors,
        },
      },
    },
    (request) =>
      withOutboundWorkspace(db, callerOf(request), (tx, ws) =>
        parseTextForWorkspace(tx, ws, request.body.text),
      ),
  );

  app.post(
    '/api/create_customer_from_text',
    {
      preValidation: authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Create a customer from reviewed fields',
        body: closedObject(['name', 'email'], {
          name: { type: 'string', minLength: 1, maxLength: MAX_LENGTH.name },
          email: { type: 'string', minLength: 1, maxLength: MAX_LENGTH.email },
          phone: optionalField(MAX_LENGTH.phone),
          company: optionalField(MAX_LENGTH.company),
          job_title: optionalField(MAX_LENGTH.job_title),
          city: optionalField(MAX_LENGTH.city),
          segment: optionalField(MAX_LENGTH.segment),
        }),
        response: { 201: customerItemSchema, ...commonErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const customer = await withOutboundWorkspace(db, callerOf(request), (tx, ws) =>
        createCustomer(tx, ws, request.body),
      );
      return reply.code(201).send(customer);
    },
  );
}

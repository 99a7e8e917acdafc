// JSON schemas of the Ask AI routes (validation and the OpenAPI document).
import { citationSchema } from '../citations.js';
import { listSchema } from '../../../workspace/paging.js';
import { closedObject } from '../../../http/schema-fragments.js';

export const chatBodySchema = closedObject(['message'], {
  message: { type: 'string', minLength: 1, maxLength: 4000 },
  conversation_id: { type: 'string', format: 'uuid' },
});

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const providerInfoSchema = {
  type: 'object',
  required: ['kind', 'label'],
  properties: { kind: { type: 'string', enum: ['builtin', 'llm'] }, label: { type: 'string' } },
} as const;

export const conversationListSchema = listSchema({
  type: 'object',
  required: ['id', 'title', 'updated_at', 'message_count'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    updated_at: { type: 'string', format: 'date-time' },
    message_count: { type: 'integer' },
  },
});

export const conversationDetailSchema = {
  type: 'object',
  required: ['id', 'title', 'created_at', 'updated_at', 'messages'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'role', 'content', 'citations', 'provider', 'status', 'error', 'created_at'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          role: { type: 'string', enum: ['user', 'assistant'] },
          content: { type: 'string' },
          citations: { type: 'array', items: citationSchema },
          provider: { type: ['string', 'null'], enum: ['builtin', 'llm', null] },
          status: { type: 'string', enum: ['complete', 'stopped', 'error'] },
          /** The provider's error message of an `error` answer (shown with a retry), else null. */
          error: { type: ['string', 'null'] },
          created_at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

export const suggestionsSchema = {
  type: 'object',
  required: ['provider', 'suggestions'],
  properties: {
    provider: providerInfoSchema,
    suggestions: { type: 'array', items: { type: 'string' } },
  },
} as const;

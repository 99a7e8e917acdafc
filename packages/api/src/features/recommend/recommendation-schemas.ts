import { citationSchema } from '../ai/citations.js';
import { productSchema } from '../inventory/list-products.js';
import { listSchema } from '../../workspace/paging.js';

/** A recommended product: the catalogue product (offer applied) plus why and how many. */
export const recommendationSchema = {
  type: 'object',
  required: [
    ...productSchema.required.filter((field) => field !== 'id'),
    'product_id',
    'score',
    'suggested_quantity',
    'reasons',
  ],
  properties: {
    ...Object.fromEntries(Object.entries(productSchema.properties).filter(([field]) => field !== 'id')),
    product_id: { type: 'string', format: 'uuid' },
    score: { type: 'number' },
    suggested_quantity: { type: 'integer', minimum: 1 },
    reasons: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'text'],
        properties: { kind: { type: 'string', enum: ['co_purchase', 'reorder'] }, text: { type: 'string' } },
      },
    },
  },
} as const;

export const productRecommendationsSchema = {
  type: 'object',
  required: ['items', 'citations'],
  properties: {
    items: { type: 'array', items: recommendationSchema },
    citations: { type: 'array', items: citationSchema },
  },
} as const;

export const offerRecommendationsSchema = listSchema({
  type: 'object',
  required: ['offer', 'products', 'reason'],
  properties: {
    offer: {
      type: 'object',
      required: ['id', 'title', 'target_type', 'target_value', 'discount_percent', 'ends_on'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        title: { type: 'string' },
        target_type: { type: 'string', enum: ['brand', 'category'] },
        target_value: { type: 'string' },
        discount_percent: { type: 'number' },
        ends_on: { type: 'string', format: 'date' },
      },
    },
    products: { type: 'array', items: recommendationSchema },
    reason: { type: 'string' },
  },
});

import type { preValidationAsyncHookHandler } from 'fastify';
import { callerOf } from '../../http/authenticate.js';
import { listProducts, PRODUCT_SORT_FIELDS, productFacets, productSchema } from './list-products.js';
import { pageSchema, pagingProperties, sortSchema } from '../../workspace/paging.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { todayUtc } from '../../workspace/today.js';
import { readKey, type OrganizationReads } from '../../workspace/organization-read-cache.js';
import type { ApiInstance } from '../../http/api-instance.js';

const strings = { type: 'array', items: { type: 'string' } } as const;

/** GET /api/products (with each item's best active offer) and GET /api/products/facets. */
export function registerProducts(
  app: ApiInstance,
  authenticate: preValidationAsyncHookHandler,
  reads: OrganizationReads,
): void {
  app.get(
    '/api/products',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['products'],
        summary: 'List products with their best active offer',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            brand: { type: 'string', maxLength: 200 },
            category: { type: 'string', maxLength: 200 },
            stock: {
              type: 'string',
              enum: ['in', 'low', 'out'],
              description: 'in: >10, low: 1–10, out: 0 on hand',
            },
            sort: sortSchema(PRODUCT_SORT_FIELDS),
          },
        },
        response: { 200: pageSchema(productSchema), ...commonErrors },
      },
    },
    (request) => {
      const today = todayUtc();
      return reads(
        callerOf(request),
        { plan: 'outbound', key: readKey('products', { ...request.query, today }) },
        (tx, ws) => listProducts(tx, ws, request.query, today),
      );
    },
  );

  app.get(
    '/api/products/facets',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['products'],
        summary: 'Brands and categories in use (filters and offer targets)',
        response: {
          200: {
            type: 'object',
            required: ['brands', 'categories'],
            properties: { brands: strings, categories: strings },
          },
          ...commonErrors,
        },
      },
    },
    (request) =>
      reads(callerOf(request), { plan: 'outbound', key: readKey('product-facets') }, (tx, ws) =>
        productFacets(tx, ws),
      ),
  );
}

import type { ApiResponse } from '@aide/api-contract';
import { outboundApi } from './outbound-api';

/** The API's fixed lists (segments, statuses, …): `GET /api/constants`. */
export type ApiConstants = ApiResponse<'/api/constants', 'get'>;

/** The brands and categories of the organization's products: what inventory filters and offers target. */
export type ProductFacets = ApiResponse<'/api/products/facets', 'get'>;

// Read by inventory, offers and My Customers alike, so it belongs to no one feature.
export const catalogApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getProductFacets: build.query<ProductFacets, void>({
      query: () => '/api/products/facets',
      providesTags: ['ProductFacets'],
    }),
    getApiConstants: build.query<ApiConstants, void>({
      query: () => '/api/constants',
      // Constants change only with a deploy.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetProductFacetsQuery, useGetApiConstantsQuery } = catalogApi;

/** The page sizes the server offers; until the constants load, ServerTable offers its own. */
export const useServerPageSizes = () => useGetApiConstantsQuery().data?.page_sizes;

import type { ApiResponse } from '@aide/api-contract';
import { baseApi } from '@aide/shared-auth';

type ProductRecommendations = ApiResponse<'/api/products/recommend', 'get'>;
type OfferRecommendations = ApiResponse<'/api/offer_recommendations', 'get'>;
/** One product the customer would plausibly buy next (`GET /api/products/recommend`). */
export type ProductRecommendation = ProductRecommendations['items'][number];
export type RecommendationReason = ProductRecommendation['reasons'][number];
export type OfferRecommendation = OfferRecommendations['items'][number];

export const recommendationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductRecommendations: build.query<ProductRecommendations, string>({
      query: (customerId) => ({
        url: '/api/products/recommend',
        params: { customer_id: customerId, limit: 10 },
      }),
    }),
    getOfferRecommendations: build.query<OfferRecommendations, string>({
      query: (customerId) => ({ url: '/api/offer_recommendations', params: { customer_id: customerId } }),
    }),
  }),
});

export const { useGetProductRecommendationsQuery, useGetOfferRecommendationsQuery } = recommendationsApi;

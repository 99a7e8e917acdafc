import { baseApi } from '@aide/shared-auth';

export interface RecommendationReason {
  kind: 'co_purchase' | 'reorder';
  text: string;
}

/** One product the customer would plausibly buy next (`GET /api/products/recommend`). */
export interface ProductRecommendation {
  product_id: string;
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  price: number | null;
  offer: { id: string; title: string; discount_percent: number } | null;
  offer_price: number | null;
  quantity_on_hand: number;
  score: number;
  suggested_quantity: number;
  reasons: RecommendationReason[];
}

export interface OfferRecommendation {
  offer: {
    id: string;
    title: string;
    target_type: 'brand' | 'category';
    target_value: string;
    discount_percent: number;
    ends_on: string | null;
  };
  products: ProductRecommendation[];
  reason: string;
}

export const recommendationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductRecommendations: build.query<{ items: ProductRecommendation[] }, string>({
      query: (customerId) => ({
        url: '/api/products/recommend',
        params: { customer_id: customerId, limit: 10 },
      }),
    }),
    getOfferRecommendations: build.query<{ items: OfferRecommendation[] }, string>({
      query: (customerId) => ({ url: '/api/offer_recommendations', params: { customer_id: customerId } }),
    }),
  }),
});

export const { useGetProductRecommendationsQuery, useGetOfferRecommendationsQuery } = recommendationsApi;

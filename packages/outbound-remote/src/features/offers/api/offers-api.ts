import { outboundApi } from '../../../api/outbound-api';

export type OfferStatus = 'active' | 'scheduled' | 'ended';
export type OfferStatusFilter = OfferStatus | 'all';
export type OfferTargetType = 'brand' | 'category';

/** What the user enters for an offer. */
export interface OfferInput {
  title: string;
  target_type: OfferTargetType;
  target_value: string;
  discount_percent: number;
  starts_on: string;
  ends_on: string;
}

/** A stored offer: what was entered, and what the server keeps about it. */
export interface Offer extends OfferInput {
  id: string;
  status: OfferStatus;
  created_at: string;
  updated_at: string;
}

export const offersApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.query<{ items: Offer[] }, OfferStatusFilter>({
      query: (status) => ({ url: '/api/offers', params: { status } }),
      providesTags: ['Offers'],
    }),
    // Offers change the offer column of products, the dashboard's activity and (setup) progress.
    createOffer: build.mutation<Offer, OfferInput>({
      query: (body) => ({ url: '/api/offers', method: 'POST', body }),
      invalidatesTags: ['Offers', 'Products', 'Dashboard', 'OnboardingStatus'],
    }),
    updateOffer: build.mutation<Offer, { id: string; changes: Partial<OfferInput> }>({
      query: ({ id, changes }) => ({ url: `/api/offers/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Offers', 'Products', 'Dashboard'],
    }),
    endOffer: build.mutation<Offer, string>({
      query: (id) => ({ url: `/api/offers/${id}/end`, method: 'POST' }),
      invalidatesTags: ['Offers', 'Products', 'Dashboard'],
    }),
  }),
});

export const { useGetOffersQuery, useCreateOfferMutation, useUpdateOfferMutation, useEndOfferMutation } =
  offersApi;

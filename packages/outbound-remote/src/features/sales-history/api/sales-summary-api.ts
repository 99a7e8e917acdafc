import { outboundApi } from '../../../api/outbound-api';

/** GET /api/sales_history/summary. */
export interface SalesSummary {
  rows: number;
  customers: number;
  products: number;
  revenue: number;
  first_date: string | null;
  last_date: string | null;
  unmatched_rows: number;
}

export const salesSummaryApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getSalesSummary: build.query<SalesSummary, void>({
      query: () => '/api/sales_history/summary',
      providesTags: ['SalesSummary'],
    }),
  }),
});

export const { useGetSalesSummaryQuery } = salesSummaryApi;

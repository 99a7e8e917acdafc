import type { CustomerContact } from './customers-search-api';
import { outboundApi } from '../../../api/outbound-api';

export interface CustomerProfile extends CustomerContact {
  interests: string[];
  created_at: string;
  updated_at: string;
}

export interface CustomerTotals {
  lifetime_revenue: number;
  revenue_12m: number;
  revenue_prev_12m: number;
  trend_percent: number | null;
  order_count: number;
  average_order_value: number | null;
  first_order_on: string | null;
  last_order_on: string | null;
  average_gap_days: number | null;
  at_risk: boolean;
}

export interface CustomerOrderLine {
  product_id: string | null;
  sku: string;
  name: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface CustomerOrder {
  order_ref: string | null;
  sold_on: string;
  total: number;
  lines: CustomerOrderLine[];
}

/** `GET /api/customers/:id` (contract: ai-employee-api.md). */
export interface CustomerDetail {
  customer: CustomerProfile;
  totals: CustomerTotals;
  trend: { month: string; revenue: number }[];
  orders: CustomerOrder[];
}

export const customerDetailApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerDetail: build.query<CustomerDetail, string>({
      query: (customerId) => `/api/customers/${encodeURIComponent(customerId)}`,
      providesTags: (_result, _error, customerId) => [{ type: 'CustomerDetail', id: customerId }],
    }),
  }),
});

export const { useGetCustomerDetailQuery } = customerDetailApi;

import { outboundApi } from '../../../api/outbound-api';

export type DashboardPeriod = '30d' | '90d' | '365d';

export interface DateRange {
  from: string;
  to: string;
}

export interface Dashboard {
  has_data: boolean;
  period: DateRange;
  previous: DateRange;
  revenue: { current: number; previous: number; change_percent: number | null };
  customers: { total: number; active: number; at_risk: number };
  top_products: { sku: string; name: string; quantity: number; revenue: number }[];
  trend: { bucket: string; revenue: number }[];
  at_risk_customers: { id: string; name: string; last_order_on: string | null; previous_revenue: number }[];
  recent_activity: { kind: 'import' | 'offer' | 'sale'; at: string; text: string }[];
}

export const dashboardApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, DashboardPeriod>({
      query: (period) => ({ url: '/api/dashboard', params: { period } }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;

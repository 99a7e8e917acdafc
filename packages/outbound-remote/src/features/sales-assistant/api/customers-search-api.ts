import type { ApiResponse } from '@aide/api-contract';
import type { Page } from '../../../api/page';
import { outboundApi } from '../../../api/outbound-api';

/** `30d` | `90d` | `365d` = ordered within; `over_90d` = last order more than 90 days ago; `never`. */
export type LastOrderFilter = '30d' | '90d' | '365d' | 'over_90d' | 'never';

/** The contact fields every customer shape carries (list row, detail profile). */
export type CustomerContact = Pick<
  CustomerListItem,
  'id' | 'name' | 'email' | 'company' | 'phone' | 'segment' | 'city' | 'job_title' | 'follow_up_on'
>;

/** One row of My Customers (`GET /api/customers_search`), from the API's generated contract. */
export type CustomerListItem = ApiResponse<'/api/customers_search', 'get'>['items'][number];

export interface CustomersSearchQuery {
  page: number;
  page_size: number;
  search?: string;
  sort?: string;
  segment?: string;
  last_order?: LastOrderFilter;
  at_risk?: boolean;
}

/** Leaves out empty filters so the request only says what the user chose. */
function searchParams(query: CustomersSearchQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.page_size };
  for (const key of ['search', 'sort', 'segment', 'last_order'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  if (query.at_risk) params.at_risk = 'true';
  return params;
}

export const customersSearchApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    searchCustomers: build.query<Page<CustomerListItem>, CustomersSearchQuery>({
      query: (query) => ({ url: '/api/customers_search', params: searchParams(query) }),
      providesTags: ['Customers'],
    }),
  }),
});

export const { useSearchCustomersQuery } = customersSearchApi;

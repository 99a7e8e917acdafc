import type { ApiResponse } from '@aide/api-contract';
import { listRequest, type ListQuery, type Page } from '../../../api/page';
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

export interface CustomersSearchQuery extends ListQuery {
  segment?: string;
  last_order?: LastOrderFilter;
  at_risk?: boolean;
}

export const customersSearchApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    searchCustomers: build.query<Page<CustomerListItem>, CustomersSearchQuery>({
      query: listRequest<CustomersSearchQuery>('/api/customers_search', ['segment', 'last_order', 'at_risk']),
      providesTags: ['Customers'],
    }),
  }),
});

export const { useSearchCustomersQuery } = customersSearchApi;

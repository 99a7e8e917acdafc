import type { LastOrderFilter } from '../api/customers-search-api';
import { LAST_ORDER_FILTERS } from '../lib/list-last-order-filters';
import { useListView, type ListView } from '@aide/ui-kit';

export interface CustomersView extends ListView {
  segment: string;
  lastOrder: LastOrderFilter | undefined;
  atRisk: boolean;
}

const PARAM_NAMES: Record<keyof CustomersView, string> = {
  q: 'q',
  page: 'page',
  pageSize: 'page_size',
  sort: 'sort',
  segment: 'segment',
  lastOrder: 'last_order',
  atRisk: 'at_risk',
};

function readFilters(params: URLSearchParams) {
  const lastOrder = params.get('last_order');
  return {
    segment: params.get('segment') ?? '',
    lastOrder: LAST_ORDER_FILTERS.find((filter) => filter.value === lastOrder)?.value,
    atRisk: params.get('at_risk') === 'true',
  };
}

/** My Customers' view in the URL (?q=&segment=&last_order=&at_risk=true…). */
export const useCustomersView = () => useListView<CustomersView>(PARAM_NAMES, readFilters);

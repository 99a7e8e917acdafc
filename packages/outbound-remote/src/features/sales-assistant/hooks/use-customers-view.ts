import type { LastOrderFilter } from '../api/customers-search-api';
import { LAST_ORDER_FILTERS } from '../lib/list-last-order-filters';
import { oneOf, useListView, type ListParamNames, type ListView } from '@aide/ui-kit';

export interface CustomersView extends ListView {
  segment: string;
  lastOrder: LastOrderFilter | undefined;
  atRisk: boolean;
}

// Every parameter is its field's name in snake_case (`lastOrder` → `last_order`).
const PARAM_NAMES: ListParamNames<CustomersView> = {};

const LAST_ORDERS = LAST_ORDER_FILTERS.map((filter) => filter.value);

function readFilters(params: URLSearchParams) {
  return {
    segment: params.get('segment') ?? '',
    lastOrder: oneOf(params.get('last_order'), LAST_ORDERS),
    atRisk: params.get('at_risk') === 'true',
  };
}

/** My Customers' view in the URL (?q=&segment=&last_order=&at_risk=true…). */
export const useCustomersView = () => useListView<CustomersView>(PARAM_NAMES, readFilters);

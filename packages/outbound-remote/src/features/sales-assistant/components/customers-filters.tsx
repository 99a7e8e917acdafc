import type { FilterField, ListSearch } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import type { CustomersView } from '../hooks/use-customers-view';
import { customerSegments } from '../lib/list-customer-segments';
import { LAST_ORDER_FILTERS } from '../lib/list-last-order-filters';

export const SEARCH_DEBOUNCE_MS = 250;

/** My Customers' search box, first in its filter bar. */
export const CUSTOMERS_SEARCH: ListSearch = {
  label: 'Search customers',
  placeholder: 'Search name, email or company',
  debounceMs: SEARCH_DEBOUNCE_MS,
};

/** Segment, last order and "at risk only", after the customer search (CUSTOMERS_SEARCH). */
export function useCustomersFilterFields(): FilterField<CustomersView>[] {
  const constants = useGetApiConstantsQuery();
  return [
    {
      select: 'segment',
      label: 'Segment',
      placeholder: 'All segments',
      loading: constants.isLoading,
      options: customerSegments(constants.data),
      minWidth: 170,
    },
    {
      select: 'lastOrder',
      label: 'Last order',
      placeholder: 'Any last order',
      options: LAST_ORDER_FILTERS,
      minWidth: 210,
    },
    { switch: 'atRisk', label: 'At risk only' },
  ];
}

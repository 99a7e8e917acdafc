import { toListQuery } from '@aide/ui-kit';
import { useServerPageSizes } from '../../../api/catalog-api';
import { useSearchCustomersQuery } from '../api/customers-search-api';
import { useCustomersFilterFields } from '../components/customers-filters';
import { useCustomersView } from './use-customers-view';

/**
 * My Customers' state for ServerList: its view in the URL, its filters, the page sizes the server allows and
 * the page it answered. The server searches, filters, sorts and pages, so only the visible page is ever in
 * the browser (100,000 customers page as fast as 100).
 */
export function useCustomersList() {
  const [view, onViewChange] = useCustomersView();
  const query = useSearchCustomersQuery({
    ...toListQuery(view),
    segment: view.segment || undefined,
    last_order: view.lastOrder,
    at_risk: view.atRisk || undefined,
  });
  return { view, onViewChange, query, filters: useCustomersFilterFields(), pageSizes: useServerPageSizes() };
}

import { toListQuery } from '@aide/ui-kit';
import { useServerPageSizes } from '../../../api/catalog-api';
import { useGetProductsQuery } from '../api/products-api';
import { useInventoryFilterFields } from '../components/inventory-filters';
import { useInventoryView } from './use-inventory-view';

/**
 * The product list's state for ServerList: its view in the URL, its filters, the page sizes the server allows
 * and the page it answered. Only the visible page is fetched (the server pages, sorts and filters).
 */
export function useInventoryList() {
  const [view, onViewChange] = useInventoryView();
  const query = useGetProductsQuery({
    ...toListQuery(view),
    brand: view.brand || undefined,
    category: view.category || undefined,
    stock: view.stock,
  });
  return { view, onViewChange, query, filters: useInventoryFilterFields(), pageSizes: useServerPageSizes() };
}

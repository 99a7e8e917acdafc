import type { FilterField, ListSearch } from '@aide/ui-kit';
import { useGetProductFacetsQuery } from '../../../api/catalog-api';
import type { StockFilter } from '../api/products-api';
import type { InventoryView } from '../hooks/use-inventory-view';

export const SEARCH_DEBOUNCE_MS = 250;

/** The inventory's search box, first in its filter bar. */
export const INVENTORY_SEARCH: ListSearch = {
  label: 'Search inventory',
  placeholder: 'Search SKU, name, brand or category',
  debounceMs: SEARCH_DEBOUNCE_MS,
  width: 320,
};

const STOCK_OPTIONS: { value: StockFilter; label: string }[] = [
  { value: 'in', label: 'In stock' },
  { value: 'low', label: 'Low stock (1–10)' },
  { value: 'out', label: 'Out of stock' },
];

/** The brand, category and stock filters, after the inventory's search (INVENTORY_SEARCH). */
export function useInventoryFilterFields(): FilterField<InventoryView>[] {
  const facets = useGetProductFacetsQuery();
  // Brands and categories: the values the inventory holds, typed to narrow.
  const facet = { showSearch: true, loading: facets.isLoading };
  return [
    { select: 'brand', label: 'Brand', placeholder: 'All brands', options: facets.data?.brands, ...facet },
    {
      select: 'category',
      label: 'Category',
      placeholder: 'All categories',
      options: facets.data?.categories,
      ...facet,
    },
    { select: 'stock', label: 'Stock', placeholder: 'Any stock', options: STOCK_OPTIONS, minWidth: 160 },
  ];
}

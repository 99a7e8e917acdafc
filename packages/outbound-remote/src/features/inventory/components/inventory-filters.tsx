import { FilterBar } from '@aide/ui-kit';
import { useGetProductFacetsQuery } from '../../../api/catalog-api';
import type { StockFilter } from '../api/products-api';
import type { InventoryView } from '../hooks/use-inventory-view';

export const SEARCH_DEBOUNCE_MS = 250;

const STOCK_OPTIONS: { value: StockFilter; label: string }[] = [
  { value: 'in', label: 'In stock' },
  { value: 'low', label: 'Low stock (1–10)' },
  { value: 'out', label: 'Out of stock' },
];

export interface InventoryFiltersProps {
  view: InventoryView;
  onChange: (change: Partial<InventoryView>) => void;
}

/** Search (debounced), brand, category and stock filters above the inventory table. */
export function InventoryFilters({ view, onChange }: InventoryFiltersProps) {
  const facets = useGetProductFacetsQuery();

  // Brands and categories: the values the inventory holds, typed to narrow.
  const facet = (field: 'brand' | 'category', label: string, placeholder: string, values?: string[]) => (
    <FilterBar.Select
      label={label}
      placeholder={placeholder}
      showSearch
      loading={facets.isLoading}
      value={view[field]}
      options={values}
      onChange={(value) => onChange({ [field]: value ?? '' })}
    />
  );

  return (
    <FilterBar>
      <FilterBar.Search
        label="Search inventory"
        placeholder="Search SKU, name, brand or category"
        value={view.q}
        onChange={(q) => onChange({ q })}
        debounceMs={SEARCH_DEBOUNCE_MS}
        width={320}
      />
      {facet('brand', 'Brand', 'All brands', facets.data?.brands)}
      {facet('category', 'Category', 'All categories', facets.data?.categories)}
      <FilterBar.Select
        label="Stock"
        placeholder="Any stock"
        value={view.stock}
        options={STOCK_OPTIONS}
        onChange={(stock) => onChange({ stock })}
        minWidth={160}
      />
    </FilterBar>
  );
}

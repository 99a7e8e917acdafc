import { useEffect, useState } from 'react';
import { Flex, Input, Select, useDebouncedValue } from '@aide/ui-kit';
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
  const [search, setSearch] = useState(view.q);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== view.q) onChange({ q: debouncedSearch });
    // Only a new debounced value should write the URL; the URL changing on its own must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const toOptions = (values: string[] | undefined) =>
    (values ?? []).map((value) => ({ value, label: value }));

  return (
    <Flex gap={12} wrap="wrap" style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Search inventory"
        placeholder="Search SKU, name, brand or category"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ q: value.trim() })}
        style={{ width: 320 }}
      />
      <Select
        aria-label="Brand"
        placeholder="All brands"
        allowClear
        showSearch
        loading={facets.isLoading}
        value={view.brand || undefined}
        options={toOptions(facets.data?.brands)}
        onChange={(brand?: string) => onChange({ brand: brand ?? '' })}
        style={{ minWidth: 180 }}
      />
      <Select
        aria-label="Category"
        placeholder="All categories"
        allowClear
        showSearch
        loading={facets.isLoading}
        value={view.category || undefined}
        options={toOptions(facets.data?.categories)}
        onChange={(category?: string) => onChange({ category: category ?? '' })}
        style={{ minWidth: 180 }}
      />
      <Select
        aria-label="Stock"
        placeholder="Any stock"
        allowClear
        value={view.stock}
        options={STOCK_OPTIONS}
        onChange={(stock?: StockFilter) => onChange({ stock })}
        style={{ minWidth: 160 }}
      />
    </Flex>
  );
}

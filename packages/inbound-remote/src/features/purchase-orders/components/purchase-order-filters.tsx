import { bindFilters, Button, FilterBar, type ListFiltersProps, type ListSearch } from '@aide/ui-kit';
import { isFiltered, type PurchaseOrdersView } from '../hooks/use-purchase-orders-view';

export type PurchaseOrderFiltersProps = ListFiltersProps<PurchaseOrdersView>;

/** The inbox's search box, first in its filter bar. */
export const PURCHASE_ORDERS_SEARCH: ListSearch = {
  label: 'Search purchase orders',
  placeholder: 'PO number or customer',
  width: 260,
};

/**
 * After the search: order date range, total range and minimum AI score. Numbers apply when the field is
 * left or Enter is pressed, so typing "1500" asks the server once, not four times.
 */
export function PurchaseOrderFilters({ view, onChange }: PurchaseOrderFiltersProps) {
  const field = bindFilters(view, onChange);
  const numberFilter = (key: 'minTotal' | 'maxTotal' | 'minScore', label: string, max?: number) => (
    <FilterBar.Number label={label} max={max} {...field(key)} />
  );

  return (
    <>
      <FilterBar.DateRange label="Order date" from={view.from} to={view.to} onChange={onChange} />
      {numberFilter('minTotal', 'Minimum total')}
      {numberFilter('maxTotal', 'Maximum total')}
      {numberFilter('minScore', 'Minimum AI score', 100)}
      {isFiltered(view) && (
        <Button
          onClick={() =>
            onChange({
              q: '',
              from: '',
              to: '',
              minTotal: undefined,
              maxTotal: undefined,
              minScore: undefined,
            })
          }
        >
          Clear filters
        </Button>
      )}
    </>
  );
}

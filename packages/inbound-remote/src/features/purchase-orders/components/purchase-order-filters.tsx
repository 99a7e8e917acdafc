import {
  Button,
  type FilterField,
  FilterFields,
  isFiltered,
  type ListFiltersProps,
  type ListSearch,
} from '@aide/ui-kit';
import type { PurchaseOrdersView } from '../hooks/use-purchase-orders-view';

const FILTERS: FilterField<PurchaseOrdersView>[] = [
  { dateRange: 'Order date' },
  { number: 'minTotal', label: 'Minimum total' },
  { number: 'maxTotal', label: 'Maximum total' },
  { number: 'minScore', label: 'Minimum AI score', max: 100 },
];

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
  return (
    <>
      <FilterFields fields={FILTERS} view={view} onChange={onChange} />
      {isFiltered(view, FILTERS) && (
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

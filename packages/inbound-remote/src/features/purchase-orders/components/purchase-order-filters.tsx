import {
  Button,
  clearedFilters,
  type FilterField,
  isFiltered,
  type ListFiltersProps,
  type ListSearch,
} from '@aide/ui-kit';
import type { PurchaseOrdersView } from '../hooks/use-purchase-orders-view';

/**
 * After the search: order date range, total range and minimum AI score. Numbers apply when the field is
 * left or Enter is pressed, so typing "1500" asks the server once, not four times.
 */
export const PURCHASE_ORDER_FILTERS: FilterField<PurchaseOrdersView>[] = [
  { dateRange: 'Order date' },
  { number: 'minTotal', label: 'Minimum total' },
  { number: 'maxTotal', label: 'Maximum total' },
  { number: 'minScore', label: 'Minimum AI score', max: 100 },
];

/** The inbox's search box, first in its filter bar. */
export const PURCHASE_ORDERS_SEARCH: ListSearch = {
  label: 'Search purchase orders',
  placeholder: 'PO number or customer',
  width: 260,
};

/** "Clear filters", while the search or a filter narrows the inbox (the status segment stays). */
export function ClearPurchaseOrderFilters({ view, onChange }: ListFiltersProps<PurchaseOrdersView>) {
  if (!isFiltered(view, PURCHASE_ORDER_FILTERS)) return null;
  return <Button onClick={() => onChange(clearedFilters(PURCHASE_ORDER_FILTERS))}>Clear filters</Button>;
}

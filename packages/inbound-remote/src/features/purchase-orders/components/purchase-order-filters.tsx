import { Button, FilterBar } from '@aide/ui-kit';
import {
  isFiltered,
  type PurchaseOrdersView,
  type PurchaseOrdersViewChange,
} from '../hooks/use-purchase-orders-view';

export interface PurchaseOrderFiltersProps {
  view: PurchaseOrdersView;
  onChange: (change: PurchaseOrdersViewChange) => void;
}

/**
 * Search (debounced), order date range, total range and minimum AI score. Numbers apply when the field is
 * left or Enter is pressed, so typing "1500" asks the server once, not four times.
 */
export function PurchaseOrderFilters({ view, onChange }: PurchaseOrderFiltersProps) {
  const numberFilter = (key: 'minTotal' | 'maxTotal' | 'minScore', label: string, max?: number) => (
    <FilterBar.Number
      label={label}
      value={view[key]}
      max={max}
      onChange={(value) => onChange({ [key]: value })}
    />
  );

  return (
    <FilterBar>
      <FilterBar.Search
        label="Search purchase orders"
        placeholder="PO number or customer"
        value={view.q}
        onChange={(q) => onChange({ q })}
        width={260}
      />
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
    </FilterBar>
  );
}

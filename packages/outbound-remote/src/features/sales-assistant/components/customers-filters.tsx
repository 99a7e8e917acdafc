import { FilterBar } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import type { CustomersView } from '../hooks/use-customers-view';
import { customerSegments } from '../lib/list-customer-segments';
import { LAST_ORDER_FILTERS } from '../lib/list-last-order-filters';

export const SEARCH_DEBOUNCE_MS = 250;

export interface CustomersFiltersProps {
  view: CustomersView;
  onChange: (change: Partial<CustomersView>) => void;
}

/** Search (debounced), segment, last order and "at risk only" above the customer table. */
export function CustomersFilters({ view, onChange }: CustomersFiltersProps) {
  const constants = useGetApiConstantsQuery();

  return (
    <FilterBar>
      <FilterBar.Search
        label="Search customers"
        placeholder="Search name, email or company"
        value={view.q}
        onChange={(q) => onChange({ q })}
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
      <FilterBar.Select
        label="Segment"
        placeholder="All segments"
        loading={constants.isLoading}
        value={view.segment}
        options={customerSegments(constants.data)}
        onChange={(segment) => onChange({ segment: segment ?? '' })}
        minWidth={170}
      />
      <FilterBar.Select
        label="Last order"
        placeholder="Any last order"
        value={view.lastOrder}
        options={LAST_ORDER_FILTERS}
        onChange={(lastOrder) => onChange({ lastOrder })}
        minWidth={210}
      />
      <FilterBar.Switch
        label="At risk only"
        checked={view.atRisk}
        onChange={(atRisk) => onChange({ atRisk })}
      />
    </FilterBar>
  );
}

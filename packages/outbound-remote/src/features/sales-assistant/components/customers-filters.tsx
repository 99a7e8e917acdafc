import { useEffect, useState } from 'react';
import { Flex, Input, Select, Switch, Typography, useDebouncedValue } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import type { LastOrderFilter } from '../api/customers-search-api';
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
  const [search, setSearch] = useState(view.q);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== view.q) onChange({ q: debouncedSearch });
    // Only a new debounced value should write the URL; the URL changing on its own must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const segmentOptions = customerSegments(constants.data).map((value) => ({ value, label: value }));

  return (
    <Flex gap={12} wrap="wrap" align="center" style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Search customers"
        placeholder="Search name, email or company"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ q: value.trim() })}
        style={{ width: 300 }}
      />
      <Select
        aria-label="Segment"
        placeholder="All segments"
        allowClear
        loading={constants.isLoading}
        value={view.segment || undefined}
        options={segmentOptions}
        onChange={(segment?: string) => onChange({ segment: segment ?? '' })}
        style={{ minWidth: 170 }}
      />
      <Select
        aria-label="Last order"
        placeholder="Any last order"
        allowClear
        value={view.lastOrder}
        options={[...LAST_ORDER_FILTERS]}
        onChange={(lastOrder?: LastOrderFilter) => onChange({ lastOrder })}
        style={{ minWidth: 210 }}
      />
      <Flex gap={8} align="center">
        <Switch
          id="customers-at-risk"
          aria-label="At risk only"
          checked={view.atRisk}
          onChange={(atRisk) => onChange({ atRisk })}
        />
        <Typography.Text>
          <label htmlFor="customers-at-risk">At risk only</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

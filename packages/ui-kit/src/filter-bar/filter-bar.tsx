import type { ReactNode } from 'react';
import { Flex } from '../antd';
import { DateRangeFilter } from './date-range-filter';
import { NumberFilter } from './number-filter';
import { SearchFilter } from './search-filter';
import { SelectFilter } from './select-filter';
import { SwitchFilter } from './switch-filter';

export interface FilterBarProps {
  /** The filters: FilterBar.Search, .Select, .Switch, .DateRange, .Number. */
  children: ReactNode;
  /** The space between the bar and the table below it. */
  marginBottom?: number;
}

function FilterBarRow({ children, marginBottom = 16 }: FilterBarProps) {
  return (
    <Flex gap={12} wrap="wrap" align="center" style={{ marginBottom }}>
      {children}
    </Flex>
  );
}

/**
 * The filters above a list, wrapping on a narrow screen. Each field shows a value of the list's view (the
 * URL's, useListView) and reports a change to write back, so every list's search, choices and switches behave
 * alike.
 */
export const FilterBar = Object.assign(FilterBarRow, {
  Search: SearchFilter,
  Select: SelectFilter,
  Switch: SwitchFilter,
  DateRange: DateRangeFilter,
  Number: NumberFilter,
});

import { createContext, useContext } from 'react';

/** Where a list's filters are: in the bar above it, or stacked in the phone's "Filters" sheet. */
export type FilterLayout = 'bar' | 'sheet';

export const FilterLayoutContext = createContext<FilterLayout>('bar');

/** A filter's width: its own in the bar, the sheet's whole width in the sheet. */
export function useFilterWidth(width: number): number | '100%' {
  return useContext(FilterLayoutContext) === 'sheet' ? '100%' : width;
}

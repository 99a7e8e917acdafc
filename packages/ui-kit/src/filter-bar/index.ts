export { FilterBar, type FilterBarProps } from './filter-bar';
export type { DateRangeFilterProps } from './date-range-filter';
export type { NumberFilterProps } from './number-filter';
export type { SearchFilterProps } from './search-filter';
export type { FilterOption, SelectFilterProps } from './select-filter';
export type { SwitchFilterProps } from './switch-filter';
export { bindFilters, type ListFiltersProps } from './bind-filters';
export {
  clearedFilters,
  FilterFields,
  filterCount,
  isFiltered,
  type DateRangeField,
  type FilterField,
  type FilterFieldsProps,
  type NumberField,
  type SelectField,
  type SwitchField,
} from './filter-fields';

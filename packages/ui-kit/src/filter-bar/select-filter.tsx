import type { ReactNode } from 'react';
import { Select } from '../antd';
import { useFilterWidth } from './filter-layout';

/** A value shown as itself (a brand), or a value with its label. */
export type FilterOption<T extends string> = T | { value: T; label: ReactNode };

export interface SelectFilterProps<T extends string> {
  /** The field's accessible name: "Brand". */
  label: string;
  /** What no choice means: "All brands". */
  placeholder: string;
  /** The view's value; '' or undefined for none. */
  value: T | '' | undefined;
  /** The choices (undefined while they load). */
  options: readonly FilterOption<T>[] | undefined;
  /** The new choice, undefined when cleared. */
  onChange: (value: T | undefined) => void;
  loading?: boolean;
  /** Type to narrow the choices (long lists: brands, categories). */
  showSearch?: boolean;
  minWidth?: number;
}

/** One choice of a list filter, clearable back to "all". */
export function SelectFilter<T extends string>({
  label,
  placeholder,
  value,
  options,
  onChange,
  loading,
  showSearch,
  minWidth = 180,
}: SelectFilterProps<T>) {
  const width = useFilterWidth(minWidth);
  return (
    <Select<T>
      aria-label={label}
      placeholder={placeholder}
      allowClear
      showSearch={showSearch}
      loading={loading}
      value={value || undefined}
      options={(options ?? []).map((option) =>
        typeof option === 'string' ? { value: option, label: option } : option,
      )}
      onChange={(next?: T) => onChange(next)}
      style={width === '100%' ? { width } : { minWidth }}
    />
  );
}

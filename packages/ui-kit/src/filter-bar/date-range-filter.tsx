import { useContext } from 'react';
import { Input } from '../antd';
import { FilterLayoutContext } from './filter-layout';

export interface DateRangeFilterProps {
  /** What the days are: "Order date" names the fields "Order date from" and "Order date to". */
  label: string;
  /** The first day (`YYYY-MM-DD`), '' for open. */
  from: string;
  /** The last day (`YYYY-MM-DD`), '' for open. */
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}

/** A from–to day range; neither end can be set past the other. */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const sheet = useContext(FilterLayoutContext) === 'sheet';
  const ends = [
    { end: 'from', prefix: 'From', value: from, bounds: { max: to || undefined }, width: 190 },
    { end: 'to', prefix: 'To', value: to, bounds: { min: from || undefined }, width: 180 },
  ] as const;
  return ends.map(({ end, prefix, value, bounds, width }) => (
    <Input
      key={end}
      type="date"
      aria-label={`${label} ${end}`}
      prefix={prefix}
      value={value}
      {...bounds}
      onChange={(event) =>
        onChange(end === 'from' ? { from: event.target.value } : { to: event.target.value })
      }
      style={{ width: sheet ? '100%' : width }}
    />
  ));
}

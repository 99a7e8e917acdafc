import { useEffect, useState } from 'react';
import { Input } from '../antd';
import { useDebouncedValue } from '../use-debounced-value';
import { useFilterWidth } from './filter-layout';

export interface SearchFilterProps {
  /** The box's accessible name: "Search customers". */
  label: string;
  placeholder: string;
  /** The view's search (the URL's): the box follows it when it changes on its own (back, "Clear filters"). */
  value: string;
  /** A new search, trimmed: once typing has paused for `debounceMs`, or at once on Enter. */
  onChange: (q: string) => void;
  debounceMs?: number;
  width?: number;
}

/** A list's search box: typing searches once it pauses, so the server is asked once per word, not per key. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
  debounceMs = 300,
  width = 300,
}: SearchFilterProps) {
  const shownWidth = useFilterWidth(width);
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), debounceMs);

  useEffect(() => {
    if (debounced !== value) onChange(debounced);
    // Only a new debounced value should write the view; the view changing on its own must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onChange(next.trim())}
      style={{ width: shownWidth, maxWidth: '100%' }}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { Input } from '../antd';
import { useDebouncedValue } from '../use-debounced-value';
import { useFilterWidth } from './filter-layout';

export interface SearchFilterProps {
  /** The box's accessible name: "Search customers". */
  label: string;
  placeholder: string;
  /** The view's search (the URL's): the box follows it when it changes on its own (back, "Clear filters"). */
  value: string;
  /** A new search, trimmed: once typing has paused for `debounceMs`, or at once on Enter or on leaving the box. */
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
  // The search the view has or was last asked for. Leaving the box asks at once, and the debounce that settles
  // later on the same words asks nothing: a list stays mounted while the page a click opened is loading (the
  // router navigates in a transition), and a late search from it would pull the user back to the list.
  const asked = useRef(value);
  const ask = (q: string) => {
    if (q === asked.current) return;
    asked.current = q;
    onChange(q);
  };

  useEffect(() => {
    ask(debounced);
    // Only a new debounced value should write the view; the view changing on its own must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => {
    asked.current = value;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => ask(text.trim())}
      onSearch={(next) => {
        asked.current = next.trim();
        onChange(next.trim());
      }}
      style={{ width: shownWidth, maxWidth: '100%' }}
    />
  );
}

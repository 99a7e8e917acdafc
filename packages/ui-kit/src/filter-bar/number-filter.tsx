import { useState } from 'react';
import { InputNumber } from '../antd';
import { useFilterWidth } from './filter-layout';

export interface NumberFilterProps {
  /** The field's accessible name and placeholder: "Minimum total". */
  label: string;
  /** The view's value, undefined for none. */
  value: number | undefined;
  min?: number;
  max?: number;
  /** The new value (undefined when emptied), on blur or Enter and only when it changed. */
  onChange: (value: number | undefined) => void;
  width?: number;
}

/**
 * A number filter that applies when the field is left or Enter is pressed, so typing "1500" asks the server
 * once, not four times. Non-negative unless `min` says otherwise.
 */
export function NumberFilter(props: NumberFilterProps) {
  // Keyed by the view's value: the draft starts again when that changes on its own (back, "Clear filters").
  return <NumberDraft key={String(props.value ?? '')} {...props} />;
}

function NumberDraft({ label, value, min = 0, max, onChange, width = 150 }: NumberFilterProps) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  const shownWidth = useFilterWidth(width);
  const commit = () => {
    const next = draft ?? undefined;
    if (next !== value) onChange(next);
  };
  return (
    <InputNumber<number>
      aria-label={label}
      placeholder={label}
      min={min}
      max={max}
      value={draft}
      onChange={(next) => setDraft(next)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: shownWidth }}
    />
  );
}

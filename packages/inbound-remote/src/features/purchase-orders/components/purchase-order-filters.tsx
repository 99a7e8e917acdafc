import { useEffect, useState } from 'react';
import { Button, Flex, Input, InputNumber, useDebouncedValue } from '@aide/ui-kit';
import {
  isFiltered,
  type PurchaseOrdersView,
  type PurchaseOrdersViewChange,
} from '../hooks/use-purchase-orders-view';

export const SEARCH_DEBOUNCE_MS = 300;

export interface PurchaseOrderFiltersProps {
  view: PurchaseOrdersView;
  onChange: (change: PurchaseOrdersViewChange) => void;
}

type NumberFilter = 'minTotal' | 'maxTotal' | 'minScore';

/**
 * Search (debounced), order date range, total range and minimum AI score. Numbers apply when the field is
 * left or Enter is pressed, so typing "1500" asks the server once, not four times.
 */
export function PurchaseOrderFilters({ view, onChange }: PurchaseOrderFiltersProps) {
  const [search, setSearch] = useState(view.q);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== view.q) onChange({ q: debouncedSearch });
    // Only a new debounced value should write the URL; the URL changing on its own must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  useEffect(() => {
    // Back/forward or "Clear filters" changed the URL: show its search in the box.
    setSearch((current) => (current.trim() === view.q ? current : view.q));
  }, [view.q]);

  const numberInput = (key: NumberFilter, label: string, max?: number) => (
    <NumberFilterInput
      key={`${key}:${view[key] ?? ''}`}
      label={label}
      value={view[key]}
      max={max}
      onCommit={(value) => {
        if (value !== view[key]) onChange({ [key]: value });
      }}
    />
  );

  return (
    <Flex gap={12} wrap="wrap" align="center" style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Search purchase orders"
        placeholder="PO number or customer"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ q: value.trim() })}
        style={{ width: 260 }}
      />
      <Input
        type="date"
        aria-label="Order date from"
        prefix="From"
        value={view.from}
        max={view.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
        style={{ width: 190 }}
      />
      <Input
        type="date"
        aria-label="Order date to"
        prefix="To"
        value={view.to}
        min={view.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        style={{ width: 180 }}
      />
      {numberInput('minTotal', 'Minimum total')}
      {numberInput('maxTotal', 'Maximum total')}
      {numberInput('minScore', 'Minimum AI score', 100)}
      {isFiltered(view) && (
        <Button
          onClick={() =>
            onChange({
              q: '',
              from: '',
              to: '',
              minTotal: undefined,
              maxTotal: undefined,
              minScore: undefined,
            })
          }
        >
          Clear filters
        </Button>
      )}
    </Flex>
  );
}

interface NumberFilterInputProps {
  label: string;
  value: number | undefined;
  max?: number;
  onCommit: (value: number | undefined) => void;
}

/** A non-negative number that applies on blur or Enter (keyed by the URL value, so it resets with it). */
function NumberFilterInput({ label, value, max, onCommit }: NumberFilterInputProps) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  const commit = () => onCommit(draft ?? undefined);
  return (
    <InputNumber<number>
      aria-label={label}
      placeholder={label}
      min={0}
      max={max}
      value={draft}
      onChange={(next) => setDraft(next)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: 150 }}
    />
  );
}

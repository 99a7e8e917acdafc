import { useEffect, useState } from 'react';
import { Flex, InputNumber, Typography, useDebouncedValue } from '@aide/ui-kit';
import { MAX_TOLERANCE, MIN_TOLERANCE, toTolerance } from '../lib/tolerances';

export const TOLERANCE_DEBOUNCE_MS = 400;

export interface ToleranceControlsProps {
  priceTolerance: number;
  quantityTolerance: number;
  onChange: (change: { priceTolerance?: number; quantityTolerance?: number }) => void;
}

/** Price and quantity tolerances (0–100 %), applied once typing pauses; an invalid value is explained, not sent. */
export function ToleranceControls({ priceTolerance, quantityTolerance, onChange }: ToleranceControlsProps) {
  return (
    <Flex gap={24} wrap="wrap" align="flex-start">
      <ToleranceInput
        label="Price tolerance (%)"
        value={priceTolerance}
        onApply={(value) => onChange({ priceTolerance: value })}
      />
      <ToleranceInput
        label="Quantity tolerance (%)"
        value={quantityTolerance}
        onApply={(value) => onChange({ quantityTolerance: value })}
      />
    </Flex>
  );
}

interface ToleranceInputProps {
  label: string;
  value: number;
  onApply: (value: number) => void;
}

function ToleranceInput({ label, value, onApply }: ToleranceInputProps) {
  const [draft, setDraft] = useState<string>(String(value));
  const debounced = useDebouncedValue(draft, TOLERANCE_DEBOUNCE_MS);
  const valid = toTolerance(draft);
  const id = `tolerance-${label.replace(/\W+/g, '-').toLowerCase()}`;

  // The URL changed on its own (back button, summary link): show what applies now.
  useEffect(() => {
    setDraft((current) => (toTolerance(current) === value ? current : String(value)));
  }, [value]);

  useEffect(() => {
    const next = toTolerance(debounced);
    if (next !== null && next !== value) onApply(next);
    // Only a new debounced value should write the URL; the URL changing must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        <Typography.Text>{label}</Typography.Text>
      </label>
      <InputNumber<string>
        id={id}
        stringMode
        min={String(MIN_TOLERANCE)}
        max={String(MAX_TOLERANCE)}
        step="1"
        value={draft}
        status={valid === null ? 'error' : undefined}
        onChange={(next) => setDraft(next ?? '')}
        style={{ width: 160 }}
      />
      {valid === null && (
        <Typography.Text type="danger" role="alert">
          Enter a percentage from {MIN_TOLERANCE} to {MAX_TOLERANCE}.
        </Typography.Text>
      )}
    </Flex>
  );
}

import type { ReactNode } from 'react';
import { Button, Popconfirm } from '@aide/ui-kit';

export interface ConfirmDangerButtonProps {
  /** What the button does; the confirm button repeats it. */
  label: string;
  /** The confirmation's question, e.g. "Remove @acme?". */
  question: ReactNode;
  /** What follows, under the question. */
  consequence?: ReactNode;
  onConfirm: () => unknown;
  loading?: boolean;
  size?: 'small';
  'aria-label'?: string;
}

/** A destructive action (disconnect, remove, end) that runs only once the user confirms it. */
export function ConfirmDangerButton({
  label,
  question,
  consequence,
  onConfirm,
  loading,
  size,
  'aria-label': ariaLabel,
}: ConfirmDangerButtonProps) {
  return (
    <Popconfirm
      title={question}
      description={consequence}
      okText={label}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button danger size={size} loading={loading} aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );
}

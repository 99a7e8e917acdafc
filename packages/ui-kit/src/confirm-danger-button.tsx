import type { ReactNode } from 'react';
import { Button, Popconfirm } from './antd';

export interface ConfirmDangerButtonProps {
  /** What the button does; the confirm button repeats it. */
  label: string;
  /** The confirmation's question, e.g. "Remove @acme?". */
  title: ReactNode;
  /** What follows, under the question. */
  description?: ReactNode;
  onConfirm: () => unknown;
  loading?: boolean;
  /** Shown but off (e.g. the last sign-in method, which has to stay). */
  disabled?: boolean;
  size?: 'small';
  'aria-label'?: string;
}

/**
 * A destructive action (disconnect, remove, end, sign out everywhere) that runs only once the user confirms
 * it.
 */
export function ConfirmDangerButton({
  label,
  title,
  description,
  onConfirm,
  loading,
  disabled,
  size,
  'aria-label': ariaLabel,
}: ConfirmDangerButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={label}
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button danger size={size} disabled={disabled} loading={loading} aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );
}

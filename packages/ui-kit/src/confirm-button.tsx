import type { ReactNode } from 'react';
import { Button, Popconfirm } from './antd';

export interface ConfirmButtonProps {
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
  /** Red, for what cannot be undone (ConfirmDangerButton). */
  danger?: boolean;
  'aria-label'?: string;
}

/** An action on someone's data (retry a job, resend an email) that runs only once the user confirms it. */
export function ConfirmButton({
  label,
  title,
  description,
  onConfirm,
  loading,
  disabled,
  size,
  danger,
  'aria-label': ariaLabel,
}: ConfirmButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={label}
      cancelText="Cancel"
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button danger={danger} size={size} disabled={disabled} loading={loading} aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );
}

export type ConfirmDangerButtonProps = Omit<ConfirmButtonProps, 'danger'>;

/**
 * A destructive action (disconnect, remove, end, sign out everywhere) that runs only once the user confirms
 * it.
 */
export function ConfirmDangerButton(props: ConfirmDangerButtonProps) {
  return <ConfirmButton {...props} danger />;
}

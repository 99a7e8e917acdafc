import type { ComponentProps } from 'react';
import { Button, Popconfirm } from '@aide/ui-kit';

export type ConfirmDangerButtonProps = Pick<
  ComponentProps<typeof Popconfirm>,
  'title' | 'description' | 'onConfirm' | 'disabled'
> & {
  /** What the button does; the confirm button repeats it. */
  label: string;
  loading?: boolean;
  'aria-label'?: string;
};

/**
 * An action on the account that cannot be undone (remove a sign-in method or an authenticator, sign out
 * everywhere): it runs once confirmed. A disabled one (the last method that has to stay) is shown but off.
 */
export function ConfirmDangerButton({
  label,
  loading,
  'aria-label': ariaLabel,
  ...confirm
}: ConfirmDangerButtonProps) {
  return (
    <Popconfirm {...confirm} okText={label} cancelText="Cancel">
      <Button danger disabled={confirm.disabled} loading={loading} aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );
}

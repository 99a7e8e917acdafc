import type { ButtonHTMLAttributes } from 'react';

export interface LeanButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: 'primary' | 'default' | 'link';
  block?: boolean;
  loading?: boolean;
}

/** antd Button's primary, default and link looks; `loading` shows a spinner and blocks clicks. */
export function LeanButton({
  variant = 'default',
  block = false,
  loading = false,
  type = 'button',
  disabled,
  children,
  ...button
}: LeanButtonProps) {
  const className = ['aide-lean-button', `is-${variant}`, block && 'is-block'].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...button}
    >
      {loading && <span className="aide-lean-spinner" aria-hidden />}
      {children}
    </button>
  );
}

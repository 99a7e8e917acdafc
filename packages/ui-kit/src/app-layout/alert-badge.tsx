import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';

export interface AlertBadgeProps {
  /** Accessible name (and hover text) saying what needs attention. */
  label?: string;
}

/** A small red exclamation mark beside a navigation item that still needs the user's attention. */
export function AlertBadge({ label = 'Needs attention' }: AlertBadgeProps) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      style={{ color: 'var(--ant-color-error)', fontSize: 14, lineHeight: 1, display: 'inline-flex' }}
    >
      <ExclamationCircleFilled aria-hidden />
    </span>
  );
}

import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { aideTheme } from '../theme';

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
      style={{ color: aideTheme.token?.colorError, fontSize: 14, lineHeight: 1, display: 'inline-flex' }}
    >
      <ExclamationCircleFilled aria-hidden />
    </span>
  );
}

import type { CSSProperties } from 'react';
import { Alert, Button } from '@aide/ui-kit';
import { describeError } from './describe-error';

export interface LoadErrorAlertProps {
  error: unknown;
  /** What failed to load, said before the reason (e.g. "The orders could not be loaded."). */
  what?: string;
  /** The reason when the error carries none. */
  fallback: string;
  onRetry: () => void;
  style?: CSSProperties;
}

/** A failed read on any screen: what went wrong (in describeError's words) and a Retry button. */
export function LoadErrorAlert({ error, what, fallback, onRetry, style }: LoadErrorAlertProps) {
  const reason = describeError(error, fallback);
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={what ? `${what} ${reason}` : reason}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

export interface QueryLoadErrorAlertProps {
  /** An RTK Query result: its error is shown and Retry refetches it. */
  query: { error?: unknown; refetch: () => unknown };
  what: string;
  fallback?: string;
}

/** A list's failed read, above the table that would show it (ServerTable's errorAlert). */
export function QueryLoadErrorAlert({
  query,
  what,
  fallback = 'Please try again.',
}: QueryLoadErrorAlertProps) {
  return (
    <LoadErrorAlert
      error={query.error}
      what={what}
      fallback={fallback}
      onRetry={() => void query.refetch()}
      style={{ marginBottom: 16 }}
    />
  );
}

import { Alert, Button } from '@aide/ui-kit';
import { describeError } from '../lib/describe-error';

export interface LoadErrorAlertProps {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}

/** A failed read: what went wrong and a Retry button. */
export function LoadErrorAlert({ error, fallback, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={describeError(error, fallback)}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

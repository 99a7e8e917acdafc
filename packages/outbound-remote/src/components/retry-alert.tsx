import { Alert, Button } from '@aide/ui-kit';

export interface RetryAlertProps {
  type: 'error' | 'warning';
  title: string;
  onRetry: () => void;
}

/** A read that failed with a fixed sentence (no server reason to show), and a Retry button. */
export function RetryAlert({ type, title, onRetry }: RetryAlertProps) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

import { LoadErrorAlert } from '@aide/shared-auth';

export interface QueryErrorAlertProps {
  /** An RTK Query result that failed: its error is shown and Retry refetches it. */
  query: { error?: unknown; refetch: () => unknown };
  /** The reason when the error carries none. */
  fallback: string;
}

/** A failed read in place of what it would have shown (shared-auth's LoadErrorAlert, bound to the query). */
export function QueryErrorAlert({ query, fallback }: QueryErrorAlertProps) {
  return <LoadErrorAlert error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />;
}

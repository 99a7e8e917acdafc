import { Alert } from '@aide/ui-kit';
import { describeError } from '@aide/shared-auth';

export interface MutationErrorAlertProps {
  /** The state of the form's mutation (draft, send, save). */
  mutation: { isError: boolean; error?: unknown };
  /** The reason when the error carries none. */
  fallback: string;
}

/** Why the form's last request failed, above its buttons; nothing until one fails. */
export function MutationErrorAlert({ mutation, fallback }: MutationErrorAlertProps) {
  if (!mutation.isError) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={describeError(mutation.error, fallback)}
    />
  );
}

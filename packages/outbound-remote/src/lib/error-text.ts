/** A readable reason from an RTK Query error (custom queryFn errors carry it in `error`). */
export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { error: custom, message } = error as { error?: unknown; message?: unknown };
    if (typeof custom === 'string' && custom) return custom;
    if (typeof message === 'string' && message) return message;
  }
  return 'Please try again.';
}

/** "12 Mar 2025" in the user's locale; the raw value when it is not a date. */
export function formatConnectedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

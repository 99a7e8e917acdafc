/** Today's date (UTC) as YYYY-MM-DD: the day offers, stock and dashboard periods are judged on. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Display formatting for every screen: one place decides how money, counts, percentages and dates read. */

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
// Calendar dates from the API are plain YYYY-MM-DD days: format them in UTC so no time zone shifts the day.
const day = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const money = new Map<string, Intl.NumberFormat>();

/** `1234.5` → `$1,234.50`; `1234.5, 'EUR'` → `€1,234.50`; null/undefined → `—`. */
export function formatMoney(value: number | null | undefined, currency = 'USD'): string {
  if (value == null) return '—';
  let format = money.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    money.set(currency, format);
  }
  return format.format(value);
}

/** `12345` → `12,345`. */
export function formatNumber(value: number | null | undefined): string {
  return value == null ? '—' : count.format(value);
}

/** `23.456` → `23.5%` (no sign; callers show direction with an arrow). */
export function formatPercent(value: number | null | undefined): string {
  return value == null ? '—' : `${percent.format(value)}%`;
}

/** A `YYYY-MM-DD` day (or an ISO timestamp's day) → `Nov 21, 2026`. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

/** An ISO timestamp → `Nov 21, 2026, 3:05 PM` in the viewer's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayTime.format(date);
}

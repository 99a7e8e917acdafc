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
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

// One formatter per currency and style, made on first use (an organization rarely uses more than one).
const money = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string, compact: boolean): Intl.NumberFormat {
  const key = `${currency}:${compact}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      compact
        ? // Currencies default to two decimals, which would read `$125.0K`.
          {
            style: 'currency',
            currency,
            notation: 'compact',
            minimumFractionDigits: 0,
            maximumFractionDigits: 1,
          }
        : { style: 'currency', currency },
    );
    money.set(key, format);
  }
  return format;
}

/** `1234.5` → `$1,234.50`; `1234.5, 'EUR'` → `€1,234.50`; null/undefined → `—`. */
export function formatMoney(value: number | null | undefined, currency = 'USD'): string {
  return value == null ? '—' : moneyFormat(currency, false).format(value);
}

/** For chart axes, where space is short: `125000` → `$125K`; `1250000, 'EUR'` → `€1.3M`. */
export function formatCompactMoney(value: number | null | undefined, currency = 'USD'): string {
  return value == null ? '—' : moneyFormat(currency, true).format(value);
}

/** `12345` → `12,345`. */
export function formatNumber(value: number | null | undefined): string {
  return value == null ? '—' : count.format(value);
}

/** For chart axes: `125000` → `125K`. */
export function formatCompactNumber(value: number | null | undefined): string {
  return value == null ? '—' : compactCount.format(value);
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

/** A `YYYY-MM` month (or a `YYYY-MM-DD` day's month) → `Mar 26`. */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : month.format(date);
}

/** An ISO timestamp → `Nov 21, 2026, 3:05 PM` in the viewer's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayTime.format(date);
}

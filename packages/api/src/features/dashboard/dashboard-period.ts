// Period maths for the dashboard, pure so they are unit-tested: the period ends today and is compared with the
// period of the same length just before it; the trend has every bucket, zero-filled.

export type DashboardPeriod = '30d' | '90d' | '365d';

export interface DateRange {
  from: string;
  to: string;
}

export interface PeriodRanges {
  period: DateRange;
  previous: DateRange;
}

const DAYS: Record<DashboardPeriod, number> = { '30d': 30, '90d': 90, '365d': 365 };
const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * DAY_MS));

/** 30d ending 2026-11-21 is 2026-10-23..2026-11-21; the previous one 2026-09-23..2026-10-22. */
export function periodRanges(period: DashboardPeriod, today: string): PeriodRanges {
  const days = DAYS[period];
  const from = addDays(today, -(days - 1));
  return {
    period: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

/** Bucket starts: every day for 30d, every 7 days from the period start for 90d, calendar months for 365d. */
export function trendBuckets(period: DashboardPeriod, range: DateRange): string[] {
  const buckets: string[] = [];
  if (period === '365d') {
    const start = toDate(range.from);
    let year = start.getUTCFullYear();
    let month = start.getUTCMonth();
    for (;;) {
      const bucket = toIso(new Date(Date.UTC(year, month, 1)));
      if (bucket > range.to) break;
      buckets.push(bucket);
      month += 1;
      if (month === 12) [year, month] = [year + 1, 0];
    }
    return buckets;
  }
  const step = period === '30d' ? 1 : 7;
  for (let day = range.from; day <= range.to; day = addDays(day, step)) buckets.push(day);
  return buckets;
}

/** Sums daily revenue into the buckets; a day belongs to the last bucket starting on or before it. */
export function bucketTrend(
  period: DashboardPeriod,
  range: DateRange,
  daily: readonly { day: string; revenue: number }[],
): { bucket: string; revenue: number }[] {
  const buckets = trendBuckets(period, range);
  const totals = new Map<string, number>(buckets.map((bucket) => [bucket, 0]));
  for (const { day, revenue } of daily) {
    if (day < range.from || day > range.to) continue;
    let owner = buckets[0];
    for (const bucket of buckets) {
      if (bucket <= day) owner = bucket;
      else break;
    }
    if (owner !== undefined) totals.set(owner, (totals.get(owner) ?? 0) + revenue);
  }
  return buckets.map((bucket) => ({ bucket, revenue: round2(totals.get(bucket) ?? 0) }));
}

/** Percentage change with one decimal; null when there is nothing to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

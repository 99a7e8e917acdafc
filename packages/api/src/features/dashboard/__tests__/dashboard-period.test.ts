import { bucketTrend, changePercent, periodRanges, trendBuckets } from '../dashboard-period.js';

describe('periodRanges', () => {
  it('ends the period today and puts the previous one of the same length right before it', () => {
    expect(periodRanges('30d', '2026-11-21')).toEqual({
      period: { from: '2026-10-23', to: '2026-11-21' },
      previous: { from: '2026-09-23', to: '2026-10-22' },
    });
    expect(periodRanges('365d', '2026-03-01')).toEqual({
      period: { from: '2025-03-02', to: '2026-03-01' },
      previous: { from: '2024-03-02', to: '2025-03-01' },
    });
  });
});

describe('trendBuckets', () => {
  it('has a bucket per day for 30d, per 7 days for 90d and per calendar month for 365d', () => {
    const days = trendBuckets('30d', periodRanges('30d', '2026-11-21').period);
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-10-23', '2026-11-21']);

    const weeks = trendBuckets('90d', periodRanges('90d', '2026-11-21').period);
    expect(weeks).toHaveLength(13);
    expect(weeks.slice(0, 2)).toEqual(['2026-08-24', '2026-08-31']);

    const months = trendBuckets('365d', periodRanges('365d', '2026-11-21').period);
    expect(months).toHaveLength(13);
    expect([months[0], months.at(-1)]).toEqual(['2025-11-01', '2026-11-01']);
  });
});

describe('bucketTrend', () => {
  it('zero-fills and sums each day into the bucket that starts on or before it', () => {
    const range = { from: '2026-08-24', to: '2026-11-21' };
    const trend = bucketTrend('90d', range, [
      { day: '2026-08-24', revenue: 1 },
      { day: '2026-08-30', revenue: 2.005 },
      { day: '2026-08-31', revenue: 4 },
      { day: '2026-11-21', revenue: 8 },
      { day: '2026-08-23', revenue: 100 }, // outside the period: ignored
    ]);
    expect(trend[0]).toEqual({ bucket: '2026-08-24', revenue: 3.01 });
    expect(trend[1]).toEqual({ bucket: '2026-08-31', revenue: 4 });
    expect(trend[2]).toEqual({ bucket: '2026-09-07', revenue: 0 });
    expect(trend.at(-1)).toEqual({ bucket: '2026-11-16', revenue: 8 });
  });
});

describe('changePercent', () => {
  it('is one decimal, negative for a drop, null without a previous figure', () => {
    expect(changePercent(1234.5, 1000)).toBe(23.5);
    expect(changePercent(78, 80)).toBe(-2.5);
    expect(changePercent(5, 0)).toBeNull();
  });
});

import { formatDate, formatNumber, formatPercent, formatUsd } from '../format';

describe('format', () => {
  it('writes US dollars with cents and thousands separators', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(null)).toBe('—');
  });

  it('writes counts and percentages', () => {
    expect(formatNumber(50000)).toBe('50,000');
    expect(formatPercent(23.456)).toBe('23.5%');
    expect(formatPercent(undefined)).toBe('—');
  });

  it('keeps a calendar day on the same day whatever the time zone', () => {
    expect(formatDate('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

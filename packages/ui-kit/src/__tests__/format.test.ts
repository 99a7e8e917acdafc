import {
  formatCompactMoney,
  formatCompactNumber,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
} from '../format';

describe('format', () => {
  it('writes money with cents and thousands separators, in dollars unless told the currency', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(null)).toBe('—');
  });

  it('shortens chart-axis figures, keeping the currency asked for', () => {
    expect(formatCompactMoney(125000)).toBe('$125K');
    expect(formatCompactMoney(1250000, 'EUR')).toBe('€1.3M');
    // The full and the compact form of one currency are different formatters.
    expect(formatMoney(1250000, 'EUR')).toBe('€1,250,000.00');
    expect(formatCompactNumber(125000)).toBe('125K');
    expect(formatCompactMoney(undefined)).toBe('—');
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
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('names a month by its short name and two-digit year', () => {
    expect(formatMonth('2026-03')).toBe('Mar 26');
    expect(formatMonth('2026-12-31')).toBe('Dec 26');
    expect(formatMonth('soon')).toBe('soon');
  });
});

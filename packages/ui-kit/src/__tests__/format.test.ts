import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from '../format';

describe('format', () => {
  it('writes money with cents and thousands separators, in dollars unless told the currency', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(null)).toBe('—');
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
});

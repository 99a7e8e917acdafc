import { isEmail, parseDate, parseNumber } from '../cells.js';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    [' 12.50 ', 12.5],
    ['1,234.5', 1234.5],
    ['$9.99', 9.99],
    ['-3', -3],
    ['.5', 0.5],
    [7, 7],
  ])('reads %p as %p', (input, expected) => expect(parseNumber(input)).toBe(expected));

  it.each(['abc', '12abc', '1,23', '', '1.2.3', Number.NaN])('rejects %p', (input) =>
    expect(parseNumber(input)).toBeNull(),
  );
});

describe('parseDate', () => {
  it.each([
    ['2026-03-14', '2026-03-14'],
    ['2026-3-4', '2026-03-04'],
    ['3/14/2026', '2026-03-14'],
    ['14.3.2026', '2026-03-14'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %p', (input, expected) => expect(parseDate(input)).toBe(expected));

  it('reads .xlsx date cells (UTC midnight)', () => {
    expect(parseDate(new Date(Date.UTC(2025, 11, 31)))).toBe('2025-12-31');
  });

  it.each(['2026-02-30', '2025-02-29', '13/01/2026', '31.13.2026', 'yesterday', '2026/03/14', ''])(
    'rejects %p',
    (input) => expect(parseDate(input)).toBeNull(),
  );
});

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('a.b+tag@mail.example.co.uk')).toBe(true);
    for (const bad of [
      'ada',
      'ada@',
      'ada@example',
      'a da@example.com',
      'ada@@example.com',
      'ada@example.',
    ]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});

import { parseDate, parseNumber } from '../cells.js';
import { problemsMessage, validateRows } from '../check-rows.js';
import type { RawRow } from '../row-types.js';

const validateCustomerRows = (rows: RawRow[]) => validateRows('customers', rows);
const validateInventoryRows = (rows: RawRow[]) => validateRows('inventory', rows);
const validateSalesRows = (rows: RawRow[]) => validateRows('sales', rows);

describe('customer rows', () => {
  it('normalizes: trims, lower-cases the email, blanks become null', () => {
    const { rows, problems } = validateCustomerRows([
      { row: 2, name: '  Ada ', email: ' Ada@Engine.TEST ', company: '', phone: 12345, city: '  ' },
    ]);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        name: 'Ada',
        email: 'ada@engine.test',
        company: null,
        phone: '12345',
        segment: null,
        city: null,
      },
    ]);
  });

  it('requires a name and a valid email, and reports a repeated email on the later row', () => {
    const { rows, problems } = validateCustomerRows([
      { row: 2, name: 'A', email: 'a@x.test' },
      { row: 3, name: null, email: undefined },
      { row: 4, name: 'B', email: 'b@x' },
      { row: 5, name: 'C', email: 'A@X.test' },
    ]);
    expect(problems).toEqual([
      { row: 3, field: 'name', message: 'name is required.' },
      { row: 3, field: 'email', message: 'email is required.' },
      { row: 4, field: 'email', message: '"b@x" is not a valid email address.' },
      { row: 5, field: 'email', message: 'Duplicate email "a@x.test" (first on row 2).' },
    ]);
    expect(rows.map((row) => row.row)).toEqual([2]);
  });

  it('treats non-plain cells (objects, arrays) as blank', () => {
    expect(validateCustomerRows([{ row: 2, name: { x: 1 }, email: ['a@b.test'] }]).problems).toHaveLength(2);
  });
});

describe('inventory rows', () => {
  it('accepts numbers written as text, with thousands separators', () => {
    const { rows, problems } = validateInventoryRows([
      { row: 2, sku: 'A', name: 'Apple', price: '1,234.50', quantity_on_hand: ' 7 ' },
    ]);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ price: 1234.5, quantity_on_hand: 7, brand: null });
  });

  it('wants non-negative numbers, a whole quantity and unique skus', () => {
    const { problems } = validateInventoryRows([
      { row: 2, sku: 'A', name: 'Apple', price: -1, quantity_on_hand: 1 },
      { row: 3, sku: 'A', name: 'Again', price: 'cheap', quantity_on_hand: 2.5 },
      { row: 4, sku: '', name: '', quantity_on_hand: null },
    ]);
    expect(problems).toEqual([
      { row: 2, field: 'price', message: 'price must not be negative.' },
      { row: 3, field: 'sku', message: 'Duplicate sku "A" (first on row 2).' },
      { row: 3, field: 'price', message: 'price must be a number.' },
      { row: 3, field: 'quantity_on_hand', message: 'quantity_on_hand must be a whole number.' },
      { row: 4, field: 'sku', message: 'sku is required.' },
      { row: 4, field: 'name', message: 'name is required.' },
      { row: 4, field: 'quantity_on_hand', message: 'quantity_on_hand is required.' },
    ]);
  });
});

describe('sales rows', () => {
  const line = { row: 2, customer: 'Ada', sku: 'A', quantity: 1, unit_price: 2, sold_at: '2026-11-20' };

  it('passes a complete line through and checks an optional email only when given', () => {
    expect(validateSalesRows([line]).rows).toEqual([{ ...line, customer_email: null, order_ref: null }]);
    expect(validateSalesRows([{ ...line, customer_email: 'nope' }]).problems).toEqual([
      { row: 2, field: 'customer_email', message: '"nope" is not a valid email address.' },
    ]);
  });

  it('reports text that cannot be stored (a NUL character, or longer than its column) on its row', () => {
    const { rows, problems } = validateSalesRows([
      { ...line, order_ref: 'SO-\u00001' },
      { ...line, row: 3, customer: 'x'.repeat(201) },
      { ...line, row: 4 },
    ]);
    expect(problems).toEqual([
      { row: 2, field: 'order_ref', message: 'order_ref contains a NUL character, which cannot be stored.' },
      { row: 3, field: 'customer', message: 'customer is too long (201 characters; at most 200).' },
    ]);
    expect(rows.map((row) => row.row)).toEqual([4]);
  });

  it('allows identical lines (two sales), unlike customer emails or skus', () => {
    expect(validateSalesRows([line, { ...line, row: 3 }]).problems).toEqual([]);
  });

  it('wants real calendar dates', () => {
    const { problems } = validateSalesRows([
      { ...line, sold_at: '2026-02-29' },
      { ...line, row: 3, sold_at: '20/11/2026' },
    ]);
    expect(problems.map((problem) => [problem.row, problem.field])).toEqual([
      [2, 'sold_at'],
      [3, 'sold_at'],
    ]);
  });
});

describe('helpers', () => {
  it('knows calendar dates', () => {
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('2026-1-1')).toBe('2026-01-01');
  });

  it('reads numbers', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(3)).toBe(3);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1e3')).toBeNull();
  });

  it('counts rows, not problems, in the summary sentence', () => {
    expect(
      problemsMessage([
        { row: 2, field: 'a', message: '' },
        { row: 2, field: 'b', message: '' },
      ]),
    ).toBe('1 row has problems; nothing was imported.');
  });
});

// One table of awkward inputs with the verdict every import path must give. The package's own test runs it
// through the rules; the API's test posts the same rows to the upload routes and expects the same problems.
import type { Cell } from '../cells.js';
import type { ImportKind } from '../import-fields.js';
import type { RawRow, RowProblem } from '../row-types.js';

export interface TrickyCase {
  kind: ImportKind;
  why: string;
  cells: Record<string, Cell>;
  /** The problems of this row (without its line number); empty when it must pass. */
  problems: { field: string; message: string }[];
  /** For a passing row: fields of the normalized row it must become. */
  normalized?: Record<string, string | number | null>;
}

type Verdict = Pick<TrickyCase, 'problems' | 'normalized'>;

const long = (length: number) => 'x'.repeat(length);
const ok = (normalized: TrickyCase['normalized'] = {}): Verdict => ({ problems: [], normalized });
const bad = (field: string, message: string): Verdict => ({ problems: [{ field, message }] });
const invalidEmail = (field: string, email: string) => bad(field, `"${email}" is not a valid email address.`);
const notNumber = (field: string) => bad(field, `${field} must be a number.`);
const notDate = (text: string) => bad('sold_at', `"${text}" is not a real date (use YYYY-MM-DD).`);

let serial = 0;
/** Cases of one kind on top of a valid row (unique emails and SKUs, so no case trips the duplicate rule). */
const cases =
  (kind: ImportKind, base: () => Record<string, Cell>) =>
  (why: string, cells: Record<string, Cell>, verdict: Verdict): TrickyCase => ({
    kind,
    why,
    cells: { ...base(), ...cells },
    ...verdict,
  });
const customer = cases('customers', () => ({ name: 'Ada', email: `c${++serial}@example.com` }));
const product = cases('inventory', () => ({ sku: `P-${++serial}`, name: 'Chair', quantity_on_hand: 1 }));
const sale = cases('sales', () => ({
  customer: 'Ada',
  sku: 'A-1',
  quantity: 1,
  unit_price: 2,
  sold_at: '2026-01-02',
}));

export const TRICKY_CASES: readonly TrickyCase[] = [
  customer('two dots in a row in the domain', { email: 'a@b..c' }, invalidEmail('email', 'a@b..c')),
  customer('domain starting with a dot', { email: 'a@.b.c' }, invalidEmail('email', 'a@.b.c')),
  customer('domain ending with a dot', { email: 'a@b.c.' }, invalidEmail('email', 'a@b.c.')),
  customer('no dot in the domain', { email: 'a@localhost' }, invalidEmail('email', 'a@localhost')),
  customer('space inside', { email: 'a b@c.de' }, invalidEmail('email', 'a b@c.de')),
  customer('unicode address, lower-cased', { email: 'Zoë@Exämple.DE' }, ok({ email: 'zoë@exämple.de' })),
  customer('padded and upper-case', { email: '  ADA@Example.com ' }, ok({ email: 'ada@example.com' })),
  customer('unicode name', { name: '  Łukasz Żółć 李 ' }, ok({ name: 'Łukasz Żółć 李' })),
  customer('blank name', { name: '   ' }, bad('name', 'name is required.')),
  customer(
    'NUL in the name',
    { name: 'Ad\u0000a' },
    bad('name', 'name contains a NUL character, which cannot be stored.'),
  ),
  customer(
    'name one over its column',
    { name: long(201) },
    bad('name', 'name is too long (201 characters; at most 200).'),
  ),
  customer('name exactly at its limit', { name: long(200) }, ok()),
  customer(
    'phone over its column',
    { phone: long(51) },
    bad('phone', 'phone is too long (51 characters; at most 50).'),
  ),
  customer(
    'email over 254 characters',
    { email: `${long(250)}@b.co` },
    {
      problems: [
        { field: 'email', message: 'email is too long (255 characters; at most 254).' },
        { field: 'email', message: `"${long(250)}@b.co" is not a valid email address.` },
      ],
    },
  ),
  product('thousands separators', { price: '1,234.50' }, ok({ price: 1234.5 })),
  product('European separators are ambiguous', { price: '1.234,50' }, notNumber('price')),
  product('a comma that is no thousands separator', { price: '1,2' }, notNumber('price')),
  product('padded number', { quantity_on_hand: '  12 ' }, ok({ quantity_on_hand: 12 })),
  product('minus zero', { price: '-0' }, ok({ price: 0 })),
  product('dollar sign', { price: '$9.99' }, ok({ price: 9.99 })),
  product('blank optional price', { price: ' ' }, ok({ price: null })),
  product('NaN written out', { price: 'NaN' }, notNumber('price')),
  product('Infinity written out', { price: 'Infinity' }, notNumber('price')),
  product('exponent', { price: '1e3' }, notNumber('price')),
  product('plus sign', { price: '+5' }, notNumber('price')),
  product('negative price', { price: '-1' }, bad('price', 'price must not be negative.')),
  product(
    'fractional quantity',
    { quantity_on_hand: '2.5' },
    bad('quantity_on_hand', 'quantity_on_hand must be a whole number.'),
  ),
  product(
    'huge quantity',
    { quantity_on_hand: 1e10 },
    bad('quantity_on_hand', 'quantity_on_hand is too large.'),
  ),
  product(
    'missing quantity',
    { quantity_on_hand: '' },
    bad('quantity_on_hand', 'quantity_on_hand is required.'),
  ),
  product(
    'NUL in the brand',
    { brand: 'Acme\u0000' },
    bad('brand', 'brand contains a NUL character, which cannot be stored.'),
  ),
  sale('year 999', { sold_at: '0999-12-31' }, notDate('0999-12-31')),
  sale('the year before the earliest', { sold_at: '1899-12-31' }, notDate('1899-12-31')),
  sale('the earliest day', { sold_at: '1900-01-01' }, ok({ sold_at: '1900-01-01' })),
  sale('30 February', { sold_at: '2026-02-30' }, notDate('2026-02-30')),
  sale('leap day', { sold_at: '2024-02-29' }, ok({ sold_at: '2024-02-29' })),
  sale('US date', { sold_at: '3/14/2026' }, ok({ sold_at: '2026-03-14' })),
  sale('dotted date', { sold_at: '14.3.2026' }, ok({ sold_at: '2026-03-14' })),
  sale('slashes, year first', { sold_at: '2026/03/14' }, notDate('2026/03/14')),
  sale(
    'customer email with two dots',
    { customer_email: 'a@b..c' },
    invalidEmail('customer_email', 'a@b..c'),
  ),
  sale(
    'order reference over its column',
    { order_ref: long(101) },
    bad('order_ref', 'order_ref is too long (101 characters; at most 100).'),
  ),
  sale(
    'NUL in the order reference',
    { order_ref: 'SO-\u00001' },
    bad('order_ref', 'order_ref contains a NUL character, which cannot be stored.'),
  ),
];

/** One kind's cases as an upload: rows numbered from line 2, and the problems the upload must report. */
export function trickyUpload(kind: ImportKind): { rows: RawRow[]; problems: RowProblem[]; valid: number } {
  const cases = TRICKY_CASES.filter((entry) => entry.kind === kind);
  const rows = cases.map((entry, i) => ({ ...entry.cells, row: i + 2 }));
  const problems = cases.flatMap((entry, i) => entry.problems.map((problem) => ({ row: i + 2, ...problem })));
  return { rows, problems, valid: cases.filter((entry) => entry.problems.length === 0).length };
}

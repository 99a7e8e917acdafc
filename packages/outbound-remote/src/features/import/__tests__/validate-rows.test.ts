import { detectColumns } from '@aide/rules';
import { IMPORT_KINDS, MAX_LISTED_PROBLEMS, type ImportKind } from '../lib/import-kinds';
import { parseCsvText } from '../lib/read-file';
import { validateRows } from '../lib/validate-rows';

function check(kind: ImportKind, csv: string) {
  const table = parseCsvText(csv, 'test.csv');
  const config = IMPORT_KINDS[kind];
  return validateRows(table, config, detectColumns(table.headers, config.fields));
}

describe('validateRows: customers', () => {
  it('maps valid rows with their file line numbers and leaves empty optional fields out', () => {
    const { report, rows } = check(
      'customers',
      'Name,Email,City\nAda,ada@example.com,London\n\nGrace,grace@example.com,\n',
    );
    expect(report).toMatchObject({
      totalRows: 2,
      validRows: 2,
      problemRows: 0,
      problemCount: 0,
      problems: [],
    });
    expect(rows).toEqual([
      { row: 2, name: 'Ada', email: 'ada@example.com', city: 'London' },
      { row: 4, name: 'Grace', email: 'grace@example.com' },
    ]);
  });

  it('reports missing name, missing and invalid email with row numbers, and imports nothing', () => {
    const { report, rows } = check(
      'customers',
      'name,email\nAda,ada@example.com\n,bob@example.com\nCarl,\nDora,dora-at-example\n',
    );
    expect(report.problems).toEqual([
      { row: 3, field: 'name', message: 'name is required.' },
      { row: 4, field: 'email', message: 'email is required.' },
      { row: 5, field: 'email', message: '"dora-at-example" is not a valid email address.' },
    ]);
    expect(report).toMatchObject({ validRows: 1, problemRows: 3, problemCount: 3 });
    expect(rows).toEqual([]);
  });

  it('reports a duplicate email (any case) on the later row', () => {
    const { report } = check(
      'customers',
      'name,email\nAda,ada@example.com\nBob,bob@example.com\nAda 2,ADA@example.com\n',
    );
    expect(report.problems).toEqual([
      { row: 4, field: 'email', message: 'Duplicate email "ada@example.com" (first on row 2).' },
    ]);
  });

  it('checks no row while a required field has no column', () => {
    const { report } = check('customers', 'email\nada@example.com\n');
    expect(report.missingFields).toEqual(['name']);
    expect(report.problemCount).toBe(0);
    expect(report.validRows).toBe(0);
  });

  it('lists at most MAX_LISTED_PROBLEMS problems but counts all', () => {
    const csv = ['name,email', ...Array.from({ length: 1500 }, () => 'x,not-an-email')].join('\n');
    const { report } = check('customers', csv);
    expect(report.problemCount).toBe(1500);
    expect(report.problems).toHaveLength(MAX_LISTED_PROBLEMS);
  });

  it('previews the first 20 rows', () => {
    const csv = ['name,email', ...Array.from({ length: 30 }, (_, i) => `n${i},e${i}@x.com`)].join('\n');
    const { report } = check('customers', csv);
    expect(report.preview).toHaveLength(20);
    expect(report.preview[0]).toMatchObject({ row: 2, name: 'n0', email: 'e0@x.com', company: '' });
  });
});

describe('validateRows: inventory', () => {
  it("reports each bad cell of a read file on its file line (the messages are @aide/rules')", () => {
    const { report } = check(
      'inventory',
      'sku,name,price,qty\nA1,Chair,10,5\n,Table,1,1\nA1,Chair again,10,5\nB2,Lamp,abc,2\nC3,Desk,-1,2\nD4,Bed,5,1.5\nE5,Rug,5,-2\n',
    );
    expect(report.problems.map((problem) => `${problem.row} ${problem.field}`)).toEqual([
      '3 sku',
      '4 sku',
      '5 price',
      '6 price',
      '7 quantity_on_hand',
      '8 quantity_on_hand',
    ]);
    expect(report).toMatchObject({ validRows: 1, problemRows: 6, problemCount: 6 });
  });

  it('sends numbers as numbers and allows an empty price', () => {
    const { rows } = check(
      'inventory',
      'sku,name,price,quantity_on_hand\nA1,Chair,"1,299.00",5\nB2,Lamp,,0\n',
    );
    expect(rows).toEqual([
      { row: 2, sku: 'A1', name: 'Chair', price: 1299, quantity_on_hand: 5 },
      { row: 3, sku: 'B2', name: 'Lamp', quantity_on_hand: 0 },
    ]);
  });
});

describe('validateRows: sales', () => {
  it('normalises dates to YYYY-MM-DD and reports invalid ones', () => {
    const { report, rows } = check(
      'sales',
      'Customer,Item SKU,Qty,Unit Price,Date\nAda,A1,2,9.5,3/14/2026\nAda,A1,1,9.5,14.3.2026\n',
    );
    expect(report.problemCount).toBe(0);
    expect(rows.map((row) => row.sold_at)).toEqual(['2026-03-14', '2026-03-14']);
    const bad = check('sales', 'customer,sku,quantity,unit_price,sold_at\nAda,A1,2,9.5,2026-02-30\n');
    expect(bad.report.problems).toEqual([
      {
        row: 2,
        field: 'sold_at',
        message: '"2026-02-30" is not a real date (use YYYY-MM-DD).',
      },
    ]);
  });

  it('allows the same line twice (the server de-duplicates by content)', () => {
    const { report } = check(
      'sales',
      'customer,sku,quantity,unit_price,sold_at\nAda,A1,2,9.5,2026-01-02\nAda,A1,2,9.5,2026-01-02\n',
    );
    expect(report.problemCount).toBe(0);
  });
});

describe('validateRows: 100,000 rows', () => {
  it('checks a full-size file and reports progress', () => {
    const lines = ['name,email,company'];
    for (let i = 0; i < 100_000; i++) lines.push(`Customer ${i},c${i}@example.com,Company ${i % 100}`);
    const table = parseCsvText(lines.join('\n'), 'big.csv');
    const config = IMPORT_KINDS.customers;
    const progress: number[] = [];
    const { report, rows } = validateRows(
      table,
      config,
      detectColumns(table.headers, config.fields),
      (done) => progress.push(done),
    );
    expect(report.validRows).toBe(100_000);
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999]).toMatchObject({ row: 100_001 });
    expect(progress.at(-1)).toBe(100_000);
  });
});

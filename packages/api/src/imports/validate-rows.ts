// The import rules, shared word for word with the browser's copy in the outbound remote
// (features/imports/lib/validate-rows.ts): the server's 422 points at the same lines and fields.
// Pure functions: raw cells in, normalized rows and problems out.

export type Cell = unknown;

export interface RowProblem {
  /** 1-based line in the file; the header is line 1. */
  row: number;
  field: string;
  message: string;
}

export interface Validated<T> {
  rows: T[];
  problems: RowProblem[];
}

export interface CustomerRow {
  row: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  segment: string | null;
  city: string | null;
}

export interface InventoryRow {
  row: number;
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  price: number | null;
  quantity_on_hand: number;
}

export interface SalesRow {
  row: number;
  customer: string;
  customer_email: string | null;
  sku: string;
  quantity: number;
  unit_price: number;
  sold_at: string;
  order_ref: string | null;
}

type RawRow = { row: number } & Record<string, Cell>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Trimmed text, or null when blank (or not a plain value at all). */
export function text(value: Cell): string | null {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** A number from a cell ("1,234.50" and " 12 " included), NaN when not a number, null when blank. */
export function number(value: Cell): number | null {
  if (typeof value === 'number') return value;
  const trimmed = text(value);
  if (trimmed === null) return null;
  const plain = trimmed.replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The longest text each imported field may hold (the same limits as the database's constraints). */
export const MAX_LENGTH = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  segment: 100,
  city: 100,
  sku: 100,
  brand: 100,
  category: 100,
  customer: 200,
  customer_email: 254,
  order_ref: 100,
} as const satisfies Record<string, number>;

class Collector {
  readonly problems: RowProblem[] = [];
  /** Reports every text field of the row that cannot be stored: too long, or holding a NUL character. */
  storable(input: RawRow): void {
    for (const [field, max] of Object.entries(MAX_LENGTH)) {
      const value = text(input[field]);
      if (value === null) continue;
      // PostgreSQL text cannot hold U+0000 (it would fail the whole import).
      if (value.includes('\u0000')) {
        this.add(input.row, field, `${field} contains a NUL character, which cannot be stored.`);
      } else if (value.length > max) {
        this.add(input.row, field, `${field} is too long (${value.length} characters; at most ${max}).`);
      }
    }
  }
  add(row: number, field: string, message: string): void {
    this.problems.push({ row, field, message });
  }
  required(row: number, field: string, value: string | null): value is string {
    if (value !== null) return true;
    this.add(row, field, `${field} is required.`);
    return false;
  }
  amount(row: number, field: string, value: number | null, opts: { required: boolean; integer: boolean }) {
    if (value === null) {
      if (opts.required) this.add(row, field, `${field} is required.`);
      return false;
    }
    if (!Number.isFinite(value)) this.add(row, field, `${field} must be a number.`);
    else if (value < 0) this.add(row, field, `${field} must not be negative.`);
    else if (opts.integer && !Number.isInteger(value))
      this.add(row, field, `${field} must be a whole number.`);
    else if (value > 1e9) this.add(row, field, `${field} is too large.`);
    else return true;
    return false;
  }
  /** Reports a key seen on an earlier row, on the later row. */
  unique(seen: Map<string, number>, row: number, field: string, key: string | null): void {
    if (key === null) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row);
    else this.add(row, field, `Duplicate ${field} "${key}" (first on row ${first}).`);
  }
}

export function validateCustomerRows(raw: readonly RawRow[]): Validated<CustomerRow> {
  const check = new Collector();
  const seen = new Map<string, number>();
  const rows: CustomerRow[] = [];
  for (const input of raw) {
    const { row } = input;
    const before = check.problems.length;
    check.storable(input);
    const name = text(input.name);
    const email = text(input.email)?.toLowerCase() ?? null;
    check.required(row, 'name', name);
    if (check.required(row, 'email', email)) {
      if (!isEmail(email)) check.add(row, 'email', `"${email}" is not a valid email address.`);
      else check.unique(seen, row, 'email', email);
    }
    if (check.problems.length === before && name !== null && email !== null) {
      rows.push({
        row,
        name,
        email,
        company: text(input.company),
        phone: text(input.phone),
        segment: text(input.segment),
        city: text(input.city),
      });
    }
  }
  return { rows, problems: check.problems };
}

export function validateInventoryRows(raw: readonly RawRow[]): Validated<InventoryRow> {
  const check = new Collector();
  const seen = new Map<string, number>();
  const rows: InventoryRow[] = [];
  for (const input of raw) {
    const { row } = input;
    const before = check.problems.length;
    check.storable(input);
    const sku = text(input.sku);
    const name = text(input.name);
    const price = number(input.price);
    const quantity = number(input.quantity_on_hand);
    if (check.required(row, 'sku', sku)) check.unique(seen, row, 'sku', sku);
    check.required(row, 'name', name);
    check.amount(row, 'price', price, { required: false, integer: false });
    check.amount(row, 'quantity_on_hand', quantity, { required: true, integer: true });
    if (check.problems.length === before && sku !== null && name !== null && quantity !== null) {
      rows.push({
        row,
        sku,
        name,
        brand: text(input.brand),
        category: text(input.category),
        price,
        quantity_on_hand: quantity,
      });
    }
  }
  return { rows, problems: check.problems };
}

export function validateSalesRows(raw: readonly RawRow[]): Validated<SalesRow> {
  const check = new Collector();
  const rows: SalesRow[] = [];
  for (const input of raw) {
    const { row } = input;
    const before = check.problems.length;
    check.storable(input);
    const customer = text(input.customer);
    const email = text(input.customer_email)?.toLowerCase() ?? null;
    const sku = text(input.sku);
    const quantity = number(input.quantity);
    const unitPrice = number(input.unit_price);
    const soldAt = text(input.sold_at);
    check.required(row, 'customer', customer);
    if (email !== null && !isEmail(email)) {
      check.add(row, 'customer_email', `"${email}" is not a valid email address.`);
    }
    check.required(row, 'sku', sku);
    check.amount(row, 'quantity', quantity, { required: true, integer: true });
    check.amount(row, 'unit_price', unitPrice, { required: true, integer: false });
    if (check.required(row, 'sold_at', soldAt) && !isCalendarDate(soldAt)) {
      check.add(row, 'sold_at', `"${soldAt}" is not a real date (use YYYY-MM-DD).`);
    }
    if (
      check.problems.length === before &&
      customer !== null &&
      sku !== null &&
      quantity !== null &&
      unitPrice !== null &&
      soldAt !== null
    ) {
      rows.push({
        row,
        customer,
        customer_email: email,
        sku,
        quantity,
        unit_price: unitPrice,
        sold_at: soldAt,
        order_ref: text(input.order_ref),
      });
    }
  }
  return { rows, problems: check.problems };
}

/** The sentence above the problem list: "3 rows have problems; nothing was imported." */
export function problemsMessage(problems: readonly RowProblem[]): string {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  return `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`;
}

import type { Cell } from './cells.js';

/** A row as sent to the upload routes: its file line and the cells by field key. */
export type RawRow = { row: number } & Record<string, Cell>;

/** One problem, as the API's 422 `invalid_rows` lists it and the browser shows it. */
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

/** A catalog product's own fields, wherever a product is read, imported or recommended. */
export interface ProductFields {
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  price: number | null;
  quantity_on_hand: number;
}

export interface InventoryRow extends ProductFields {
  row: number;
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

export interface ImportRowOf {
  customers: CustomerRow;
  inventory: InventoryRow;
  sales: SalesRow;
}

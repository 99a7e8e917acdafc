// What the import screens say about each kind. Its fields, their rules and header spellings are
// @aide/rules' (the API applies the same ones to uploads and Google Sheets).
import { IMPORT_FIELDS, type ImportField, type ImportKind } from '@aide/rules';

export type { ImportField, ImportKind };

export interface ImportKindConfig {
  kind: ImportKind;
  /** Nouns for summaries ("1 customer", "1,234 customers imported"). */
  noun: { one: string; other: string };
  /** API route that takes `{ file_name, rows }`. */
  route: string;
  fields: readonly ImportField[];
  /** Two example rows for the downloadable template. */
  example: Record<string, string>[];
}

export const IMPORT_KINDS: Record<ImportKind, ImportKindConfig> = {
  customers: {
    kind: 'customers',
    noun: { one: 'customer', other: 'customers' },
    route: '/api/upload_client_customers',
    fields: IMPORT_FIELDS.customers,
    example: [
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        phone: '+1 555 0100',
        segment: 'Enterprise',
        city: 'London',
      },
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy Labs',
        phone: '',
        segment: 'Mid-market',
        city: 'Arlington',
      },
    ],
  },
  inventory: {
    kind: 'inventory',
    noun: { one: 'product', other: 'products' },
    route: '/api/upload_inventory',
    fields: IMPORT_FIELDS.inventory,
    example: [
      {
        sku: 'CH-100',
        name: 'Oak dining chair',
        brand: 'Northwind',
        category: 'Chairs',
        price: '129.00',
        quantity_on_hand: '24',
      },
      {
        sku: 'TB-200',
        name: 'Walnut table',
        brand: 'Northwind',
        category: 'Tables',
        price: '899.00',
        quantity_on_hand: '3',
      },
    ],
  },
  sales: {
    kind: 'sales',
    noun: { one: 'sales line', other: 'sales lines' },
    route: '/api/upload_sales_history',
    fields: IMPORT_FIELDS.sales,
    example: [
      {
        customer: 'Ada Lovelace',
        customer_email: 'ada@example.com',
        sku: 'CH-100',
        quantity: '4',
        unit_price: '129.00',
        sold_at: '2026-03-14',
        order_ref: 'SO-1001',
      },
      {
        customer: 'Grace Hopper',
        customer_email: '',
        sku: 'TB-200',
        quantity: '1',
        unit_price: '899.00',
        sold_at: '2026-04-02',
        order_ref: 'SO-1002',
      },
    ],
  },
};

/** Limits from GET /api/constants (`import`); fixed here so the browser can check before any upload. */
export const IMPORT_LIMITS = {
  maxRows: 100_000,
  maxFileBytes: 52_428_800,
  acceptedExtensions: ['.csv', '.xlsx'],
} as const;

/** The browser lists at most this many problems, as the server does; the total is counted separately. */
export const MAX_LISTED_PROBLEMS = 1000;

/** Rows shown in the preview table. */
export const PREVIEW_ROWS = 20;

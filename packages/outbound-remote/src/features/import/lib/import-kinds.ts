/** What each import kind accepts: its target fields, how they are validated and the header names they match. */
export type ImportKind = 'customers' | 'inventory' | 'sales';

export type FieldType = 'text' | 'email' | 'number' | 'integer' | 'date';

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  type: FieldType;
  /** Header spellings besides the key and label; compared after normalizeHeader. */
  synonyms: string[];
}

export interface ImportKindConfig {
  kind: ImportKind;
  /** Nouns for summaries ("1 customer", "1,234 customers imported"). */
  noun: { one: string; other: string };
  /** API route that takes `{ file_name, rows }`. */
  route: string;
  /** Field that must be unique within the file (the upsert key), if any. */
  uniqueKey: string | null;
  fields: ImportField[];
  /** Two example rows for the downloadable template. */
  example: Record<string, string>[];
}

const text = (key: string, label: string, required: boolean, synonyms: string[]): ImportField => ({
  key,
  label,
  required,
  type: 'text',
  synonyms,
});

export const IMPORT_KINDS: Record<ImportKind, ImportKindConfig> = {
  customers: {
    kind: 'customers',
    noun: { one: 'customer', other: 'customers' },
    route: '/api/upload_client_customers',
    uniqueKey: 'email',
    fields: [
      text('name', 'Name', true, [
        'customer name',
        'customer',
        'full name',
        'contact name',
        'client name',
        'contact',
      ]),
      {
        key: 'email',
        label: 'Email',
        required: true,
        type: 'email',
        synonyms: ['e-mail', 'email address', 'e-mail address', 'mail', 'customer email', 'contact email'],
      },
      text('company', 'Company', false, [
        'company name',
        'organization',
        'organisation',
        'business',
        'account',
      ]),
      text('phone', 'Phone', false, ['phone number', 'telephone', 'tel', 'mobile', 'cell']),
      text('segment', 'Segment', false, ['customer segment', 'tier', 'customer type']),
      text('city', 'City', false, ['town', 'location']),
    ],
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
    uniqueKey: 'sku',
    fields: [
      text('sku', 'SKU', true, [
        'item sku',
        'product sku',
        'sku code',
        'item code',
        'product code',
        'part number',
        'item number',
      ]),
      text('name', 'Name', true, ['product name', 'item name', 'product', 'item', 'title', 'description']),
      text('brand', 'Brand', false, ['manufacturer', 'make', 'vendor']),
      text('category', 'Category', false, ['product category', 'department', 'product type']),
      {
        key: 'price',
        label: 'Price',
        required: false,
        type: 'number',
        synonyms: ['unit price', 'list price', 'price usd', 'retail price'],
      },
      {
        key: 'quantity_on_hand',
        label: 'Quantity on hand',
        required: true,
        type: 'integer',
        synonyms: ['qty', 'quantity', 'qty on hand', 'on hand', 'stock', 'in stock', 'units', 'inventory'],
      },
    ],
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
    uniqueKey: null,
    fields: [
      text('customer', 'Customer', true, [
        'customer name',
        'client',
        'client name',
        'buyer',
        'account',
        'company name',
        'name',
      ]),
      {
        key: 'customer_email',
        label: 'Customer email',
        required: false,
        type: 'email',
        synonyms: ['email', 'e-mail', 'email address', 'e-mail address', 'client email', 'buyer email'],
      },
      text('sku', 'SKU', true, [
        'item sku',
        'product sku',
        'item code',
        'product code',
        'part number',
        'item number',
      ]),
      {
        key: 'quantity',
        label: 'Quantity',
        required: true,
        type: 'integer',
        synonyms: ['qty', 'units', 'quantity sold', 'qty sold'],
      },
      {
        key: 'unit_price',
        label: 'Unit price',
        required: true,
        type: 'number',
        synonyms: ['price', 'price each', 'unit cost', 'sale price'],
      },
      {
        key: 'sold_at',
        label: 'Date',
        required: true,
        type: 'date',
        synonyms: ['date', 'sold on', 'sale date', 'order date', 'invoice date', 'transaction date', 'sold'],
      },
      text('order_ref', 'Order reference', false, [
        'order',
        'order id',
        'order number',
        'order no',
        'invoice',
        'invoice number',
        'reference',
        'ref',
      ]),
    ],
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

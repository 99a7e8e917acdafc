/** What each import kind accepts: its fields, their types, and the header spellings that map to them. */
export type ImportKind = 'customers' | 'inventory' | 'sales';

export type FieldType = 'text' | 'email' | 'number' | 'integer' | 'date';

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  type: FieldType;
  /** Header spellings besides the key and label; compared after normalizeHeader. */
  synonyms: readonly string[];
}

const field = (
  key: string,
  label: string,
  type: FieldType,
  required: boolean,
  synonyms: string[],
): ImportField => ({ key, label, required, type, synonyms });

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  customers: [
    field('name', 'Name', 'text', true, [
      'customer name',
      'customer',
      'full name',
      'contact name',
      'client name',
      'contact',
    ]),
    field('email', 'Email', 'email', true, [
      'e-mail',
      'email address',
      'e-mail address',
      'mail',
      'customer email',
      'contact email',
    ]),
    field('company', 'Company', 'text', false, [
      'company name',
      'organization',
      'organisation',
      'business',
      'account',
    ]),
    field('phone', 'Phone', 'text', false, ['phone number', 'telephone', 'tel', 'mobile', 'cell']),
    field('segment', 'Segment', 'text', false, ['customer segment', 'tier', 'customer type']),
    field('city', 'City', 'text', false, ['town', 'location']),
  ],
  inventory: [
    field('sku', 'SKU', 'text', true, [
      'item sku',
      'product sku',
      'sku code',
      'item code',
      'product code',
      'part number',
      'item number',
    ]),
    field('name', 'Name', 'text', true, [
      'product name',
      'item name',
      'product',
      'item',
      'title',
      'description',
    ]),
    field('brand', 'Brand', 'text', false, ['manufacturer', 'make', 'vendor']),
    field('category', 'Category', 'text', false, ['product category', 'department', 'product type']),
    field('price', 'Price', 'number', false, ['unit price', 'list price', 'price usd', 'retail price']),
    field('quantity_on_hand', 'Quantity on hand', 'integer', true, [
      'qty',
      'quantity',
      'qty on hand',
      'on hand',
      'stock',
      'in stock',
      'units',
      'inventory',
    ]),
  ],
  sales: [
    field('customer', 'Customer', 'text', true, [
      'customer name',
      'client',
      'client name',
      'buyer',
      'account',
      'company name',
      'name',
    ]),
    field('customer_email', 'Customer email', 'email', false, [
      'email',
      'e-mail',
      'email address',
      'e-mail address',
      'client email',
      'buyer email',
    ]),
    field('sku', 'SKU', 'text', true, [
      'item sku',
      'product sku',
      'item code',
      'product code',
      'part number',
      'item number',
    ]),
    field('quantity', 'Quantity', 'integer', true, ['qty', 'units', 'quantity sold', 'qty sold']),
    field('unit_price', 'Unit price', 'number', true, ['price', 'price each', 'unit cost', 'sale price']),
    field('sold_at', 'Date', 'date', true, [
      'date',
      'sold on',
      'sale date',
      'order date',
      'invoice date',
      'transaction date',
      'sold',
    ]),
    field('order_ref', 'Order reference', 'text', false, [
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
};

/** The field that must be unique within one file (the upsert key); sales lines may repeat. */
export const UNIQUE_FIELD: Record<ImportKind, string | null> = {
  customers: 'email',
  inventory: 'sku',
  sales: null,
};

import { parse } from 'csv-parse/sync';
import { HttpError } from '../http/error-handler.js';
import type { UploadBody } from '../routes/imports-route.js';

export type SheetKind = 'customers' | 'inventory';

// The header spellings the browser import recognises (outbound-remote features/import/lib/import-kinds.ts),
// compared the same way: case, spaces and punctuation ignored.
const COLUMNS: Record<SheetKind, Record<string, string[]>> = {
  customers: {
    name: ['name', 'customer name', 'customer', 'full name', 'contact name', 'client name', 'contact'],
    email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'customer email', 'contact email'],
    company: ['company', 'company name', 'organization', 'organisation', 'business', 'account'],
    phone: ['phone', 'phone number', 'telephone', 'tel', 'mobile', 'cell'],
    segment: ['segment', 'customer segment', 'tier', 'customer type'],
    city: ['city', 'town', 'location'],
  },
  inventory: {
    sku: [
      'sku',
      'item sku',
      'product sku',
      'sku code',
      'item code',
      'product code',
      'part number',
      'item number',
    ],
    name: ['name', 'product name', 'item name', 'product', 'item', 'title', 'description'],
    brand: ['brand', 'manufacturer', 'make', 'vendor'],
    category: ['category', 'product category', 'department', 'product type'],
    price: ['price', 'unit price', 'list price', 'price usd', 'retail price'],
    quantity_on_hand: [
      'quantity on hand',
      'quantity_on_hand',
      'qty',
      'quantity',
      'qty on hand',
      'on hand',
      'stock',
      'in stock',
      'units',
      'inventory',
    ],
  },
};

export const normalizeHeader = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Field key → column index; each field takes the first column spelled like it, each column used once. */
export function matchColumns(headers: readonly string[], kind: SheetKind): Record<string, number> {
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const mapping: Record<string, number> = {};
  for (const [field, spellings] of Object.entries(COLUMNS[kind])) {
    const wanted = spellings.map(normalizeHeader);
    // The field's own name first, so "Name" beats "Customer Name" for the name field.
    for (const spelling of wanted) {
      const index = normalized.findIndex((header, i) => header === spelling && !used.has(i));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}

/**
 * The sheet's rows as the upload routes take them: `row` is the line in the sheet (the header is line 1),
 * blank lines are skipped but keep their numbers, and cells are raw text for the shared validation.
 */
export function sheetRows(csv: string, kind: SheetKind): UploadBody['rows'] {
  let records: string[][];
  try {
    records = parse(csv, { relax_column_count: true, bom: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw new HttpError(
      400,
      'invalid_sheet',
      'The sheet could not be read as a table (CSV). Check it and try again.',
    );
  }
  const [headers, ...lines] = records;
  if (!headers || lines.length === 0) {
    throw new HttpError(400, 'empty_sheet', 'The sheet has no rows below its header row.');
  }
  const mapping = matchColumns(headers, kind);
  const rows: UploadBody['rows'] = [];
  lines.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: UploadBody['rows'][number] = { row: i + 2 };
    for (const [field, index] of Object.entries(mapping)) row[field] = cells[index] ?? '';
    rows.push(row);
  });
  return rows;
}

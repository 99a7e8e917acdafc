import { stringify } from 'csv-stringify/sync';
import type { ReconciledOrder, ReconciliationLine } from './reconciliation-types.js';

/** The line's own fields the export has a column for, in column order; the resolution's note comes last. */
const LINE_COLUMNS = [
  'po_number',
  'customer_name',
  'document_kind',
  'document_number',
  'sku',
  'po_quantity',
  'erp_quantity',
  'po_unit_price',
  'erp_unit_price',
  'quantity_difference',
  'price_difference_percent',
  'status',
] as const satisfies readonly (keyof ReconciliationLine)[];

export const CSV_COLUMNS = [...LINE_COLUMNS, 'resolution_note'] as const;

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or tab / carriage return that some read the same
 * way) gets a leading apostrophe. Numbers we computed stay numbers.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const cell = (value: string | number | null): string | number =>
  value === null ? '' : typeof value === 'number' ? value : neutralizeFormula(value);

/** One row per reconciliation line of `orders`, with a header row. */
export function reconciliationCsv(orders: ReconciledOrder[]): string {
  const rows = orders.flatMap((order) =>
    order.lines.map((line) =>
      [...LINE_COLUMNS.map((column) => line[column]), line.resolution?.note ?? null].map(cell),
    ),
  );
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS] });
}

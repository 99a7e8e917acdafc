import { stringify } from 'csv-stringify/sync';
import type { ReconciledOrder } from './reconciliation-types.js';

export const CSV_COLUMNS = [
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
  'resolution_note',
] as const;

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
      [
        line.po_number,
        line.customer_name,
        line.document_kind,
        line.document_number,
        line.sku,
        line.po_quantity,
        line.erp_quantity,
        line.po_unit_price,
        line.erp_unit_price,
        line.quantity_difference,
        line.price_difference_percent,
        line.status,
        line.resolution?.note ?? null,
      ].map(cell),
    ),
  );
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS] });
}

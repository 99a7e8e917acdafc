/**
 * The rule-based reader: label/value pairs ("PO Number: 4512", a label cell and the cell after it, a "Bill To"
 * block) and line tables (a header row naming quantity and price columns, the rows under it on every page,
 * or "12 x Rice @ 38.00" lines). Values are raw here; match-order.ts matches and cross-checks them.
 */
import type { Cell, Row } from './document-rows.js';
import type { HeaderFieldName } from './extraction-types.js';
import {
  currencyCode,
  currencySymbol,
  detectNumberStyle,
  parseDate,
  parseNumber,
  type NumberStyle,
} from './parse-values.js';

export interface Found {
  text: string;
  /** How sure the label makes us (a specific label more than a generic one). */
  confidence: number;
  reason: string;
}

export interface RawLine {
  sku: string;
  description: string;
  quantity: number;
  unit_price: number | null;
  amount: number | null;
}

export interface RawOrder {
  found: Partial<Record<HeaderFieldName, Found>>;
  lines: RawLine[];
  style: NumberStyle;
  /** A currency named or signed anywhere in the document. */
  currencyHint: { code: string; reason: string } | null;
}

const LABELS: [HeaderFieldName, RegExp, number][] = [
  [
    'requested_delivery_date',
    /requested delivery(?: date)?|delivery date|deliver by|needed by|need by|required by|ship date|delivery|liefertermin|lieferdatum|date de livraison/,
    0.97,
  ],
  ['order_date', /order date|po date|bestelldatum|date de commande|date/, 0.97],
  [
    'po_number',
    /p\.?o\.?(?: number| no\.?| #)?|purchase order(?: number| no\.?| #)?|order (?:number|no\.?|#|ref(?:erence)?)|bestellnummer|bestell-nr\.?|commande n°/,
    0.97,
  ],
  ['customer_name', /customer|buyer|bill to|ordered by|sold to|company|from|kunde|client/, 0.95],
  ['currency', /currency|währung|devise/, 0.98],
  ['total', /grand total|order total|total amount|total|gesamtbetrag|gesamtsumme|summe|amount due/, 0.97],
];
const LABEL_PATTERNS = LABELS.map(
  ([field, pattern, confidence]) =>
    [
      field,
      // Only a total names its currency in the label: "Total (GBP)", "Gesamtbetrag EUR".
      new RegExp(
        `^(${pattern.source})${field === 'total' ? '(?:\\s*\\(?([a-z]{3})\\)?)?' : '()'}\\s*[:#]?(?:\\s+|$)(.*)$`,
        'i',
      ),
      confidence,
    ] as const,
);

type ColumnKind = 'sku' | 'description' | 'quantity' | 'unit_price' | 'amount' | 'ignored' | HeaderFieldName;
const COLUMNS: [ColumnKind, RegExp][] = [
  ['quantity', /^(qty|quantity|menge|anzahl|qté|quantité|units)$/],
  ['unit_price', /^(unit price|price|unit cost|einzelpreis|preis|prix unitaire|prix|rate)$/],
  ['amount', /^(amount|line total|total|gesamt|betrag|montant|extended|ext\.? price)$/],
  [
    'sku',
    /^(sku|item|item code|item no\.?|item #|article|article no\.?|art\.?-?nr\.?|part|part no\.?|part number|product code|code|artikelnummer|réf\.?|ref)$/,
  ],
  [
    'description',
    /^(description|item description|product|product name|bezeichnung|artikel|désignation|name)$/,
  ],
  ['ignored', /^(pos\.?|#|line|no\.?)$/],
  ['po_number', /^(po number|po|po #|purchase order|order number|order no\.?)$/],
  ['customer_name', /^(customer|buyer|company|kunde)$/],
  ['order_date', /^(order date|date|po date)$/],
  ['requested_delivery_date', /^(delivery date|requested delivery date|requested delivery|deliver by)$/],
  ['currency', /^(currency|währung)$/],
];
const columnKind = (text: string): ColumnKind | null => {
  const key = text
    .toLowerCase()
    .replace(/[:\s]+$/, '')
    .trim();
  return COLUMNS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
};

interface Column {
  kind: ColumnKind;
  x: number;
  right: number;
}

/** A header row names a quantity column and a price or amount column. */
function headerColumns(row: Row): [Column, ...Column[]] | null {
  const columns = row.cells.map((cell) => ({ kind: columnKind(cell.text), x: cell.x, right: cell.right }));
  if (columns.some((column) => column.kind === null)) return null;
  const kinds = new Set(columns.map((column) => column.kind));
  if (!kinds.has('quantity') || !(kinds.has('unit_price') || kinds.has('amount'))) return null;
  return columns as [Column, ...Column[]];
}

/** The column a cell belongs to: the most overlap, else the nearest centre. */
function columnOf(cell: Cell, columns: readonly [Column, ...Column[]]): Column {
  let best = columns[0];
  let bestScore = -Infinity;
  for (const column of columns) {
    const overlap = Math.min(cell.right, column.right) - Math.max(cell.x, column.x);
    const distance = Math.abs((cell.x + cell.right) / 2 - (column.x + column.right) / 2);
    const score = overlap > 0 ? overlap : -distance;
    if (score > bestScore) [best, bestScore] = [column, score];
  }
  return best;
}

const TOTAL_ROW =
  /^(sub-?total|total|grand total|order total|gesamt|summe|zwischensumme|tax|vat|mwst|shipping)\b/i;
const TYPED_LINE = /^(\d+(?:[.,]\d+)?)\s*(?:x|×|pcs\.?|units?)\s+(.+?)\s+(?:@|at|à)\s*(.+)$/i;

/** Reads the label/value pairs and the line table(s) of a document's rows. */
export function findFields(rows: readonly Row[]): RawOrder {
  const style = detectNumberStyle(rows.flatMap((row) => row.cells.map((cell) => cell.text)));
  const lines: RawLine[] = [];
  const lineRows = new Set<Row>();
  const found: RawOrder['found'] = {};
  const columnValues: Partial<Record<HeaderFieldName, string>> = {};
  let columns: [Column, ...Column[]] | null = null;

  for (const row of rows) {
    const header = headerColumns(row);
    if (header) {
      columns = header;
      lineRows.add(row);
      continue;
    }
    const line = columns ? tableLine(row, columns, style, columnValues) : typedLine(row, style);
    if (line) {
      lines.push(line);
      lineRows.add(row);
    }
  }
  for (const [field, text] of Object.entries(columnValues) as [HeaderFieldName, string][])
    found[field] = { text, confidence: 0.97, reason: `Read from the ${field.replace(/_/g, ' ')} column` };

  rows.forEach((row, index) => {
    if (lineRows.has(row)) return;
    row.cells.forEach((cell, cellIndex) => {
      for (const [field, pattern, confidence] of LABEL_PATTERNS) {
        const match = pattern.exec(cell.text);
        if (!match) continue;
        const label = match[1] ?? '';
        let value = (match[3] ?? '').trim();
        let where = `after "${label}"`;
        if (!value) value = row.cells[cellIndex + 1]?.text ?? '';
        if (!value && field === 'customer_name') {
          // A "Bill To:" block: the name is the first line under the label.
          value = rows[index + 1]?.cells.find((below) => Math.abs(below.x - cell.x) < 20)?.text ?? '';
          where = `under "${label}"`;
        }
        if (!value || found[field]) break;
        if (field === 'total' && match[2]) value = `${value} ${match[2].toUpperCase()}`;
        const generic = field === 'order_date' && /^date$/i.test(label);
        found[field] = { text: value, confidence: generic ? 0.9 : confidence, reason: `Read ${where}` };
        break;
      }
    });
  });

  const allText = rows.map((row) => row.cells.map((cell) => cell.text).join(' ')).join('\n');
  const code = currencyCode(allText);
  const symbol = currencySymbol(allText);
  const currencyHint = code
    ? { code, reason: `${code} named in the document` }
    : symbol
      ? {
          code: symbol,
          reason: `Amounts written with ${symbol === 'EUR' ? '€' : symbol === 'GBP' ? '£' : '$'}`,
        }
      : null;
  return { found, lines, style, currencyHint };
}

function tableLine(
  row: Row,
  columns: readonly [Column, ...Column[]],
  style: NumberStyle,
  columnValues: Partial<Record<HeaderFieldName, string>>,
): RawLine | null {
  if (row.cells.some((cell) => TOTAL_ROW.test(cell.text))) return null;
  const values: Partial<Record<ColumnKind, string>> = {};
  for (const cell of row.cells) {
    const kind = columnOf(cell, columns).kind;
    values[kind] = values[kind] ? `${values[kind]} ${cell.text}` : cell.text;
  }
  const quantity = values.quantity ? parseNumber(values.quantity, style) : null;
  const unitPrice = values.unit_price ? parseNumber(values.unit_price, style) : null;
  const amount = values.amount ? parseNumber(values.amount, style) : null;
  if (quantity === null || quantity <= 0 || (unitPrice === null && amount === null)) return null;
  if (!values.sku && !values.description) return null;
  for (const field of [
    'po_number',
    'customer_name',
    'order_date',
    'requested_delivery_date',
    'currency',
  ] as const)
    if (values[field] && !columnValues[field]) columnValues[field] = values[field];
  return {
    sku: values.sku ?? '',
    description: values.description ?? '',
    quantity,
    unit_price: unitPrice,
    amount,
  };
}

/** "12 x Basmati Rice 20 kg @ 38,00": a line typed in an email, without a table. */
function typedLine(row: Row, style: NumberStyle): RawLine | null {
  const text = row.cells.map((cell) => cell.text).join(' ');
  const match = TYPED_LINE.exec(text);
  if (!match) return null;
  const [, quantityText = '', description = '', priceText = ''] = match;
  const quantity = parseNumber(quantityText, style);
  const unitPrice = parseNumber(priceText.replace(/\s*(each|ea\.?|per unit)$/i, ''), style);
  if (quantity === null || quantity <= 0 || unitPrice === null) return null;
  return { sku: '', description: description.trim(), quantity, unit_price: unitPrice, amount: null };
}

export { parseDate, parseNumber };

/**
 * The rule-based reader, structure first: label/value pairs (a label and the text after it, the cell after it or
 * the aligned cell under it: one- or two-column header blocks), line tables (a header row whose headings the
 * vocabulary knows by meaning, unknown ones kept as unknown; the rows under it on every page), charges and
 * totals under the table, and "12 x Rice @ 38.00" lines. The words are data (vocabulary.ts), in any of its
 * languages. Values are raw here; match-order.ts parses them, matches them and checks the arithmetic.
 */
import type { Cell, Row } from './document-rows.js';
import { HEADER_FIELDS, type HeaderFieldName } from './extraction-types.js';
import {
  currencyCode,
  currencySymbol,
  detectNumberStyle,
  parseDate,
  parseNumber,
  type NumberStyle,
} from './parse-values.js';
import {
  chargeName,
  columnName,
  DATE_PHRASES,
  detectLanguage,
  fieldColumnName,
  isLabel,
  LABEL_WORDS,
  wordKey,
  type ChargeName,
  type ColumnName,
  type Language,
  type LabelName,
} from './vocabulary.js';

export interface Found {
  text: string;
  /** How sure the way it was found makes us (a specific label more than a generic one or a sentence). */
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
  /** The document's language (vocabulary.ts), for its date convention. */
  language?: Language;
  /** Other customers the document names (a second label, a contact), tried against the organization's. */
  customerCandidates?: Found[];
  /** Every amount labelled as a total; the one the lines and charges add up to is the order's. */
  totalCandidates?: Found[];
  /** The document's rows as lines of text, where a customer named outside any label is looked for. */
  text?: string;
  /** Charges under the lines (tax, shipping) and a subtotal, as printed. */
  charges?: Partial<Record<Exclude<ChargeName, 'total'>, number>>;
}

type ColumnKind = ColumnName | LabelName | 'unknown';

interface Column {
  kind: ColumnKind;
  x: number;
  right: number;
}

/**
 * A header row: its headings name a quantity column and a price or amount column, and most of them mean
 * something; the others stay 'unknown' (a column the vocabulary has not met does not sink the table).
 */
function headerColumns(row: Row): [Column, ...Column[]] | null {
  if (row.cells.length < 2) return null;
  const columns = row.cells.map((cell) => ({
    kind: columnName(cell.text) ?? fieldColumnName(cell.text) ?? 'unknown',
    x: cell.x,
    right: cell.right,
  }));
  // "Item #  Item  Qty …": a second code heading where no description column is named is the description.
  const skus = columns.filter((column) => column.kind === 'sku');
  if (skus.length > 1 && !columns.some((column) => column.kind === 'description'))
    skus[1]!.kind = 'description';
  const kinds = new Set(columns.map((column) => column.kind));
  if (!kinds.has('quantity') || !(kinds.has('unit_price') || kinds.has('amount'))) return null;
  const known = columns.filter((column) => column.kind !== 'unknown').length;
  if (known < 3 && !(known === 2 && columns.length === 2)) return null;
  if (known * 2 < columns.length) return null;
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

const TYPED_LINE =
  /^(?<quantity>\d+(?:[.,]\d+)?)\s*(?:x|×|pcs\.?|units?|stk\.?|stück)\s+(?<description>.+?)\s+(?:@\s*|(?:at|à|zu|je)\s+)(?<price>.+)$/i;
/** "- BEV-003 Cold Brew Coffee: 6 x 28.50", "MEA-051 - Bœuf haché 5 kg - 35 x 43,90 €": the product first. */
const TYPED_LINE_PRODUCT_FIRST =
  /^[-•*]?\s*(?<description>.+?)\s*[:–-]\s*(?<quantity>\d+(?:[.,]\d+)?)\s*(?:x|×)\s*(?<price>[$€£]?\s?\d[\d.,\s]*(?:\s?[$€£]|\s?[A-Z]{3})?)(?:\s*(?:each|ea\.?|ht|netto|net))?\s*$/i;
/** "22  GRA-020  Basmati Rice 20 kg  £38.00 ea": quantity first, the price each last. */
const TYPED_LINE_QUANTITY_FIRST =
  /^(?<quantity>\d+(?:[.,]\d+)?)\s+(?<description>.+?)\s+(?<price>[$€£]?\s?\d[\d.,]*(?:\s?[$€£]|\s?[A-Z]{3})?)\s*(?:ea\.?|each|per unit|je|pro stück|l'unité|pièce)$/i;
/** Lines typed without a table, each form with its quantity, description and price groups. */
const TYPED_LINES = [TYPED_LINE, TYPED_LINE_PRODUCT_FIRST, TYPED_LINE_QUANTITY_FIRST];
/** "That makes 2564.24 EUR in total", "a total of $1,200.00": the order's total inside a sentence. */
const TOTAL_IN_SENTENCE =
  /\b(?:makes|total(?:ling|ing)?(?:\s+(?:of|is))?|amounts? to|insgesamt|gesamt(?:betrag)?(?:\s+von)?|soit)\s+([$€£]?\s?\d[\d.,]*\d(?:\s?(?:[A-Z]{3}|[$€£]))?)/i;
/** "our order PO-4411", "Bestellnummer 88231": an order number inside a sentence. */
const PO_IN_SENTENCE =
  /\b(?:purchase order|order|po|p\.o\.|bestellung|bestellnummer|auftrag|commande|bon de commande)(?:\s+(?:number|no\.?|nr\.?|n°|#|numéro))?(?:\s+(?:is|ist|est))?\s*[:#]?\s*((?=[A-Z0-9/-]*\d)[A-Z][A-Z0-9/-]{3,}|\d{4,}[A-Z0-9/-]*)\b/i;
const HEADER_FIELD_NAMES = new Set<string>(HEADER_FIELDS);

/** A label at the start of a cell and the text after it ("PO Number: 4512", "Total (EUR) 1.234,56"). */
function labelAt(text: string): { name: LabelName; label: string; rest: string } | null {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  for (const entry of LABEL_WORDS) {
    if (!lower.startsWith(entry.word)) continue;
    const after = text.replace(/\s+/g, ' ').slice(entry.word.length);
    // The label ends at a colon, "#", a space or the end of the cell ("Date" is not "Dated").
    if (after && !/^[\s:#.(]/.test(after)) continue;
    const rest = after.replace(/^\.?\s*(?:#|n°|no\.?(?=\s))?\s*:?\s*/i, '').trim();
    return { name: entry.name, label: text.slice(0, entry.word.length), rest };
  }
  return null;
}

/** A label with its own value ("N° de commande : FR-4410") or alone: another field, never this one's value. */
function startsWithLabel(text: string): boolean {
  const label = labelAt(text);
  return label !== null && (label.rest === '' || /^\s*[:#]/.test(text.slice(label.label.length)));
}

/** The cell under `cell` in `row`: the one it overlaps most, else the nearest start within 20 units. */
function cellUnder(cell: Cell, row: Row | undefined): Cell | undefined {
  let best: Cell | undefined;
  let bestScore = -20;
  for (const other of row?.cells ?? []) {
    const overlap = Math.min(cell.right, other.right) - Math.max(cell.x, other.x);
    const score = overlap > 0 ? overlap : -Math.abs(other.x - cell.x);
    if (score > bestScore) [best, bestScore] = [other, score];
  }
  return best;
}

/** Whether `text` can be the value of `name`: a date for a date, an amount for a total, never a label. */
function valueFits(name: LabelName, text: string, style: NumberStyle): boolean {
  if (!text || isLabel(text) || startsWithLabel(text)) return false;
  switch (name) {
    case 'order_date':
    case 'requested_delivery_date':
      return parseDate(text, false) !== null;
    case 'total':
      return (
        parseNumber(text.replace(/^\(?([A-Za-z]{3})\)?\s+/, '').replace(/\s*[A-Z]{3}$/, ''), style) !== null
      );
    case 'currency':
      return (currencyCode(text) ?? currencySymbol(text)) !== null;
    case 'po_number':
      return /\d/.test(text) && text.length <= 40 && parseDate(text, false) === null;
    default:
      return /\p{L}/u.test(text) && text.length <= 80 && parseDate(text, false) === null;
  }
}

/** Reads the label/value pairs, line tables, charges and totals of a document's rows. */
export function findFields(rows: readonly Row[]): RawOrder {
  const texts = rows.flatMap((row) => row.cells.map((cell) => cell.text));
  const style = detectNumberStyle(texts);
  const language = detectLanguage(texts);
  const lines: RawLine[] = [];
  const tableRows = new Set<Row>();
  const found: RawOrder['found'] = {};
  const customerCandidates: Found[] = [];
  const totalCandidates: Found[] = [];
  const charges: NonNullable<RawOrder['charges']> = {};
  const columnValues: Partial<Record<HeaderFieldName, string>> = {};
  let columns: [Column, ...Column[]] | null = null;

  for (const row of rows) {
    const header = headerColumns(row);
    if (header) {
      columns = header;
      tableRows.add(row);
      continue;
    }
    const charge = chargeRow(row, style);
    const line = columns ? tableLine(row, columns, style, columnValues) : typedLine(row, style);
    // A row that starts with a charge's word is a product only when its own arithmetic says so.
    if (line && (!charge || lineAddsUp(line))) {
      lines.push(line);
      tableRows.add(row);
    } else if (charge) {
      tableRows.add(row);
      if (charge.name === 'total')
        totalCandidates.push({ text: charge.text, confidence: 0.97, reason: `Read after "${charge.label}"` });
      else charges[charge.name] = (charges[charge.name] ?? 0) + charge.value;
    }
  }
  for (const [name, text] of Object.entries(columnValues) as [HeaderFieldName, string][])
    found[name] = { text, confidence: 0.97, reason: `Read from the ${name.replace(/_/g, ' ')} column` };

  rows.forEach((row, index) => {
    if (tableRows.has(row)) return;
    row.cells.forEach((cell, cellIndex) => {
      // A label spread over two cells ("Order  Ref  4500052081" in a PDF with wide word spacing).
      const joined = row.cells[cellIndex + 1] && labelAt(`${cell.text} ${row.cells[cellIndex + 1]!.text}`);
      const spansTwo = joined && joined.label.length > cell.text.length;
      const label = spansTwo ? joined : labelAt(cell.text);
      if (!label) return;
      let value = label.rest;
      let where = `after "${label.label}"`;
      if (!valueFits(label.name, value, style)) {
        // A label alone in its cell: the value is the next cell, else the aligned cell under it.
        const next = row.cells[cellIndex + (spansTwo ? 2 : 1)]?.text ?? '';
        const below = cellUnder(cell, rows[index + 1])?.text ?? '';
        if (label.rest === '' && valueFits(label.name, next, style)) value = next;
        else if (
          label.rest === '' &&
          !tableRows.has(rows[index + 1]!) &&
          valueFits(label.name, below, style)
        ) {
          value = below;
          where = `under "${label.label}"`;
        } else return;
      }
      // "PURCHASE ORDER  PO No. 4500088436": the value repeats a more specific label of the same field.
      const inner = labelAt(value);
      if (inner?.name === label.name && inner.rest && valueFits(label.name, inner.rest, style)) {
        value = inner.rest;
        where = `after "${inner.label}"`;
      }
      // "ORDER REF P5100/26 -- Kettle & Co": an order number is one word.
      if (label.name === 'po_number') value = value.split(/\s+/)[0]!;
      const reason = `Read ${where}`;
      if (label.name === 'buyer_contact') {
        customerCandidates.push({ text: value, confidence: 0.6, reason: `${reason} (a contact)` });
        return;
      }
      if (label.name === 'ship_to') return;
      if (label.name === 'customer_name') customerCandidates.push({ text: value, confidence: 0.95, reason });
      if (label.name === 'total') {
        totalCandidates.push({ text: value, confidence: 0.97, reason });
        return;
      }
      if (!HEADER_FIELD_NAMES.has(label.name) || found[label.name as HeaderFieldName]) return;
      // A bare "Date" could be any date on the page; a specific label is surer. "Your ref." may be the
      // supplier's quote rather than the order, and a bare "Order" many things: a reviewer confirms them.
      const key = wordKey(label.label).replace(/[#.]+$/, '');
      const generic = /^(date|datum)$/.test(key) || key === 'reference';
      const doubtful = ['your ref', 'your reference', 'order'].includes(key);
      found[label.name as HeaderFieldName] = {
        text: value,
        confidence: doubtful ? 0.85 : generic ? 0.9 : label.name === 'customer_name' ? 0.95 : 0.97,
        reason,
      };
    });
  });

  if (!found.po_number)
    for (const row of rows) {
      const text = row.cells.map((cell) => cell.text).join(' ');
      const match = PO_IN_SENTENCE.exec(text);
      // Case-insensitive words, but an order number is not a word: no lower-case letters.
      if (match?.[1] && !/\p{Ll}/u.test(match[1]) && parseDate(match[1], false) === null) {
        found.po_number = {
          text: match[1],
          confidence: 0.85,
          reason: `Read in the sentence "${text.slice(0, 60)}"`,
        };
        break;
      }
    }
  readSentences(rows, tableRows, found, totalCandidates);
  if (!found.total && totalCandidates[0]) found.total = totalCandidates[totalCandidates.length - 1];

  const allText = texts.join('\n');
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
  const text = rows.map((row) => row.cells.map((cell) => cell.text).join('  ')).join('\n');
  return { found, lines, style, currencyHint, language, customerCandidates, totalCandidates, charges, text };
}

/**
 * Running text (an email body): dates after a phrase of the vocabulary ("we need the goods by 12/06/2026") and a
 * total said in words, for the fields no label gave. Less sure than a label: 0.85.
 */
function readSentences(
  rows: readonly Row[],
  tableRows: ReadonlySet<Row>,
  found: RawOrder['found'],
  totalCandidates: Found[],
) {
  for (const row of rows) {
    if (tableRows.has(row)) continue;
    const text = row.cells.map((cell) => cell.text).join(' ');
    for (const name of ['order_date', 'requested_delivery_date'] as const) {
      if (found[name]) continue;
      for (const pattern of DATE_PHRASES[name]) {
        const match = pattern.exec(text);
        if (match?.[1] && parseDate(match[1], false)) {
          found[name] = {
            text: match[1],
            confidence: 0.85,
            reason: `Read in the sentence "${text.slice(0, 60)}"`,
          };
          break;
        }
      }
    }
    const total = TOTAL_IN_SENTENCE.exec(text);
    if (total?.[1] && !totalCandidates.length)
      totalCandidates.push({
        text: total[1],
        confidence: 0.85,
        reason: `Read in the sentence "${text.slice(0, 60)}"`,
      });
  }
}

/** quantity × unit price = amount, to the cent. */
const lineAddsUp = (line: RawLine) =>
  line.unit_price !== null &&
  line.amount !== null &&
  Math.abs(Math.round(line.quantity * line.unit_price * 100) - Math.round(line.amount * 100)) <= 1;

/** "Shipping 25.00", "MwSt 19 % 48,20", "Total (EUR) 1.234,56": a charge's word first, its amount last. */
function chargeRow(
  row: Row,
  style: NumberStyle,
): { name: ChargeName; label: string; value: number; text: string } | null {
  const first = row.cells[0]?.text ?? '';
  const cells = row.cells.map((cell) => cell.text);
  const joined = cells.join(' ');
  const name = chargeName(first) ?? chargeName(joined);
  if (!name) return null;
  const last = cells[cells.length - 1] ?? '';
  // A date is not an amount ("Livraison souhaitée : 20/11/2026" names no shipping charge).
  if (parseDate(last.replace(/^.*[:]\s*/, ''), false) !== null) return null;
  const amountText = /(-?[$€£]?\s?\d[\d.,' ]*\d(?:\s?[$€£]|\s[A-Z]{3})?)\s*$/.exec(last)?.[1] ?? '';
  const value = parseNumber(amountText, style);
  if (value === null) return null;
  const currency = /\(([A-Z]{3})\)/.exec(joined)?.[1];
  return {
    name,
    label: first.replace(/[\s:]+[^:]*$/, '') || first,
    value,
    text: currency ? `${amountText} ${currency}` : amountText,
  };
}

function tableLine(
  row: Row,
  columns: readonly [Column, ...Column[]],
  style: NumberStyle,
  columnValues: Partial<Record<HeaderFieldName, string>>,
): RawLine | null {
  const values: Partial<Record<ColumnKind, string>> = {};
  for (const cell of row.cells) {
    const kind = columnOf(cell, columns).kind;
    values[kind] = values[kind] ? `${values[kind]} ${cell.text}` : cell.text;
  }
  const quantity = values.quantity
    ? parseNumber(values.quantity.replace(/\s*\p{L}{1,5}\.?$/u, ''), style)
    : null;
  const unitPrice = values.unit_price ? parseNumber(values.unit_price, style) : null;
  const amount = values.amount ? parseNumber(values.amount, style) : null;
  if (quantity === null || quantity <= 0 || (unitPrice === null && amount === null)) return null;
  const description = values.description ?? values.unknown ?? '';
  if (!values.sku && !description) return null;
  for (const name of HEADER_FIELD_NAMES)
    if (values[name as HeaderFieldName] && !columnValues[name as HeaderFieldName])
      columnValues[name as HeaderFieldName] = values[name as HeaderFieldName];
  return { sku: values.sku ?? '', description, quantity, unit_price: unitPrice, amount };
}

/** A line typed in an email, without a table, in any of TYPED_LINES' forms ("12 x Basmati Rice 20 kg @ 38,00"). */
function typedLine(row: Row, style: NumberStyle): RawLine | null {
  const text = row.cells.map((cell) => cell.text).join(' ');
  const groups = TYPED_LINES.map((pattern) => pattern.exec(text)?.groups).find(Boolean);
  if (!groups) return null;
  const quantity = parseNumber(groups.quantity ?? '', style);
  const unitPrice = parseNumber(
    (groups.price ?? '').replace(/\s*(each|ea\.?|per unit|pro stück|l'unité|chacun)$/i, '').trim(),
    style,
  );
  if (quantity === null || quantity <= 0 || unitPrice === null) return null;
  return {
    sku: '',
    description: (groups.description ?? '').trim(),
    quantity,
    unit_price: unitPrice,
    amount: null,
  };
}

export { parseDate, parseNumber };

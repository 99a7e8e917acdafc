/**
 * Turns what the reader found into an Extraction: values parsed, the customer matched to the organization's
 * customers, SKUs to the catalog (or lines matched by description), totals cross-checked with the lines, and a
 * confidence with its reason on every field.
 */
import { distance } from 'fastest-levenshtein';
import { customerKey, skuKey } from '../score-order.js';
import type { Extraction, ExtractedField, ExtractedLine, MatchingContext } from './extraction-types.js';
import type { Found, RawLine, RawOrder } from './find-fields.js';
import { currencyCode, currencySymbol, parseDate, parseNumber } from './parse-values.js';
import { isLabel } from './vocabulary.js';

const cents = (value: number) => Math.round(value * 100);
const field = <T>(value: T | null, confidence: number, reason: string): ExtractedField<T> => ({
  value,
  confidence: Math.round(confidence * 100) / 100,
  reason,
});
const missing = <T>(what: string, confidence = 0): ExtractedField<T> =>
  field<T>(null, confidence, `No ${what} found on the document`);

/** Names compare without case, punctuation or legal suffixes ("Blue Harbor Foods Ltd." = "BLUE HARBOR FOODS"). */
const nameKey = (name: string) =>
  customerKey(name)
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .replace(/\b(ltd|limited|inc|llc|gmbh|ag|kg|sarl|sas|sa|bv|nv|plc|corp|co|srl|spa|pty|ab|oy)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const similarity = (a: string, b: string) => 1 - distance(a, b) / Math.max(a.length, b.length, 1);

/**
 * The customer: the first name the document gives (a customer label, then a contact) that is one of the
 * organization's customers; else the labelled name as written.
 */
function matchCustomer(raw: RawOrder, customers: readonly string[]): ExtractedField<string> {
  const candidates = [
    ...(raw.found.customer_name ? [raw.found.customer_name] : []),
    ...(raw.customerCandidates ?? []),
  ].filter((candidate) => !isLabel(candidate.text));
  for (const candidate of candidates) {
    const known = customerOf(candidate, customers);
    if (known && known.confidence >= 0.95) return known;
  }
  const found = candidates.find((candidate) => candidate.confidence >= 0.9);
  const named = raw.text ? customersNamedIn(raw.text, customers) : [];
  // No label names one of the organization's customers: the one customer the document names elsewhere (its
  // letterhead, a signature, a buyer column) is the sender; a labelled name outside the list makes it doubtful.
  if (named.length === 1)
    return field(
      named[0]!,
      found ? 0.75 : 0.9,
      `"${named[0]}" is named on the document (one of your customers)${found ? `; the label says "${found.text}"` : ''}`,
    );
  if (!found) return missing('customer');
  return (
    customerOf(found, customers) ??
    field(found.text.trim(), Math.min(found.confidence, 0.9), `${found.reason}; not in your customer list`)
  );
}

/** The organization's customers named anywhere in `text`, as whole words (legal suffixes and case ignored). */
function customersNamedIn(text: string, customers: readonly string[]): string[] {
  const lines = text.split('\n').map((line) => ` ${nameKey(line)} `);
  return customers.filter((name) => {
    const key = nameKey(name);
    return key.length >= 3 && lines.some((line) => line.includes(` ${key} `));
  });
}

function customerOf(found: Found, customers: readonly string[]): ExtractedField<string> | null {
  const text = found.text.trim();
  const exact = customers.find((name) => customerKey(name) === customerKey(text));
  if (exact) return field(exact, Math.max(found.confidence, 0.98), `${found.reason}; one of your customers`);
  const key = nameKey(text);
  const same = customers.find((name) => nameKey(name) === key);
  if (same) return field(same, 0.95, `${found.reason} as "${text}"; matched to your customer ${same}`);
  let best: { name: string; score: number } | null = null;
  for (const name of customers) {
    const score = similarity(nameKey(name), key);
    if (!best || score > best.score) best = { name, score };
  }
  if (best && best.score >= 0.85)
    return field(best.name, 0.8, `${found.reason} as "${text}"; closest of your customers: ${best.name}`);
  return null;
}

function matchDate(
  raw: RawOrder,
  name: 'order_date' | 'requested_delivery_date',
  dayFirst: boolean,
): ExtractedField<string> {
  const found = raw.found[name] && !isLabel(raw.found[name].text) ? raw.found[name] : undefined;
  const what = name === 'order_date' ? 'order date' : 'requested delivery date';
  // A document without a delivery date is normal: missing, but not doubtful.
  if (!found) return missing(what, name === 'order_date' ? 0 : 0.9);
  const date = parseDate(found.text, dayFirst);
  if (!date) return field<string>(null, 0.2, `${found.reason}, but "${found.text}" is not a date`);
  if (date.ambiguous)
    return field(
      date.iso,
      0.75,
      `${found.reason}; "${found.text}" could be day or month first, read ${dayFirst ? 'day' : 'month'} first`,
    );
  return field(date.iso, found.confidence, found.reason);
}

function matchCurrency(raw: RawOrder): ExtractedField<string> {
  const found = raw.found.currency;
  const code = found && (currencyCode(found.text) ?? currencySymbol(found.text));
  if (found && code) return field(code, found.confidence, found.reason);
  const totalCode = raw.found.total && currencyCode(raw.found.total.text);
  if (totalCode) return field(totalCode, 0.95, 'Named with the total');
  if (raw.currencyHint) return field(raw.currencyHint.code, 0.9, raw.currencyHint.reason);
  return field('USD', 0.5, 'No currency on the document: USD assumed');
}

interface CatalogMatch {
  sku: string;
  confidence: number;
  reason: string;
}

function matchSku(line: RawLine, context: MatchingContext): CatalogMatch {
  const sku = line.sku.trim();
  if (sku && context.catalog.some((item) => skuKey(item.sku) === skuKey(sku)))
    return { sku, confidence: 0.98, reason: 'SKU in the catalog' };
  // No SKU column: a catalog SKU written into the description ("12 x BEV-002 Orange Juice @ 9.90", a code and
  // a name in one column) is the line's SKU.
  if (!sku) {
    const words = line.description.split(/[\s,;()]+/).map(skuKey);
    const written = context.catalog.find((item) => words.includes(skuKey(item.sku)));
    if (written)
      return { sku: written.sku, confidence: 0.95, reason: 'SKU in the catalog, in the description' };
  }
  const description = nameKey(line.description);
  if (description) {
    const same = context.catalog.find((item) => nameKey(item.name) === description);
    if (same) return { sku: same.sku, confidence: 0.93, reason: `Matched to ${same.sku} by its description` };
    let best: { sku: string; score: number } | null = null;
    for (const item of context.catalog) {
      const score = similarity(nameKey(item.name), description);
      if (!best || score > best.score) best = { sku: item.sku, score };
    }
    if (best && best.score >= 0.8)
      return { sku: best.sku, confidence: 0.75, reason: `Closest catalog description: ${best.sku}` };
  }
  if (sku) return { sku, confidence: 0.7, reason: 'SKU not in the catalog' };
  // Stored lines need a SKU: the description stands in until a reviewer picks the item.
  return {
    sku: line.description.slice(0, 64) || '?',
    confidence: 0.3,
    reason: 'No SKU on the document and no catalog item with this description',
  };
}

function matchLine(line: RawLine, index: number, context: MatchingContext): ExtractedLine {
  const match = matchSku(line, context);
  const reasons = [match.reason];
  let confidence = match.confidence;
  let unitPrice = line.unit_price;
  if (unitPrice === null && line.amount !== null) {
    // Only the amount printed: the unit price follows from it.
    unitPrice = Math.round((line.amount / line.quantity) * 100) / 100;
    confidence = Math.min(confidence, 0.85);
    reasons.push('unit price worked out from the line amount');
  } else if (line.amount !== null && unitPrice !== null) {
    if (Math.abs(cents(line.quantity * unitPrice) - cents(line.amount)) <= 1)
      reasons.push('quantity × price = amount');
    else {
      confidence = Math.min(confidence, 0.5);
      reasons.push(
        `quantity × price = ${(line.quantity * unitPrice).toFixed(2)}, the line says ${line.amount.toFixed(2)}`,
      );
    }
  }
  return {
    line_no: index + 1,
    sku: match.sku,
    description: line.description.slice(0, 500),
    quantity: line.quantity,
    unit_price: unitPrice ?? 0,
    amount: line.amount,
    confidence: Math.round(confidence * 100) / 100,
    reason: reasons.join('; '),
  };
}

const statedAmount = (found: Found, style: RawOrder['style']) =>
  parseNumber(found.text.replace(/^\(?[A-Za-z]{3}\)?\s+/, '').replace(/\s*[A-Z]{3}$/, ''), style);

/**
 * The total: of the amounts labelled as totals, the one the lines and charges add up to (lines + tax +
 * shipping, or the lines alone); a total the arithmetic contradicts is doubtful, and so are the lines.
 */
function matchTotal(raw: RawOrder, lines: readonly ExtractedLine[]): ExtractedField<number> {
  const sum = lines.reduce((total, line) => total + cents(line.quantity * line.unit_price), 0) / 100;
  const charges = cents(raw.charges?.tax ?? 0) + cents(raw.charges?.shipping ?? 0);
  const candidates = [...(raw.found.total ? [raw.found.total] : []), ...(raw.totalCandidates ?? [])].flatMap(
    (found) => {
      const stated = statedAmount(found, raw.style);
      return stated === null ? [] : [{ found, stated }];
    },
  );
  if (candidates.length === 0) {
    if (lines.length === 0) return missing('total');
    return field(
      (cents(sum) + charges) / 100,
      0.9,
      'No total on the document: the sum of the lines and charges',
    );
  }
  if (lines.length === 0)
    return field(candidates[0]!.stated, 0.5, `${candidates[0]!.found.reason}; no lines to check it against`);
  const withCharges = candidates.find(({ stated }) => charges > 0 && cents(stated) === cents(sum) + charges);
  if (withCharges)
    return field(
      withCharges.stated,
      0.99,
      `${withCharges.found.reason}; equals the lines plus tax and shipping`,
    );
  const linesOnly = candidates.find(({ stated }) => cents(stated) === cents(sum));
  if (linesOnly && charges === 0)
    return field(linesOnly.stated, 0.99, `${linesOnly.found.reason}; equals the sum of the lines`);
  const { found, stated } = candidates[candidates.length - 1]!;
  return field(
    stated,
    0.4,
    `${found.reason}: ${stated.toFixed(2)}, but the lines${charges ? ' and charges' : ''} add up to ${((cents(sum) + charges) / 100).toFixed(2)}`,
  );
}

/** The Extraction of a document read by the rules (or of a model's answer, which has the same raw shape). */
export function matchOrder(
  raw: RawOrder,
  context: MatchingContext,
  extractor: Extraction['extractor'] = 'rules',
): Extraction {
  const currency = matchCurrency(raw);
  // Slashed dates are day first in Europe: a decimal comma or a European currency says so.
  const dayFirst =
    raw.style === 'comma' ||
    raw.language === 'de' ||
    raw.language === 'fr' ||
    ['EUR', 'GBP', 'CHF'].includes(currency.value ?? '');
  let lines = raw.lines.map((line, index) => matchLine(line, index, context));
  // A value is never a label (a model, or a layout, can put "Order Date:" where the number should be).
  const poText =
    raw.found.po_number && !isLabel(raw.found.po_number.text)
      ? raw.found.po_number.text.trim().slice(0, 64)
      : '';
  const fields: Extraction['fields'] = {
    po_number: poText
      ? field(poText, raw.found.po_number!.confidence, raw.found.po_number!.reason)
      : missing('PO number'),
    customer_name: matchCustomer(raw, context.customers),
    order_date: matchDate(raw, 'order_date', dayFirst),
    requested_delivery_date: matchDate(raw, 'requested_delivery_date', dayFirst),
    currency,
    total: matchTotal(raw, lines),
  };
  // A total the lines do not add up to: a line may be missing or misread, so no line is sure either.
  if (fields.total.confidence < 0.5 && lines.length)
    lines = lines.map((line) => ({
      ...line,
      confidence: Math.min(line.confidence, 0.6),
      reason: `${line.reason}; the lines do not add up to the total`,
    }));
  const absent = [
    !fields.po_number.value && 'PO number',
    !fields.customer_name.value && 'customer',
    !fields.order_date.value && 'order date',
    lines.length === 0 && 'order lines',
  ].filter(Boolean);
  const confidences = [
    ...Object.values(fields).map((value) => value.confidence),
    ...lines.map((line) => line.confidence),
  ];
  return {
    extractor,
    fields,
    lines,
    needs_manual_entry: absent.length > 0,
    manual_entry_reason: absent.length ? `Not found on the document: ${absent.join(', ')}` : null,
    confidence: absent.length ? 0 : Math.min(...confidences),
  };
}

/** The state of a document with nothing to read (a scanned image without a text layer). */
export function manualEntry(reason: string, extractor: Extraction['extractor'] = 'rules'): Extraction {
  const none = <T>(what: string) => missing<T>(what);
  return {
    extractor,
    fields: {
      po_number: none('PO number'),
      customer_name: none('customer'),
      order_date: none('order date'),
      requested_delivery_date: none('requested delivery date'),
      currency: none('currency'),
      total: none('total'),
    },
    lines: [],
    needs_manual_entry: true,
    manual_entry_reason: reason,
    confidence: 0,
  };
}

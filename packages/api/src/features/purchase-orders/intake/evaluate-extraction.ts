/**
 * Field-level precision and recall of intake on a corpus of documents with their true fields (tests and
 * `pnpm bench --only intake`). A field counts when the reader gives a value: right (true positive) or wrong
 * (false positive); a true value not given is a false negative. Each line counts its SKU, quantity and unit
 * price.
 */
import { DEFAULT_CONFIDENCE_THRESHOLD, HEADER_FIELDS, type Extraction } from './extraction-types.js';

export interface TrueOrder {
  needs_manual_entry?: boolean;
  po_number?: string;
  customer_name?: string;
  order_date?: string;
  requested_delivery_date?: string | null;
  currency?: string;
  total?: number;
  lines?: { sku: string; quantity: number; unit_price: number }[];
}

export interface FieldCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** "<field>: expected X, read Y" for each miss. */
  misses: string[];
}

type FieldValue = string | number | null | undefined;

/** Compares one extraction with the truth. */
export function compareExtraction(extraction: Extraction, truth: TrueOrder): FieldCounts {
  const counts: FieldCounts = { truePositives: 0, falsePositives: 0, falseNegatives: 0, misses: [] };
  const count = (name: string, expected: FieldValue, read: FieldValue) => {
    const given = read !== null && read !== undefined && read !== '';
    const exists = expected !== null && expected !== undefined;
    if (given && exists && String(read) === String(expected)) counts.truePositives += 1;
    else {
      if (given) counts.falsePositives += 1;
      if (exists) counts.falseNegatives += 1;
      if (given || exists) counts.misses.push(`${name}: expected ${String(expected)}, read ${String(read)}`);
    }
  };
  if (truth.needs_manual_entry) {
    if (!extraction.needs_manual_entry) counts.misses.push('needs_manual_entry: expected true');
    for (const name of HEADER_FIELDS) count(name, null, extraction.fields[name].value);
    return counts;
  }
  for (const name of HEADER_FIELDS) count(name, truth[name], extraction.fields[name].value);
  const lines = truth.lines ?? [];
  for (let index = 0; index < Math.max(lines.length, extraction.lines.length); index += 1) {
    const expected = lines[index];
    const read = extraction.lines[index];
    count(`line ${index + 1} sku`, expected?.sku, read?.sku);
    count(`line ${index + 1} quantity`, expected?.quantity, read?.quantity);
    count(`line ${index + 1} unit_price`, expected?.unit_price, read?.unit_price);
  }
  return counts;
}

export function precisionRecall(counts: readonly FieldCounts[]) {
  const tp = counts.reduce((sum, c) => sum + c.truePositives, 0);
  const fp = counts.reduce((sum, c) => sum + c.falsePositives, 0);
  const fn = counts.reduce((sum, c) => sum + c.falseNegatives, 0);
  return { precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1 };
}

/** Field accuracy: true positives over every counted field (right, wrong or missing), 1 when there is none. */
export function fieldAccuracy(counts: readonly FieldCounts[]) {
  const tp = counts.reduce((sum, c) => sum + c.truePositives, 0);
  const all = counts.reduce((sum, c) => sum + c.truePositives + c.falsePositives + c.falseNegatives, 0);
  return all ? tp / all : 1;
}

/**
 * The header fields given with at least `threshold` confidence (auto approval's default: 0.9) whose value is
 * wrong, as "<field>: expected X, read Y (confidence C)": the misses a reviewer would not be asked about.
 */
export function wrongAtHighConfidence(
  extraction: Extraction,
  truth: TrueOrder,
  threshold = DEFAULT_CONFIDENCE_THRESHOLD,
): string[] {
  const wrong: string[] = [];
  for (const name of HEADER_FIELDS) {
    const { value, confidence } = extraction.fields[name];
    if (value === null || value === undefined || value === '' || confidence < threshold) continue;
    const expected = truth.needs_manual_entry ? null : truth[name];
    if (expected !== null && expected !== undefined && String(value) === String(expected)) continue;
    wrong.push(`${name}: expected ${String(expected)}, read ${String(value)} (confidence ${confidence})`);
  }
  return wrong;
}

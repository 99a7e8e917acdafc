import { readdir } from 'node:fs/promises';
import {
  compareExtraction,
  precisionRecall,
  type FieldCounts,
  type TrueOrder,
} from '../intake/evaluate-extraction.js';
import { extractDocument } from '../intake/extract-document.js';
import type { Extraction, MatchingContext } from '../intake/extraction-types.js';
import { findFields } from '../intake/find-fields.js';
import { textRows } from '../intake/document-rows.js';
import { matchOrder } from '../intake/match-order.js';
import { documentKind } from '../intake/read-document.js';
import {
  CORPUS,
  corpusBytes,
  corpusOrganization,
  corpusText,
} from '../../../../tests/support/purchase-order-fixtures.js';

interface Case {
  file: string;
  truth: TrueOrder & { kind: string };
  extraction: Extraction;
  counts: FieldCounts;
}

let context: MatchingContext;
const cases: Case[] = [];

beforeAll(async () => {
  context = await corpusOrganization();
  const files = (await readdir(CORPUS)).filter((file) => !file.endsWith('.json')).sort();
  for (const file of files) {
    const bytes = await corpusBytes(file);
    const truth = JSON.parse(await corpusText(file.replace(/\.[a-z]+$/, '.json'))) as Case['truth'];
    const kind = documentKind(file, bytes);
    if (!kind) throw new Error(`${file}: not a document intake reads`);
    const extraction = await extractDocument(kind, bytes, context);
    cases.push({ file, truth, extraction, counts: compareExtraction(extraction, truth) });
  }
});

const misses = (list: Case[]) =>
  list.filter((c) => c.counts.misses.length).map((c) => `${c.file}: ${c.counts.misses.join('; ')}`);

describe('intake extraction on the corpus', () => {
  test('the corpus has at least 40 documents of every kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.truth.kind))).toEqual(new Set(['pdf', 'csv', 'xlsx', 'eml', 'text']));
  });

  test('text PDFs: field precision and recall at least 0.97', () => {
    const pdfs = cases.filter((c) => c.truth.kind === 'pdf' && !c.truth.needs_manual_entry);
    const { precision, recall } = precisionRecall(pdfs.map((c) => c.counts));
    expect(misses(pdfs)).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.97);
  });

  test('spreadsheets and emails read every field', () => {
    expect(misses(cases.filter((c) => c.truth.kind !== 'pdf'))).toEqual([]);
  });

  test('a scanned PDF without text needs manual entry and guesses nothing', () => {
    const scanned = cases.find((c) => c.file === 'scanned-1.pdf')!;
    expect(scanned.extraction.needs_manual_entry).toBe(true);
    expect(scanned.extraction.manual_entry_reason).toMatch(/no text layer/i);
    expect(Object.values(scanned.extraction.fields).every((field) => field.value === null)).toBe(true);
    expect(scanned.extraction.lines).toEqual([]);
  });

  test('every field has a confidence between 0 and 1 and a reason', () => {
    for (const { extraction } of cases)
      for (const field of [...Object.values(extraction.fields), ...extraction.lines]) {
        expect(field.confidence).toBeGreaterThanOrEqual(0);
        expect(field.confidence).toBeLessThanOrEqual(1);
        expect(field.reason).not.toBe('');
      }
  });
});

describe('confidence and cross-checks', () => {
  const read = (text: string) => matchOrder(findFields(textRows(text)), context);
  const order = (total: string, date = '2026-11-03') =>
    [
      'PO Number: PO-1',
      'Customer: BLUE HARBOR FOODS LTD.',
      `Order Date: ${date}`,
      'Currency: USD',
      'SKU | Description | Qty | Unit Price',
      'BEV-001 | Sparkling Water 24 x 0.5 l | 2 | 12.40',
      'XYZ-999 | Something new | 1 | 5.00',
      `Total: ${total}`,
    ].join('\n');

  test('a total that disagrees with the lines is flagged, one that agrees is confident', () => {
    const wrong = read(order('99.00'));
    expect(wrong.fields.total).toMatchObject({ value: 99, confidence: 0.4 });
    expect(wrong.fields.total.reason).toMatch(/lines add up to 29\.80/);
    expect(read(order('29.80')).fields.total.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test('the customer is matched to the organization, an unknown SKU keeps a low confidence', () => {
    const extraction = read(order('29.80'));
    expect(extraction.fields.customer_name.value).toBe('Blue Harbor Foods');
    expect(extraction.lines.map((line) => [line.sku, line.confidence < 0.9])).toEqual([
      ['BEV-001', false],
      ['XYZ-999', true],
    ]);
    expect(extraction.confidence).toBeLessThan(0.9);
  });

  test('a date that could be day or month first is read but not trusted', () => {
    const extraction = read(order('29.80', '03/11/2026'));
    expect(extraction.fields.order_date.value).toBe('2026-03-11');
    expect(extraction.fields.order_date.confidence).toBeLessThan(0.9);
    expect(extraction.fields.order_date.reason).toMatch(/day or month first/);
  });

  test('a document without lines needs manual entry', () => {
    const extraction = read('PO Number: PO-2\nCustomer: Cedar Market\nOrder Date: 2026-11-03');
    expect(extraction.needs_manual_entry).toBe(true);
    expect(extraction.manual_entry_reason).toBe('Not found on the document: order lines');
  });
});

// The unseen corpus (tests/fixtures/purchase-orders/unseen): documents unlike the intake corpus, split into a
// tuning part and a held-out part. Only what must always hold is asserted here; the accuracy targets are the
// bench's rows (scripts/bench/intake.mjs: intake-tuning-accuracy, intake-held-out-*).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  compareExtraction,
  wrongAtHighConfidence,
  type FieldCounts,
  type TrueOrder,
} from '../intake/evaluate-extraction.js';
import { extractDocument } from '../intake/extract-document.js';
import type { Extraction, MatchingContext } from '../intake/extraction-types.js';
import { documentKind } from '../intake/read-document.js';
import {
  PURCHASE_ORDER_FIXTURES,
  corpusOrganization,
} from '../../../../tests/support/purchase-order-fixtures.js';

const UNSEEN = path.join(PURCHASE_ORDER_FIXTURES, 'unseen');
const PARTS = ['tuning', 'held-out'] as const;

interface Case {
  part: (typeof PARTS)[number];
  file: string;
  /** The document's family: its file name without the number, e.g. "part-columns". */
  family: string;
  truth: TrueOrder & { kind: string; lines: { sku: string }[]; customer_name: string };
  extraction?: Extraction;
  counts?: FieldCounts;
  error?: string;
}

let context: MatchingContext;
const cases: Case[] = [];

beforeAll(async () => {
  context = await corpusOrganization();
  for (const part of PARTS) {
    const dir = path.join(UNSEEN, part);
    const files = (await readdir(dir)).filter((file) => !file.endsWith('.json')).sort();
    for (const file of files) {
      const bytes = new Uint8Array(await readFile(path.join(dir, file)));
      const truth = JSON.parse(
        await readFile(path.join(dir, file.replace(/\.[a-z]+$/, '.json')), 'utf8'),
      ) as Case['truth'];
      const entry: Case = { part, file, family: file.replace(/-\d+\.[a-z]+$/, ''), truth };
      try {
        const kind = documentKind(file, bytes);
        if (!kind) throw new Error('not a document intake reads');
        entry.extraction = await extractDocument(kind, bytes, context);
        entry.counts = compareExtraction(entry.extraction, truth);
      } catch (error) {
        entry.error = `${part}/${file}: ${(error as Error).message}`;
      }
      cases.push(entry);
    }
  }
});

describe('intake on the unseen corpus', () => {
  test('every document is read without an error', () => {
    expect(cases.flatMap((c) => (c.error ? [c.error] : []))).toEqual([]);
  });

  test('at least 45 documents, at least a third of them held out', () => {
    expect(cases.length).toBeGreaterThanOrEqual(45);
    expect(cases.filter((c) => c.part === 'held-out').length * 3).toBeGreaterThanOrEqual(cases.length);
  });

  test('every family and every kind of document is in both parts', () => {
    const inPart = (part: Case['part'], key: (c: Case) => string) =>
      new Set(cases.filter((c) => c.part === part).map(key));
    for (const key of [(c: Case) => c.family, (c: Case) => c.truth.kind]) {
      const all = new Set(cases.map(key));
      expect(inPart('tuning', key)).toEqual(all);
      expect(inPart('held-out', key)).toEqual(all);
    }
    expect(new Set(cases.map((c) => c.truth.kind))).toEqual(new Set(['pdf', 'csv', 'xlsx', 'eml', 'text']));
  });

  test("the truths name the organization's customers and catalog SKUs", () => {
    const skus = new Set(context.catalog.map((item) => item.sku));
    const unknown = cases.flatMap((c) => [
      ...(context.customers.includes(c.truth.customer_name) ? [] : [`${c.file}: ${c.truth.customer_name}`]),
      ...c.truth.lines.filter((line) => !skus.has(line.sku)).map((line) => `${c.file}: ${line.sku}`),
    ]);
    expect(unknown).toEqual([]);
  });

  // Only the tuning part: the held-out part is measured by the bench and never used to adjust the reader.
  test('on the tuning part, no field given with confidence of 0.9 or more is wrong', () => {
    const wrong = cases
      .filter((c) => c.part === 'tuning' && c.extraction)
      .flatMap((c) => wrongAtHighConfidence(c.extraction!, c.truth).map((miss) => `${c.file}: ${miss}`));
    expect(wrong).toEqual([]);
  });
});

// Rows "Intake": field-level precision and recall of purchase-order extraction on the corpus's text PDFs (the
// issue's target: 0.97) and documents read per second over the whole corpus (every kind), with the built
// @aide/api's offline reader and the corpus organization's customers and catalog. Nothing else runs.
// Also, on the unseen corpus (documents unlike the corpus, tests/fixtures/purchase-orders/unseen), for its
// tuning and held-out parts apart: field accuracy, precision and recall over every document of every kind, and
// the header fields given with confidence >= 0.9 that are wrong.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  compareExtraction,
  documentKind,
  extractDocument,
  fieldAccuracy,
  precisionRecall,
  wrongAtHighConfidence,
} from '@aide/api';
import { REPO_ROOT } from '../local-stack.mjs';

const FIXTURES = path.join(REPO_ROOT, 'packages/api/tests/fixtures/purchase-orders');
const CORPUS = path.join(FIXTURES, 'corpus');
const UNSEEN = path.join(FIXTURES, 'unseen');
const round = (value) => Math.round(value * 1000) / 1000;

/**
 * One part of the unseen corpus ('tuning' or 'held-out'): every document read, every field counted.
 * @returns {Promise<{ documents: number, accuracy: number, precision: number, recall: number, wrongAtHighConfidence: number }>}
 */
async function measureUnseen(part, context) {
  const dir = path.join(UNSEEN, part);
  const files = (await fs.readdir(dir)).filter((file) => !file.endsWith('.json')).sort();
  const counts = [];
  let wrongConfident = 0;
  for (const file of files) {
    const bytes = new Uint8Array(await fs.readFile(path.join(dir, file)));
    const truth = JSON.parse(await fs.readFile(path.join(dir, file.replace(/\.[a-z]+$/, '.json')), 'utf8'));
    const extraction = await extractDocument(documentKind(file, bytes), bytes, context);
    counts.push(compareExtraction(extraction, truth));
    wrongConfident += wrongAtHighConfidence(extraction, truth).length;
  }
  const { precision, recall } = precisionRecall(counts);
  return {
    documents: files.length,
    accuracy: round(fieldAccuracy(counts)),
    precision: round(precision),
    recall: round(recall),
    wrongAtHighConfidence: wrongConfident,
  };
}

/**
 * @returns {Promise<{ documents: number, textPdfs: number, precision: number, recall: number, documentsPerSecond: number,
 *   unseen: { tuning: UnseenFigures, heldOut: UnseenFigures } }>}
 * @typedef {{ documents: number, accuracy: number, precision: number, recall: number, wrongAtHighConfidence: number }} UnseenFigures
 */
export async function measureIntake() {
  const context = JSON.parse(await fs.readFile(path.join(FIXTURES, 'organization.json'), 'utf8'));
  const files = (await fs.readdir(CORPUS)).filter((file) => !file.endsWith('.json')).sort();
  const documents = await Promise.all(
    files.map(async (file) => ({
      file,
      bytes: new Uint8Array(await fs.readFile(path.join(CORPUS, file))),
      truth: JSON.parse(await fs.readFile(path.join(CORPUS, file.replace(/\.[a-z]+$/, '.json')), 'utf8')),
    })),
  );
  // One warm-up pass (pdf.js loads its worker code on first use), then the timed pass.
  for (const { file, bytes } of documents.slice(0, 1))
    await extractDocument(documentKind(file, bytes), bytes, context);
  const counts = [];
  const started = performance.now();
  for (const { file, bytes, truth } of documents) {
    const extraction = await extractDocument(documentKind(file, bytes), bytes, context);
    if (truth.kind === 'pdf' && !truth.needs_manual_entry) counts.push(compareExtraction(extraction, truth));
  }
  const seconds = (performance.now() - started) / 1000;
  const { precision, recall } = precisionRecall(counts);
  const unseen = {
    tuning: await measureUnseen('tuning', context),
    heldOut: await measureUnseen('held-out', context),
  };
  return {
    documents: documents.length,
    textPdfs: counts.length,
    precision: round(precision),
    recall: round(recall),
    documentsPerSecond: Math.round((documents.length / seconds) * 10) / 10,
    unseen,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.dir(await measureIntake(), { depth: null });

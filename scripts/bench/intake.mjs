// Rows "Intake": field-level precision and recall of purchase-order extraction on the corpus's text PDFs (the
// issue's target: 0.97) and documents read per second over the whole corpus (every kind), with the built
// @aide/api's offline reader and the corpus organization's customers and catalog. Nothing else runs.
import fs from 'node:fs/promises';
import path from 'node:path';
import { compareExtraction, documentKind, extractDocument, precisionRecall } from '@aide/api';
import { REPO_ROOT } from '../local-stack.mjs';

const FIXTURES = path.join(REPO_ROOT, 'packages/api/tests/fixtures/purchase-orders');
const CORPUS = path.join(FIXTURES, 'corpus');

/** @returns {Promise<{ documents: number, textPdfs: number, precision: number, recall: number, documentsPerSecond: number }>} */
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
  const round = (value) => Math.round(value * 1000) / 1000;
  return {
    documents: documents.length,
    textPdfs: counts.length,
    precision: round(precision),
    recall: round(recall),
    documentsPerSecond: Math.round((documents.length / seconds) * 10) / 10,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureIntake());

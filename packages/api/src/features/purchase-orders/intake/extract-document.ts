import type { LlmConfig } from '../../../config.js';
import type { Extraction, MatchingContext } from './extraction-types.js';
import { matchOrder } from './match-order.js';
import type { DocumentKind } from './read-document.js';
import { readInWorker } from './read-in-worker.js';
import { readWithModel } from './read-with-model.js';

/**
 * Reads one document into an Extraction: offline and deterministic by default, through LLM_BASE_URL's model when
 * one is configured (the rules take over when the model cannot answer; `extractor` says which read it). A
 * document without text (a scanned PDF) needs manual entry rather than a guess, whoever reads it. The document
 * is read, and the rules run, in a reader thread within read-limits.ts's limits (read-in-worker.ts): a document
 * over a limit rejects with a DocumentRefusedError (413/422 with the reason).
 */
export async function extractDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  context: MatchingContext,
  model: LlmConfig | null = null,
): Promise<Extraction> {
  const { rows, extraction } = await readInWorker(kind, bytes, context);
  if (rows.length > 0 && model) {
    const raw = await readWithModel(model, rows).catch(() => null);
    if (raw) return matchOrder(raw, context, 'model');
  }
  return extraction;
}

import type { LlmConfig } from '../../../config.js';
import type { Extraction, MatchingContext } from './extraction-types.js';
import { findFields } from './find-fields.js';
import { manualEntry, matchOrder } from './match-order.js';
import { readDocumentRows, type DocumentKind } from './read-document.js';
import { readWithModel } from './read-with-model.js';

/**
 * Reads one document into an Extraction: offline and deterministic by default, through LLM_BASE_URL's model when
 * one is configured (the rules take over when the model cannot answer; `extractor` says which read it). A
 * document without text (a scanned PDF) needs manual entry rather than a guess, whoever reads it.
 */
export async function extractDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  context: MatchingContext,
  model: LlmConfig | null = null,
): Promise<Extraction> {
  const { rows } = await readDocumentRows(kind, bytes);
  if (rows.length === 0)
    return manualEntry(
      kind === 'pdf'
        ? 'The PDF has no text layer (a scanned image): enter the fields by hand'
        : 'The document is empty',
    );
  if (model) {
    const raw = await readWithModel(model, rows).catch(() => null);
    if (raw) return matchOrder(raw, context, 'model');
  }
  return matchOrder(findFields(rows), context);
}

import type { Extraction, MatchingContext } from './extraction-types.js';
import { findFields } from './find-fields.js';
import { manualEntry, matchOrder } from './match-order.js';
import { readDocumentRows, type DocumentKind } from './read-document.js';

/**
 * Reads one document into an Extraction, offline and deterministic. A document without text (a scanned PDF)
 * needs manual entry rather than a guess.
 */
export async function extractDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  context: MatchingContext,
): Promise<Extraction> {
  const { rows } = await readDocumentRows(kind, bytes);
  if (rows.length === 0)
    return manualEntry(
      kind === 'pdf'
        ? 'The PDF has no text layer (a scanned image): enter the fields by hand'
        : 'The document is empty',
    );
  return matchOrder(findFields(rows), context);
}

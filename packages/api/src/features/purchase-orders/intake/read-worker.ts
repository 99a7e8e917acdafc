/**
 * The intake reader's worker thread (started by read-in-worker.ts): reads a document into rows and finds the
 * order in them with the rules, off the API's event loop, within read-limits.ts's limits. The thread itself is
 * capped (heap, time); what it answers is plain data.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import type { Row } from './document-rows.js';
import type { Extraction, MatchingContext } from './extraction-types.js';
import { findFields } from './find-fields.js';
import { manualEntry, matchOrder } from './match-order.js';
import { readDocumentRows, type DocumentKind } from './read-document.js';
import { DocumentRefused, READ_WORKER_NICE, type Refusal } from './read-limits.js';

export interface ReadRequest {
  id: number;
  kind: DocumentKind;
  bytes: Uint8Array;
  context: MatchingContext;
}

export interface ReadResult {
  rows: Row[];
  /** For an email: which part the order was read from. */
  part?: string;
  /** The rules' reading (or manual entry when there is no text). */
  extraction: Extraction;
}

export type ReadAnswer =
  | { id: number; ok: true; result: ReadResult }
  | { id: number; ok: false; refusal: Refusal }
  | { ready: true };

/** The rules' reading of a document (no model): what the worker answers. */
export async function readWithRules(
  kind: DocumentKind,
  bytes: Uint8Array,
  context: MatchingContext,
): Promise<ReadResult> {
  const { rows, part } = await readDocumentRows(kind, bytes);
  if (rows.length === 0)
    return {
      rows,
      part,
      extraction: manualEntry(
        kind === 'pdf'
          ? 'The PDF has no text layer (a scanned image): enter the fields by hand'
          : 'The document is empty',
      ),
    };
  return { rows, part, extraction: matchOrder(findFields(rows), context) };
}

/** Anything else a library throws on hostile input is a document that cannot be read, said plainly. */
function refusalOf(error: unknown): Refusal {
  if (error instanceof DocumentRefused) return error.toRefusal();
  const message = error instanceof Error ? error.message : String(error);
  return {
    status: 422,
    code: 'document_unreadable',
    message: `The document cannot be read: ${message.slice(0, 160)}`,
    retryable: false,
  };
}

const port = parentPort;
if (port) {
  // On Linux a thread has its own nice value (0: the calling thread, not the process): the reader yields the CPU
  // to the event loop. Elsewhere this would lower the whole process, so it is left as is.
  if (process.platform === 'linux') setPriority(READ_WORKER_NICE);
  // Answers go on their own channel, which the API can also read synchronously (read-in-worker.ts).
  const answers = (workerData as { answers: MessagePort }).answers;
  port.on('message', (request: ReadRequest) => {
    readWithRules(request.kind, request.bytes, request.context).then(
      (result) => answers.postMessage({ id: request.id, ok: true, result } satisfies ReadAnswer),
      (error: unknown) =>
        answers.postMessage({ id: request.id, ok: false, refusal: refusalOf(error) } satisfies ReadAnswer),
    );
  });
  // pdf.js is loaded before the first document, so its loading never counts against a document's time budget.
  await getResolvedPDFJS();
  port.postMessage({ ready: true } satisfies ReadAnswer);
}

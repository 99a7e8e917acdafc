/**
 * Which kind of document a file is, and its rows of text (document-rows.ts) whatever the kind. The readers run in
 * the intake worker (read-worker.ts) within read-limits.ts's limits: call readDocumentRows there, never on the
 * API's event loop.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import PostalMime from 'postal-mime';
import { readSheet } from 'read-excel-file/universal';
import { textRows, tableRows, type Row } from './document-rows.js';
import {
  DocumentRefused,
  MAX_EMAIL_NESTING,
  MAX_MIME_HEADER_BYTES,
  MAX_MIME_NESTING,
  MAX_TEXT_ROWS,
  tooManyRows,
  UnpackBudget,
} from './read-limits.js';
import { readPdfRows } from './read-pdf.js';
import { storedZip, unzipWithin } from './read-zip.js';

export type DocumentKind = 'pdf' | 'csv' | 'xlsx' | 'eml' | 'text';

/** The stored type of each kind (the bucket's allowed_mime_types). */
export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  eml: 'message/rfc822',
  text: 'text/plain',
};

const EXTENSIONS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  csv: 'csv',
  xlsx: 'xlsx',
  eml: 'eml',
  txt: 'text',
};

/**
 * The kind of a file, from its content first (PDF, XLSX: a zip) and its name otherwise; null for anything
 * else (images, Word files, old .xls), which intake refuses.
 */
export function documentKind(filename: string, bytes: Uint8Array): DocumentKind | null {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  const extension = EXTENSIONS[filename.toLowerCase().split('.').pop() ?? ''];
  if (head === '%PDF-') return 'pdf';
  if (head.startsWith('PK\u0003\u0004')) return extension === 'xlsx' ? 'xlsx' : null;
  if (extension === 'pdf' || extension === 'xlsx') return null; // the name says so, the content does not
  // Text kinds must be text: no NUL bytes.
  if (bytes.subarray(0, 4096).includes(0)) return null;
  return extension ?? null;
}

export interface DocumentText {
  rows: Row[];
  /** For an email: which part the order was read from. */
  part?: string;
}

/**
 * The rows of a document; an email's order is in its first attachment with one, else its body. `budget` is what
 * the document may still unpack to (shared with the email it is attached to). Refuses (DocumentRefused) a
 * document over a limit or one that cannot be read.
 */
export async function readDocumentRows(
  kind: DocumentKind,
  bytes: Uint8Array,
  budget = new UnpackBudget(),
): Promise<DocumentText> {
  const read = await readRows(kind, bytes, budget);
  if (read.rows.length > MAX_TEXT_ROWS) throw tooManyRows();
  return read;
}

/**
 * The CSV's delimiter: the one on the most of its first lines (a header block's lines may hold one cell, and
 * European numbers hold commas, so the first line alone or a plain count can mislead).
 */
function csvDelimiter(text: string): ',' | ';' | '\t' {
  const lines = text.split('\n', 50).filter((line) => line.trim());
  const score = (delimiter: string): [lines: number, count: number] => [
    lines.filter((line) => line.includes(delimiter)).length,
    lines.reduce((sum, line) => sum + line.split(delimiter).length - 1, 0),
  ];
  return ([',', ';', '\t'] as const).reduce((best, delimiter) => {
    const [linesWith, count] = score(delimiter);
    const [bestLines, bestCount] = score(best);
    return linesWith > bestLines || (linesWith === bestLines && count > bestCount) ? delimiter : best;
  });
}

async function readRows(kind: DocumentKind, bytes: Uint8Array, budget: UnpackBudget): Promise<DocumentText> {
  switch (kind) {
    case 'pdf':
      return { rows: (await readPdfRows(bytes)).rows };
    case 'csv': {
      const text = Buffer.from(bytes)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const delimiter = csvDelimiter(text);
      let records: unknown[][];
      try {
        records = parseCsv(text, {
          delimiter,
          relax_column_count: true,
          skip_empty_lines: true,
          // One more than the limit: enough to know the document is over it.
          to: MAX_TEXT_ROWS + 1,
        });
      } catch (error) {
        throw new DocumentRefused(
          422,
          'document_unreadable',
          `The CSV cannot be read: ${(error as Error).message.slice(0, 160)}`,
        );
      }
      return { rows: tableRows(records) };
    }
    case 'xlsx':
      return { rows: tableRows(await readSpreadsheet(bytes, budget)) };
    case 'text':
      return { rows: textRows(Buffer.from(bytes).toString('utf8')) };
    case 'eml':
      return readEmail(bytes, budget);
  }
}

/**
 * The first sheet's cells. The zip is unpacked here within limits (read-zip.ts), and the parser gets the parts it
 * reads already inflated (a stored zip), so it never inflates anything itself.
 */
async function readSpreadsheet(bytes: Uint8Array, budget: UnpackBudget): Promise<unknown[][]> {
  const parts = unzipWithin(bytes, budget, (name) => name.endsWith('.xml') || name.endsWith('.xml.rels'));
  const zip = storedZip(parts);
  try {
    // The first sheet only, as an exact ArrayBuffer (a small Buffer shares a pooled one).
    return await readSheet(
      zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer,
      1,
    );
  } catch (error) {
    throw new DocumentRefused(
      422,
      'document_unreadable',
      `The spreadsheet cannot be read: ${(error as Error).message.slice(0, 160)}`,
    );
  }
}

async function readEmail(bytes: Uint8Array, budget: UnpackBudget): Promise<DocumentText> {
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(Buffer.from(bytes), {
      maxNestingDepth: MAX_MIME_NESTING,
      maxHeadersSize: MAX_MIME_HEADER_BYTES,
      maxRfc822NestingDepth: MAX_EMAIL_NESTING,
    });
  } catch (error) {
    throw new DocumentRefused(
      422,
      'document_unreadable',
      `The email cannot be read: ${(error as Error).message.slice(0, 160)}`,
    );
  }
  // Decoded attachments and bodies count against the email's budget, before any attachment is read.
  const contents = email.attachments.map((attachment) =>
    typeof attachment.content === 'string'
      ? Buffer.from(attachment.content, 'base64')
      : new Uint8Array(attachment.content),
  );
  budget.take(
    contents.reduce((sum, content) => sum + content.length, 0) +
      (email.text?.length ?? 0) +
      (email.html?.length ?? 0),
    'The email',
  );
  for (const [index, attachment] of email.attachments.entries()) {
    const content = contents[index]!;
    const kind = documentKind(attachment.filename ?? '', content);
    if (!kind || kind === 'eml') continue;
    let read: DocumentText;
    try {
      read = await readRows(kind, content, budget);
    } catch (error) {
      // The attachment's own limit, named: the sender learns which file was refused.
      if (error instanceof DocumentRefused)
        throw new DocumentRefused(
          error.status,
          error.code,
          `Attachment ${attachment.filename ?? '(unnamed)'}: ${error.message}`,
          error.retryable,
        );
      throw error;
    }
    if (read.rows.length > 0) return { rows: read.rows, part: `attachment ${attachment.filename}` };
  }
  const body = email.text ?? (email.html ?? '').replace(/<[^>]+>/g, '\n');
  return { rows: textRows(body), part: 'body' };
}

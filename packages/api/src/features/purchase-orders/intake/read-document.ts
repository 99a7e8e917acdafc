/** Which kind of document a file is, and its rows of text (document-rows.ts) whatever the kind. */
import { parse as parseCsv } from 'csv-parse/sync';
import PostalMime from 'postal-mime';
import readXlsxFile from 'read-excel-file/node';
import { textRows, tableRows, type Row } from './document-rows.js';
import { readPdfRows } from './read-pdf.js';

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

/** The rows of a document; an email's order is in its first attachment with one, else its body. */
export async function readDocumentRows(kind: DocumentKind, bytes: Uint8Array): Promise<DocumentText> {
  switch (kind) {
    case 'pdf':
      return { rows: (await readPdfRows(bytes)).rows };
    case 'csv': {
      const text = Buffer.from(bytes)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
      const delimiter =
        (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
      const records = parseCsv(text, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
      });
      return { rows: tableRows(records) };
    }
    case 'xlsx': {
      const sheets = await readXlsxFile(Buffer.from(bytes));
      return { rows: tableRows(sheets[0]?.data ?? []) };
    }
    case 'text':
      return { rows: textRows(Buffer.from(bytes).toString('utf8')) };
    case 'eml':
      return readEmail(bytes);
  }
}

async function readEmail(bytes: Uint8Array): Promise<DocumentText> {
  const email = await PostalMime.parse(Buffer.from(bytes));
  for (const attachment of email.attachments) {
    const content =
      typeof attachment.content === 'string'
        ? Buffer.from(attachment.content, 'base64')
        : new Uint8Array(attachment.content);
    const kind = documentKind(attachment.filename ?? '', content);
    if (!kind || kind === 'eml') continue;
    const read = await readDocumentRows(kind, content);
    if (read.rows.length > 0) return { rows: read.rows, part: `attachment ${attachment.filename}` };
  }
  const body = email.text ?? (email.html ?? '').replace(/<[^>]+>/g, '\n');
  return { rows: textRows(body), part: 'body' };
}

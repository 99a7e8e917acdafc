// Hostile documents, generated (nothing large is committed): zip bombs dressed as spreadsheets, a PDF of
// thousands of pages, a PDF whose one page takes too long to read, a broken PDF, and emails carrying them.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { unzipWithin } from '../intake/read-zip.js';
import { UnpackBudget } from '../intake/read-limits.js';
import { corpusBytes } from '../../../../tests/support/purchase-order-fixtures.js';

const MB = 1024 * 1024;

interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** The uncompressed size the headers declare (the real one when absent). */
  declaredSize?: number;
}

/** A zip of deflated entries whose headers say what `declaredSize` says. */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const nameBytes = Buffer.from(name);
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(declaredSize, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const size = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

const SHEET = 'xl/worksheets/sheet1.xml';

/**
 * The corpus's spreadsheet-1.xlsx with its sheet padded by `padding` spaces (before its end), its header
 * declaring `declaredSize` for the sheet (the honest size when absent).
 */
export async function paddedSpreadsheet(padding: number, declaredSize?: number): Promise<Uint8Array> {
  const parts = unzipWithin(await corpusBytes('spreadsheet-1.xlsx'), new UnpackBudget());
  const sheet = Buffer.from(parts.get(SHEET)!).toString('utf8');
  const padded = Buffer.from(sheet.replace('</sheetData>', `${' '.repeat(padding)}</sheetData>`));
  return zip(
    [...parts].map(([name, data]) =>
      name === SHEET ? { name, data: padded, declaredSize } : { name, data },
    ),
  );
}

/** A PDF of the given objects (1-based, in order), with its cross-reference table. */
function pdf(objects: readonly string[]): Uint8Array {
  const chunks = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = `${index + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(object);
    length += Buffer.byteLength(object, 'latin1');
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  chunks.push(
    ...xref,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(''), 'latin1');
}

const stream = (content: Buffer, filter = '') => {
  return `<< /Length ${content.length}${filter} >>\nstream\n${content.toString('latin1')}\nendstream`;
};

/** `pages` pages sharing one small content stream (about 1.5 MB for 10,000). */
export function manyPagesPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream(Buffer.from('BT /F1 12 Tf 72 720 Td (Purchase order page) Tj ET')),
  ];
  for (let page = 0; page < pages; page += 1)
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    );
  return pdf(objects);
}

/**
 * `pages` pages sharing one compressed content stream of `operations` text-showing operators: small on disk
 * (about 55 KB for 2,000,000), each page long to read (pdf.js lexes every operator), memory staying low.
 */
export function slowPdf(operations: number, pages: number): Uint8Array {
  const content = Buffer.from(`BT /F1 1 Tf ${'(x) Tj 1 0 Td '.repeat(operations)}ET`, 'latin1');
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream(deflateSync(content), ' /Filter /FlateDecode'),
  ];
  for (let page = 0; page < pages; page += 1)
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    );
  return pdf(objects);
}

/** A file that starts like a PDF and is not one. */
export const brokenPdf = (): Uint8Array =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\n${'garbage '.repeat(2000)}\n%%EOF\n`,
    'latin1',
  );

/** An email with the given attachments (base64, 76-character lines). */
export function emailWith(
  headers: { from: string; to: string; subject: string },
  attachments: readonly [filename: string, contentType: string, bytes: Uint8Array][],
  text = 'Please find our order attached.',
): string {
  const boundary = 'hostile-boundary';
  const parts = [
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n`,
    ...attachments.map(
      ([filename, type, bytes]) =>
        `--${boundary}\r\nContent-Type: ${type}; name="${filename}"\r\nContent-Disposition: attachment; filename="${filename}"\r\n` +
        `Content-Transfer-Encoding: base64\r\n\r\n${Buffer.from(bytes)
          .toString('base64')
          .replace(/.{76}/g, '$&\r\n')}\r\n`,
    ),
  ];
  return (
    `From: ${headers.from}\r\nTo: ${headers.to}\r\nSubject: ${headers.subject}\r\nMIME-Version: 1.0\r\n` +
    `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n${parts.join('')}--${boundary}--\r\n`
  );
}

/** An email of `megabytes` of plain text lines (the kind that costs its parser the most memory). */
export const largeTextEmail = (headers: { from: string; to: string; subject: string }, megabytes: number) =>
  `From: ${headers.from}\r\nTo: ${headers.to}\r\nSubject: ${headers.subject}\r\n\r\n` +
  'PO line of text, nothing more\r\n'.repeat(Math.ceil((megabytes * MB) / 31));

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

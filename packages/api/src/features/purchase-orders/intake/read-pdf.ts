import { getDocumentProxy } from 'unpdf';
import type { Cell, Row } from './document-rows.js';
import { DocumentRefused, MAX_PDF_PAGES, MAX_TEXT_ROWS, tooManyRows } from './read-limits.js';

interface PositionedText {
  str: string;
  transform: [number, number, number, number, number, number];
  width: number;
}

/** Items closer than this (PDF points) on one baseline are one cell: pdf.js splits text at runs of spaces. */
const SAME_CELL_GAP = 4;
/** Items whose baselines differ by less than this are on one row. */
const SAME_ROW = 2;

/** A page object: `/Type /Page` (not `/Pages`, the tree's nodes). */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z0-9])/g;

const tooManyPages = (pages: number) =>
  new DocumentRefused(
    422,
    'too_many_pages',
    `The PDF has ${pages} pages; intake reads orders of at most ${MAX_PDF_PAGES} pages.`,
  );

/** pdf.js's exceptions, as a sentence for the sender. */
function unreadable(error: unknown): DocumentRefused {
  const name = (error as { name?: string }).name;
  const why =
    name === 'PasswordException'
      ? 'it is protected by a password'
      : name === 'InvalidPDFException'
        ? 'it is damaged or not a PDF'
        : `it is damaged (${String((error as Error).message ?? error).slice(0, 120)})`;
  return new DocumentRefused(422, 'document_unreadable', `The PDF cannot be read: ${why}.`);
}

/**
 * The text of a PDF as rows of cells, page by page, top to bottom; no rows when it has no text layer. A PDF of
 * more than MAX_PDF_PAGES pages is refused before any page is read (DocumentRefused), as is a broken one.
 */
export async function readPdfRows(bytes: Uint8Array): Promise<{ rows: Row[]; pages: number }> {
  // pdf.js works through the whole page tree when it opens a document (about a second for 10,000 pages), so
  // page objects written out plainly are counted first. The count is loose (a page edited and saved again is
  // there twice; pages inside compressed object streams are not seen): only far too many are refused here, and
  // pdf.js's own count decides below.
  const pageObjects = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .match(PAGE_OBJECT)?.length;
  if (pageObjects && pageObjects > 4 * MAX_PDF_PAGES) throw tooManyPages(pageObjects);
  // pdf.js takes ownership of the buffer it is given: pass a copy so the caller's bytes stay usable.
  const pdf = await getDocumentProxy(new Uint8Array(bytes)).catch((error: unknown) => {
    throw unreadable(error);
  });
  const rows: Row[] = [];
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw tooManyPages(pdf.numPages);
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await pdf
        .getPage(number)
        .then((page) => page.getTextContent())
        .catch((error: unknown) => {
          throw unreadable(error);
        });
      const items = (content.items as unknown as PositionedText[])
        .filter((item) => typeof item.str === 'string' && item.str.trim() !== '')
        .map((item) => ({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width }))
        .sort((a, b) => b.y - a.y || a.x - b.x);
      let current: { y: number; items: typeof items } | null = null;
      const lines: { y: number; items: typeof items }[] = [];
      for (const item of items) {
        if (current && Math.abs(current.y - item.y) < SAME_ROW) current.items.push(item);
        else lines.push((current = { y: item.y, items: [item] }));
      }
      for (const line of lines) {
        const cells: Cell[] = [];
        for (const item of line.items.sort((a, b) => a.x - b.x)) {
          const last = cells.at(-1);
          if (last && item.x - last.right < SAME_CELL_GAP) {
            // pdf.js splits text only at whitespace, so separate items are separate words.
            last.text = `${last.text} ${item.text}`.replace(/\s+/g, ' ');
            last.right = item.x + item.width;
          } else cells.push({ text: item.text.trim(), x: item.x, right: item.x + item.width });
        }
        rows.push({ page: number, cells: cells.map((cell) => ({ ...cell, text: cell.text.trim() })) });
      }
      if (rows.length > MAX_TEXT_ROWS) throw tooManyRows();
    }
    return { rows, pages: pdf.numPages };
  } finally {
    // Frees the document's parsed objects (not every pdf.js build has destroy on the proxy).
    await (pdf as { destroy?: () => Promise<void> }).destroy?.();
  }
}

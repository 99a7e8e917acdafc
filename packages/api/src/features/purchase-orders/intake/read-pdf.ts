import { getDocumentProxy } from 'unpdf';
import type { Cell, Row } from './document-rows.js';

interface PositionedText {
  str: string;
  transform: [number, number, number, number, number, number];
  width: number;
}

/** Items closer than this (PDF points) on one baseline are one cell: pdf.js splits text at runs of spaces. */
const SAME_CELL_GAP = 4;
/** Items whose baselines differ by less than this are on one row. */
const SAME_ROW = 2;

/** The text of a PDF as rows of cells, page by page, top to bottom; no rows when it has no text layer. */
export async function readPdfRows(bytes: Uint8Array): Promise<{ rows: Row[]; pages: number }> {
  // pdf.js takes ownership of the buffer it is given: pass a copy so the caller's bytes stay usable.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const rows: Row[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
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
    }
    return { rows, pages: pdf.numPages };
  } finally {
    // Frees the document's parsed objects (not every pdf.js build has destroy on the proxy).
    await (pdf as { destroy?: () => Promise<void> }).destroy?.();
  }
}

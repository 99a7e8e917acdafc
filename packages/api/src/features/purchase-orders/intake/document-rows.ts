/**
 * Every document is read into rows of positioned text cells before fields are looked for, so PDFs, spreadsheets
 * and email bodies share one field extractor. x and right are a cell's horizontal extent (PDF points, character
 * columns or spreadsheet column index × 100); they align table cells with their column headers.
 */
export interface Cell {
  text: string;
  x: number;
  right: number;
}

export interface Row {
  cells: Cell[];
  page: number;
}

/** Spreadsheet rows (CSV or XLSX): cell i spans [i × 100, i × 100 + 90]. Empty cells are dropped. */
export function tableRows(table: readonly (readonly unknown[])[]): Row[] {
  return table
    .map((values) => ({
      page: 1,
      cells: values.flatMap((value, index) => {
        const text = cellText(value);
        return text ? [{ text, x: index * 100, right: index * 100 + 90 }] : [];
      }),
    }))
    .filter((row) => row.cells.length > 0);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // Cells are text, numbers and booleans (csv-parse, read-excel-file); anything else would be shown as JSON.
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Plain text (an email body): cells are separated by a pipe, a tab, or two spaces or more; with spaces the
 * character column is the position, so a header and the lines under it align as in a fixed-width font.
 */
export function textRows(text: string): Row[] {
  const rows: Row[] = [];
  // No-break and thin spaces (thousands in "12 702,50") are spaces within a cell, not column gaps.
  for (const raw of text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim() || /^>/.test(line)) continue;
    // Pipes or tabs separate cells by position in the row (tab stops do not line columns up in characters).
    const separator = line.includes('|') ? '|' : line.includes('\t') ? '\t' : null;
    if (separator) {
      const parts = line
        .split(separator)
        .map((part) => part.trim())
        .filter(Boolean);
      rows.push({
        page: 1,
        cells: parts.map((text, index) => ({ text, x: index * 100, right: index * 100 + 90 })),
      });
      continue;
    }
    const cells: Cell[] = [];
    const pattern = /\S+(?: \S+)*/g;
    for (
      let match = pattern.exec(line.replace(/\t/g, '    '));
      match;
      match = pattern.exec(line.replace(/\t/g, '    '))
    )
      cells.push({ text: match[0], x: match.index, right: match.index + match[0].length });
    rows.push({ page: 1, cells });
  }
  return rows;
}

/** All the text of some rows, one row a line, for models and searches across cells. */
export const rowsText = (rows: readonly Row[]) =>
  rows.map((row) => row.cells.map((cell) => cell.text).join('  ')).join('\n');

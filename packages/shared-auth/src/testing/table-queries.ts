import { screen, within } from '@testing-library/react';

/** The table row holding this text, once it is shown. */
export async function findRow(text: string | RegExp): Promise<HTMLElement> {
  const cell = await screen.findByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`No table row holds ${String(text)}`);
  return row;
}

/** The clickable header cell of a column (antd also renders the title in a hidden measuring row). */
export function columnHeader(title: string): HTMLElement {
  const header = screen.getAllByText(title).find((element) => element.closest('thead'));
  if (!header) throw new Error(`No column ${title}`);
  return header;
}

/** Asserts that `container` (a table row, a card) shows each of these texts, matched as getByText matches. */
export function expectTextsIn(container: HTMLElement, texts: (string | RegExp)[]) {
  for (const text of texts) expect(within(container).getByText(text)).toBeInTheDocument();
}

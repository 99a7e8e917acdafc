import { escapeMarkdown } from '../citations.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** $12,345.67: how every amount appears in the analyst's answers (the answer key checks this form). */
export const formatMoney = (amount: number) => money.format(amount);
/** 1,234 */
export const formatCount = (count: number) => whole.format(count);
/** 12.3% */
export const formatShare = (part: number, total: number) =>
  total > 0 ? `${((100 * part) / total).toFixed(1)}%` : '–';

/** Table cell text: escaped for Markdown so names stay literal and pipes do not split the cell. */
export const cell = (text: string | null | undefined) => (text ? escapeMarkdown(text) : '–');

/** A GFM table; cells are Markdown already (escape plain text with `cell`). */
export function table(headers: string[], rows: string[][], alignRight: number[] = []): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rule = headers.map((_, index) => (alignRight.includes(index) ? '---:' : '---'));
  return [line(headers), line(rule), ...rows.map(line)].join('\n');
}

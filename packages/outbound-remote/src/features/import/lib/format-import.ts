import { formatNumber } from '@aide/ui-kit';
import type { ImportResult } from '../api/upload-import';
import type { ImportKindConfig } from './import-kinds';

/** "1 customer" / "1,234 customers". */
export function countOf(config: ImportKindConfig, count: number): string {
  return `${formatNumber(count)} ${count === 1 ? config.noun.one : config.noun.other}`;
}

/** "1,234 customers imported: 1,200 new, 34 updated" (sales: new and already loaded lines). */
export function importSummary(config: ImportKindConfig, result: ImportResult): string {
  const head = `${countOf(config, result.total)} imported: ${formatNumber(result.inserted)} new`;
  if (config.kind === 'sales') return `${head}, ${formatNumber(result.unchanged)} already loaded`;
  const unchanged = result.unchanged > 0 ? `, ${formatNumber(result.unchanged)} unchanged` : '';
  return `${head}, ${formatNumber(result.updated)} updated${unchanged}`;
}

/** A CSV template with the kind's columns and two example rows, built in the browser. */
export function templateCsv(config: ImportKindConfig): string {
  const keys = config.fields.map((field) => field.key);
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    keys.join(','),
    ...config.example.map((row) => keys.map((key) => quote(row[key] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

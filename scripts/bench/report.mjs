// The one table `pnpm bench` prints, and the same rows as JSON for tracking runs over time.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ metric: string, value: number, unit: string, display?: string, target?: number }} Row
 * Targets are upper bounds: a row with a target is "pass" at or under it and "OVER" above it (never a failure).
 */
export function withStatus(row) {
  const status = row.target === undefined ? '' : row.value <= row.target ? 'pass' : 'OVER';
  return { ...row, status };
}

const formatNumber = (value, unit) =>
  unit === 's' || unit === 'KB' ? value.toFixed(1) : String(Math.round(value));

export function formatTable(rows) {
  const cells = rows.map((row) => [
    row.metric,
    row.display ?? formatNumber(row.value, row.unit),
    row.target === undefined ? '—' : `≤ ${row.target}`,
    row.status || '—',
  ]);
  const header = ['Metric', 'Value', 'Target', 'Status'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  // Numbers right-aligned so the digits line up; text left-aligned.
  const line = (values) =>
    values
      .map((value, i) => (i === 1 || i === 2 ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(header), rule, ...cells.map(line)].join('\n');
}

export function writeJson(file, report) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

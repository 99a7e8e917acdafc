// The one table `pnpm bench` prints, and the same rows as JSON for tracking runs over time.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ metric: string, value: number, unit: string, display?: string, target?: number, higherIsBetter?: boolean }} Row
 * Targets are upper bounds ("pass" at or under, "OVER" above), or lower bounds for a row marked higherIsBetter
 * (a quality share: "pass" above it, "UNDER" otherwise). Never a failure: the table reports.
 */
export function withStatus(row) {
  if (row.target === undefined) return { ...row, status: '' };
  if (row.higherIsBetter) return { ...row, status: row.value > row.target ? 'pass' : 'UNDER' };
  return { ...row, status: row.value <= row.target ? 'pass' : 'OVER' };
}

const formatNumber = (value, unit) =>
  unit === 'share'
    ? value.toFixed(3)
    : unit === 's' || unit === 'KB'
      ? value.toFixed(1)
      : String(Math.round(value));

const formatTarget = (row) =>
  row.target === undefined
    ? '—'
    : `${row.higherIsBetter ? '>' : '≤'} ${row.unit === 'share' ? row.target.toFixed(3) : row.target}`;

/** The figure of the same row in an earlier run (rows are matched by their `id`, else their text). */
export function withPrevious(rows, previousReport) {
  const earlier = new Map((previousReport?.rows ?? []).map((row) => [row.id ?? row.metric, row]));
  return rows.map((row) => {
    const before = earlier.get(row.id ?? row.metric);
    return before ? { ...row, previous: before.display ?? formatNumber(before.value, before.unit) } : row;
  });
}

export function formatTable(rows) {
  const cells = rows.map((row) => [
    row.metric,
    row.display ?? formatNumber(row.value, row.unit),
    formatTarget(row),
    row.status || '—',
    row.previous ?? '—',
  ]);
  const header = ['Metric', 'Value', 'Target', 'Status', 'Previous'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  // Numbers right-aligned so the digits line up; text left-aligned.
  const line = (values) =>
    values
      .map((value, i) => ([1, 2, 4].includes(i) ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(header), rule, ...cells.map(line)].join('\n');
}

export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function writeJson(file, report) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

// The scale group's rows for `pnpm bench`'s table and its report, .data/bench/scale-report.md (the figures,
// what the database held, the five slowest statements with their plans, and the load).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../local-stack.mjs';
import { SCALE_REPORT, TARGETS } from './scale.mjs';

const STATE = path.join(REPO_ROOT, '.data', 'bench', 'scale-report.json');
const ms = (value) => String(Math.round(value));
const pair = ({ p50, p95 }) => `${ms(p95)} (p50 ${ms(p50)})`;
/** A figure's cold and warm samples share its failures (requests answered with an error). */
const failed = (measured) => (measured.failures?.length ? `, ${measured.failures.length} failed` : '');

/** What each figure is, by its key in the measured figures. `interactive`: the 300/100 ms targets apply. */
const FIGURES = [
  { key: 'dashboard', plan: 'outbound', label: 'Dashboard, 30 days', target: 'interactive' },
  { key: 'dashboardYear', plan: 'outbound', label: 'Dashboard, 365 days', target: 'interactive' },
  {
    key: 'myCustomers',
    plan: 'outbound',
    label: 'My Customers: search, filters, sorts, pages',
    target: 'interactive',
  },
  { key: 'customerList', plan: 'outbound', label: 'Customer list: pages and search', target: 'interactive' },
  { key: 'customerDetail', plan: 'outbound', label: 'Customer detail', target: 'interactive' },
  { key: 'askAi', plan: 'outbound', label: 'Ask AI, five questions of the evaluation set', target: 'askAi' },
  { key: 'inbox', plan: 'inbound', label: 'Purchase order inbox and its filters', target: 'interactive' },
  {
    key: 'reconciliation',
    plan: 'inbound',
    label: 'Reconciliation (tolerances, pages, filters)',
    target: 'interactive',
  },
];

const size = (figures, plan, which) => figures[plan]?.[which];

/** Rows for `pnpm bench`'s table from measureScale's result. */
export function scaleRows(scale) {
  const rows = [];
  const orgs = scale.orgs;
  for (const which of ['large', 'small']) {
    const sizeLabel = (plan) => {
      const org = orgs[plan][which];
      return plan === 'outbound'
        ? `${which}, ${Number(org.customers).toLocaleString('en-US')} customers`
        : `${which}, ${Number(org.purchase_orders).toLocaleString('en-US')} orders`;
    };
    for (const figure of FIGURES) {
      const measured = size(scale.figures, figure.plan, which)?.[figure.key];
      if (!measured) continue;
      const large = which === 'large';
      const coldTarget = !large ? undefined : figure.target === 'askAi' ? TARGETS.askAi : TARGETS.coldP95;
      const warmTarget = !large ? undefined : figure.target === 'askAi' ? TARGETS.askAi : TARGETS.warmP95;
      const id = figure.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      rows.push(
        {
          id: `scale-${id}-cold-${which}`,
          metric: `Scale: ${figure.label}, first request after a change, p95 [${sizeLabel(figure.plan)}] (ms)`,
          value: measured.cold.p95,
          unit: 'ms',
          display: `${pair(measured.cold)}${failed(measured)}`,
          target: coldTarget,
        },
        {
          id: `scale-${id}-warm-${which}`,
          metric: `Scale: same, warm (asked again), p95 [${sizeLabel(figure.plan)}] (ms)`,
          value: measured.warm.p95,
          unit: 'ms',
          display: pair(measured.warm),
          target: warmTarget,
        },
      );
    }
    const outbound = size(scale.figures, 'outbound', which);
    if (outbound?.statsJobMs !== undefined) {
      rows.push(
        {
          id: `scale-sales-upload-${which}`,
          metric: `Scale: 10,000-line sales upload, POST /api/upload_sales_history [${sizeLabel('outbound')}] (ms)`,
          value: outbound.uploadMs,
          unit: 'ms',
          display: `${ms(outbound.uploadMs)}${outbound.uploadFailures?.length ? ` (failed: ${outbound.uploadFailures[0].slice(0, 60)})` : ''}`,
        },
        {
          id: `scale-stats-job-${which}`,
          metric: `Scale: customer statistics job after it [${sizeLabel('outbound')}] (ms)`,
          value: outbound.statsJobMs,
          unit: 'ms',
          target: TARGETS.statsJob,
        },
      );
    }
    const inbound = size(scale.figures, 'inbound', which);
    if (inbound?.sync) {
      rows.push({
        id: `scale-erp-sync-${which}`,
        metric: `Scale: ERP incremental sync, 20 newly approved orders, p95 [${sizeLabel('inbound')}] (ms)`,
        value: inbound.sync.p95,
        unit: 'ms',
        display: pair(inbound.sync),
      });
    }
  }
  if (scale.figures.nightlyStatsMs !== undefined) {
    rows.push({
      id: 'scale-stats-nightly',
      metric: `Scale: nightly customer statistics of all ${scale.size.organizations.toLocaleString('en-US')} organizations (ms)`,
      value: scale.figures.nightlyStatsMs,
      unit: 'ms',
    });
  }
  return rows;
}

export function scaleLoadRows(load) {
  const on = `${load.clients} clients of as many organizations, ${load.seconds} s, two API replicas`;
  return [
    ...Object.entries(load.kinds).flatMap(([id, kind]) => [
      {
        id: `scale-load-${id}`,
        metric: `Scale load: ${kind.label}, ${kind.clients} of the ${on}, p99 (ms)`,
        value: kind.p99,
        unit: 'ms',
        display: `${ms(kind.p99)} (p50 ${ms(kind.p50)}, ${Math.round(kind.requestsPerSecond)} req/s)`,
        target: 500,
      },
      {
        id: `scale-load-${id}-errors`,
        metric: `Scale load: same, requests failed or timed out (of ${kind.requests.toLocaleString('en-US')})`,
        value: kind.errors,
        unit: 'count',
        target: 0,
      },
    ]),
    {
      id: 'scale-load-total',
      metric: `Scale load: requests per second, all ${load.clients} clients`,
      value: load.total.requestsPerSecond,
      unit: '/s',
      higherIsBetter: true,
    },
  ];
}

const readState = () => {
  try {
    return JSON.parse(fs.readFileSync(STATE, 'utf8'));
  } catch {
    return {};
  }
};

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const mb = (bytes) => `${Math.round(Number(bytes) / 1024 / 1024).toLocaleString('en-US')} MB`;
const status = (value, target) => (target === undefined ? '' : value <= target ? 'pass' : 'OVER');

/** Keeps this run's part (`scale` or `load`) and writes the whole report from the latest of each part. */
export function writeScaleReport(part, value) {
  const state = { ...readState(), [part]: { ...value, date: new Date().toISOString(), commit: gitCommit() } };
  fs.mkdirSync(path.dirname(STATE), { recursive: true });
  fs.writeFileSync(STATE, `${JSON.stringify(state, null, 2)}\n`);
  fs.writeFileSync(SCALE_REPORT, render(state));
  return SCALE_REPORT;
}

function render({ scale, load }) {
  const lines = ['# Scale report', ''];
  lines.push(
    `Written by \`pnpm bench --only scale\` (scripts/bench/scale*.mjs). Machine: ${os.cpus().length} cores, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}. Cold = the first request after a ` +
      "change (the organization's data version moved on, as after any write); warm = the same request again. " +
      'p95 (p50) in ms.',
    '',
  );
  if (scale) {
    const { size, data, counts, orgs, figures, heaviest } = scale;
    if (scale.machine) {
      const { machine } = scale;
      lines.push(
        `Machine during the figures (shared with other work): load average ${machine.loadBefore.toFixed(1)} at ` +
          `the start and ${machine.loadAfter?.toFixed(1) ?? '?'} at the end on ${machine.cores} cores; counting 5 ` +
          `million rows in PostgreSQL took ${ms(machine.countMs)} ms, with ${Math.round(machine.coreShare * 100)}% ` +
          `of a core: CPU-bound figures are about ${(1 / machine.coreShare).toFixed(1)}× what the machine shows idle.`,
        '',
      );
    }
    lines.push(`## Data (${scale.date.slice(0, 16)}, ${scale.commit})`, '');
    lines.push(
      `${size.organizations.toLocaleString('en-US')} organizations: ${size.large} large (100,000 customers, ~2 million ` +
        `sales lines, 50,000 purchase orders each at full size; this database: ${size.largeCustomers.toLocaleString('en-US')} ` +
        `customers and ${size.largePurchaseOrders.toLocaleString('en-US')} orders each), the rest small. Built on ` +
        `${data.builtOn}` +
        (data.phases?.wall_s
          ? ` in ${(data.phases.wall_s / 60).toFixed(1)} min (${(data.phases.cpu_s / 60).toFixed(1)} min of the server's CPU)`
          : '') +
        `; database size ${mb(counts.bytes)}.`,
      '',
      '| table | rows | size with indexes |',
      '| --- | ---: | ---: |',
      ...counts.tables
        .slice(0, 12)
        .map((table) => `| ${table.table} | ${table.rows.toLocaleString('en-US')} | ${mb(table.bytes)} |`),
      '',
    );
    if (data.phases) {
      lines.push(
        `Build phases (ms): ${Object.entries(data.phases)
          .map(([name, value]) => `${name} ${Math.round(value)}`)
          .join(', ')}.`,
        '',
      );
    }
    lines.push('## Figures', '');
    lines.push('| figure | organization | cold p95 (p50) | warm p95 (p50) | target (large) | |');
    lines.push('| --- | --- | ---: | ---: | --- | --- |');
    for (const figure of FIGURES) {
      for (const which of ['large', 'small']) {
        const measured = figures[figure.plan]?.[which]?.[figure.key];
        if (!measured) continue;
        const org = orgs[figure.plan][which];
        const targets =
          figure.target === 'askAi' ? [TARGETS.askAi, TARGETS.askAi] : [TARGETS.coldP95, TARGETS.warmP95];
        const verdict =
          which === 'large'
            ? [status(measured.cold.p95, targets[0]), status(measured.warm.p95, targets[1])].join(' / ')
            : '';
        lines.push(
          `| ${figure.label} | ${org.name} (${org.plan}) | ${pair(measured.cold)}${failed(measured)} | ${pair(measured.warm)} | ` +
            `${which === 'large' ? `${targets[0]} / ${targets[1]}` : '—'} | ${verdict} |`,
        );
      }
    }
    for (const which of ['large', 'small']) {
      const out = figures.outbound?.[which];
      if (out?.statsJobMs !== undefined) {
        lines.push(
          `| 10,000-line sales upload, then the statistics job | ${orgs.outbound[which].name} | upload ${ms(out.uploadMs)}${out.uploadFailures?.length ? ' (failed)' : ''} | job ${ms(out.statsJobMs)} | job ${TARGETS.statsJob} | ${which === 'large' ? status(out.statsJobMs, TARGETS.statsJob) : ''} |`,
        );
      }
      const inb = figures.inbound?.[which];
      if (inb?.sync) {
        lines.push(
          `| ERP incremental sync (20 new approved orders) | ${orgs.inbound[which].name} | ${pair(inb.sync)} | — | — | |`,
        );
      }
    }
    if (figures.nightlyStatsMs !== undefined) {
      lines.push(
        `| Nightly customer statistics, every organization | all ${size.organizations.toLocaleString('en-US')} | ${ms(figures.nightlyStatsMs)} | — | — | |`,
      );
    }
    const failures = [
      ...FIGURES.flatMap((figure) =>
        ['large', 'small'].flatMap((which) => figures[figure.plan]?.[which]?.[figure.key]?.failures ?? []),
      ),
      ...['large', 'small'].flatMap((which) => figures.outbound?.[which]?.uploadFailures ?? []),
    ];
    if (failures.length) {
      lines.push('', 'Requests that failed (counted with the time they took):', '');
      for (const message of new Set(failures)) lines.push(`- ${message}`);
    }
    lines.push('', '## The five slowest statements of a cold pass over the large organizations', '');
    lines.push(
      'auto_explain (log_analyze, log_buffers, nested statements) on for one more cold pass of every figure of the ' +
        'large organizations; each statement once, at its slowest run.',
      '',
    );
    heaviest.forEach((statement, i) => {
      lines.push(`### ${i + 1}. ${ms(statement.ms)} ms`, '', '```', statement.plan.trimEnd(), '```', '');
    });
  }
  if (load) {
    lines.push(`## Load (${load.date.slice(0, 16)}, ${load.commit})`, '');
    lines.push(
      `${load.clients} concurrent clients, each the owner of another outbound organization, for ${load.seconds} s; ` +
        'two API replicas and the emulator each in its own process on the scale database.',
      '',
      '| requests | clients | req/s | p50 | p99 | errors (of requests) |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...Object.values(load.kinds).map(
        (kind) =>
          `| ${kind.label} | ${kind.clients} | ${Math.round(kind.requestsPerSecond)} | ${ms(kind.p50)} | ${ms(kind.p99)} | ${kind.errors} (of ${kind.requests.toLocaleString('en-US')}) |`,
      ),
      `| all | ${load.clients} | ${Math.round(load.total.requestsPerSecond)} | | ${ms(load.total.p99)} | ${load.total.errors} |`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

// `pnpm bench`: full production build, then the built product on the local stack measured in a real
// (system) Chromium, and the server-side rows on both the embedded database (PGlite) and a real PostgreSQL.
// Prints one table (figure, target, status and the previous run's figure) and writes it to
// .data/bench/latest.json. Targets are reported, never enforced: the exit code is non-zero only when something
// fails to run. `pnpm bench --only <id>` measures some figures only, on the existing build (see GROUPS).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AUTOMATION_AUTH, PORTS, REPO_ROOT, startLocalStack } from './local-stack.mjs';
import { measureBuildTime } from './bench/build-time.mjs';
import { measureCustomerImport } from './bench/customer-import.mjs';
import { measureCustomerServer } from './bench/customer-server.mjs';
import { findChromium, launchChromium } from './bench/chromium.mjs';
import { measureDashboardJsRequests } from './bench/dashboard-js-requests.mjs';
import { measureDistSizes } from './bench/dist-sizes.mjs';
import { toKB } from './bench/gzip.mjs';
import { measureLoginPageJs } from './bench/login-page-js.mjs';
import { measurePhoneNetwork } from './bench/phone-network.mjs';
import { assertPortsFree } from './bench/ports.mjs';
import { formatTable, readJson, withPrevious, withStatus, writeJson } from './bench/report.mjs';
import { DEMO } from './bench/session.mjs';
import { measureRemoteFirstRouteJs } from './bench/remote-first-route-js.mjs';
import { measureSignInLatency } from './bench/sign-in-latency.mjs';
import { GENERATED_ORDERS, measurePurchaseOrders } from './bench/purchase-orders.mjs';
import { measureAnalyst, measureEvaluation } from './bench/ai-analyst.mjs';
import { measureRecommender } from './bench/recommender.mjs';
import { measureIntake } from './bench/intake.mjs';
import { postgresAvailable } from './bench/backends.mjs';
import { measureScale } from './bench/scale.mjs';
import { measureScaleLoad } from './bench/scale-load.mjs';
import { scaleLoadRows, scaleRows, writeScaleReport } from './bench/scale-report.mjs';
import { formatSummary, runConformance } from './conformance/run.mjs';
import {
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  LOAD_TARGETS,
  measureConcurrentLoad,
} from './bench/concurrent-load.mjs';

const OUT_DIR = path.join(REPO_ROOT, '.data', 'bench');
const LATEST = path.join(OUT_DIR, 'latest.json');
const BACKENDS = [
  { id: 'pglite', label: 'PGlite' },
  { id: 'postgres', label: 'PostgreSQL' },
];

/** A group's run measuring the same rows on each backend in turn, kept in the details under `key`. */
const onEveryBackend = (rowsOf, key) => async (details) => {
  const rows = [];
  for (const backend of BACKENDS) rows.push(...(await rowsOf(backend)));
  details[key] = rows;
  return rows;
};

const step = (message) => console.error(`› ${message}`);
const fmtMs = (ms) => String(Math.round(ms));
const medianP95 = ({ median, p95 }) => `${fmtMs(median)} (p95 ${fmtMs(p95)})`;
// The Long Tasks API reports only tasks over 50 ms: 0 means none was that long.
const longestTask = (ms) => (ms > 0 ? fmtMs(ms) : 'none > 50');

let stack;
let browser;
async function shutdown() {
  await browser?.close().catch(() => {});
  await stack?.close().catch(() => {});
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => shutdown().finally(() => process.exit(130)));
}

/** Server-side rows on one database; a backend that cannot run here is reported, not fatal. */
async function serverRows(backend) {
  if (backend.id === 'postgres' && !postgresAvailable()) {
    step('PostgreSQL is not installed here: its rows are skipped (apt-get install postgresql).');
    return [];
  }
  const on = ` [${backend.label}]`;
  step(`100,000 customers through the upload, then search${on} …`);
  const customers = await measureCustomerServer({ backend: backend.id });
  step(
    `${GENERATED_ORDERS.toLocaleString('en-US')} purchase orders: scoring, inbox, ERP sync, reconciliation${on} …`,
  );
  const orders = await measurePurchaseOrders({ backend: backend.id });
  return [
    {
      id: `upload-100k-${backend.id}`,
      metric: `100,000 new customers through POST /api/upload_client_customers${on} (ms)`,
      value: customers.uploadMs,
      unit: 'ms',
      target: 5000,
    },
    {
      id: `upload-100k-follow-up-${backend.id}`,
      metric: `Same, after the answer: search index entries merged and statistics refreshed${on} (ms)`,
      value: customers.followUpMs,
      unit: 'ms',
    },
    {
      id: `customers-search-${backend.id}`,
      metric: `Customer search at 100,000 customers, /api/customers?search=, p95${on} (ms)`,
      value: customers.customersSearch.p95,
      unit: 'ms',
      display: medianP95(customers.customersSearch),
      slowest: customers.customersSearch.slowest,
      target: 50,
    },
    {
      id: `my-customers-search-${backend.id}`,
      metric: `Customer search at 100,000 customers, /api/customers_search?search=, p95${on} (ms)`,
      value: customers.myCustomersSearch.p95,
      unit: 'ms',
      display: medianP95(customers.myCustomersSearch),
      slowest: customers.myCustomersSearch.slowest,
      target: 50,
    },
    {
      id: `erp-first-sync-${backend.id}`,
      metric: `Sandbox ERP first sync, ~8,000 approved orders${on} (ms)`,
      value: orders.syncMs,
      unit: 'ms',
      target: 3000,
    },
    {
      id: `reconciliation-${backend.id}`,
      metric: `Reconciliation over ${orders.orders.toLocaleString('en-US')} orders (tolerances, pages, filters), p95${on} (ms)`,
      value: orders.reconciliation.p95,
      unit: 'ms',
      display: medianP95(orders.reconciliation),
      target: 300,
    },
    {
      id: `reconciliation-cold-${backend.id}`,
      metric: `Reconciliation, first request after the ERP sync (matches every order once)${on} (ms)`,
      value: orders.reconciliationColdMs,
      unit: 'ms',
    },
    {
      id: `reconciliation-after-resolve-${backend.id}`,
      metric: `Reconciliation, first request after an exception is resolved${on} (ms)`,
      value: orders.reconciliationAfterResolveMs,
      unit: 'ms',
      target: 300,
    },
    {
      id: `po-inbox-${backend.id}`,
      metric: `Purchase order inbox at ${orders.orders.toLocaleString('en-US')} orders, p95${on} (ms)`,
      value: orders.list.p95,
      unit: 'ms',
      display: medianP95(orders.list),
      target: 100,
    },
    {
      id: `po-scoring-${backend.id}`,
      metric: `Score ${GENERATED_ORDERS.toLocaleString('en-US')} new purchase orders (first inbox load)${on} (ms)`,
      value: orders.firstListMs,
      unit: 'ms',
    },
    {
      id: `reconciliation-csv-${backend.id}`,
      metric: `Reconciliation CSV export, ${orders.exportRows.toLocaleString('en-US')} lines${on} (ms)`,
      value: orders.exportMs,
      unit: 'ms',
    },
  ];
}

/** 200 concurrent clients (autocannon) against three reads, per database: p99 and failures, with targets. */
async function loadRows(backend) {
  if (backend.id === 'postgres' && !postgresAvailable()) return [];
  const on = ` [${backend.label}]`;
  step(
    `${LOAD_CONNECTIONS} concurrent clients for ${LOAD_SECONDS} s: dashboard, customer list, REST select${on} …`,
  );
  const load = await measureConcurrentLoad({ backend: backend.id });
  return LOAD_TARGETS.flatMap(({ id, label }) => {
    const result = load.targets[id];
    return [
      {
        id: `load-${id}-${backend.id}`,
        metric: `${LOAD_CONNECTIONS} concurrent clients, ${LOAD_SECONDS} s, ${label}, p99${on} (ms)`,
        value: result.p99,
        unit: 'ms',
        display: `${fmtMs(result.p99)} (p50 ${fmtMs(result.p50)}, ${Math.round(result.requestsPerSecond)} req/s)`,
        target: 500,
      },
      {
        id: `load-${id}-errors-${backend.id}`,
        metric: `Same, requests failed or timed out (of ${result.requests.toLocaleString('en-US')})${on}`,
        value: result.errors,
        unit: 'count',
        target: 0,
      },
    ];
  });
}

/**
 * What `pnpm bench` measures, in the order of the table. `--only <id>` (repeatable, or comma-separated) runs
 * the groups whose id, or the stem of one of whose rows, is given (e.g. `--only load`, `--only
 * load-dashboard`, `--only reconciliation`) on the existing build, and shows those rows.
 */
const GROUPS = [
  {
    id: 'build',
    stems: ['build', 'dist'],
    async run(details) {
      step('Full production build (turbo --force, no cache) …');
      const build = await measureBuildTime({ cwd: REPO_ROOT, logFile: path.join(OUT_DIR, 'build.log') });
      step(`built in ${build.seconds.toFixed(1)} s (log: ${path.relative(REPO_ROOT, build.log)})`);
      const dist = measureDistSizes(REPO_ROOT);
      details.build = { command: build.command, seconds: build.seconds };
      details.dist = dist;
      return [
        {
          id: 'build',
          metric: 'Cold full build on 2 cores, turbo --force (s)',
          value: build.seconds,
          unit: 's',
          target: 120,
        },
        ...dist.flatMap((app) => [
          {
            id: `dist-${app.app}-entry`,
            metric: `On disk: ${app.app} ${app.entry.file} entry (gzip KB)`,
            value: toKB(app.entry.gzipBytes),
            unit: 'KB',
          },
          {
            id: `dist-${app.app}-largest-shared`,
            metric: `On disk: ${app.app} largest shared chunk, ${app.largestShared.library} ${app.largestShared.file} (gzip KB)`,
            value: toKB(app.largestShared.gzipBytes),
            unit: 'KB',
          },
        ]),
      ];
    },
  },
  {
    id: 'browser',
    stems: [
      'login-js',
      'phone-login',
      'phone-dashboard',
      'browser-import',
      'remote-outbound-js',
      'remote-inbound-js',
      'dashboard-js-requests',
      'sign-in-latency',
    ],
    needsPorts: true,
    run: browserRows,
  },
  {
    id: 'server',
    stems: [
      'upload-100k',
      'customers-search',
      'my-customers-search',
      'erp-first-sync',
      'reconciliation',
      'po-inbox',
      'po-scoring',
    ],
    run: onEveryBackend(serverRows, 'server'),
  },
  {
    // The upload and search on the embedded database as `pnpm start` uses it (on disk, the demo data), as an
    // organization with customers and sales, beside the in-memory rows above (an empty organization).
    id: 'embedded-disk',
    stems: [
      'upload-100k-pglite-disk',
      'upload-100k-follow-up-pglite-disk',
      'customers-search-pglite-disk',
      'my-customers-search-pglite-disk',
      'upload-100k-postgres-northwind',
    ],
    async run(details) {
      const on = ' [PGlite on disk as pnpm start uses it, Northwind Traders]';
      step(`100,000 customers through the upload, then search${on} …`);
      const customers = await measureCustomerServer({ backend: 'pglite-disk', user: DEMO.sam });
      details.embeddedDisk = customers;
      // The same organization's upload on PostgreSQL (target 3 s), when it is installed here.
      const postgres = postgresAvailable()
        ? await measureCustomerServer({ backend: 'postgres', user: DEMO.sam })
        : null;
      if (postgres) details.embeddedDiskPostgres = postgres;
      return [
        ...(postgres
          ? [
              {
                id: 'upload-100k-postgres-northwind',
                metric:
                  '100,000 new customers through POST /api/upload_client_customers [PostgreSQL, Northwind Traders] (ms)',
                value: postgres.uploadMs,
                unit: 'ms',
                target: 3000,
              },
            ]
          : []),
        {
          id: 'upload-100k-pglite-disk',
          metric: `100,000 new customers through POST /api/upload_client_customers${on} (ms)`,
          value: customers.uploadMs,
          unit: 'ms',
          target: 6000,
        },
        {
          id: 'upload-100k-follow-up-pglite-disk',
          metric: `Same, after the answer: search index entries merged and statistics refreshed${on} (ms)`,
          value: customers.followUpMs,
          unit: 'ms',
        },
        {
          id: 'customers-search-pglite-disk',
          metric: `Customer search at 100,000 customers, /api/customers?search=, p95${on} (ms)`,
          value: customers.customersSearch.p95,
          unit: 'ms',
          display: medianP95(customers.customersSearch),
          slowest: customers.customersSearch.slowest,
          target: 50,
        },
        {
          id: 'my-customers-search-pglite-disk',
          metric: `Customer search at 100,000 customers, /api/customers_search?search=, p95${on} (ms)`,
          value: customers.myCustomersSearch.p95,
          unit: 'ms',
          display: medianP95(customers.myCustomersSearch),
          slowest: customers.myCustomersSearch.slowest,
          target: 50,
        },
      ];
    },
  },
  {
    id: 'load',
    stems: ['load'],
    run: onEveryBackend(loadRows, 'concurrentLoad'),
  },
  {
    id: 'recommender',
    stems: ['recommender-hit-rate', 'popularity-baseline', 'reorder-baseline', 'recommend-ms'],
    async run(details) {
      step(
        'Recommender: hit rate at 10 on held-out last orders, against popularity and re-order baselines …',
      );
      const recommender = await measureRecommender();
      details.recommender = recommender;
      return [
        {
          id: 'recommender-hit-rate',
          metric: `Recommender hit rate at 10, ${recommender.heldOutLines} held-out last-order lines of ${recommender.customers} customers`,
          value: recommender.hitAt10.recommender,
          unit: 'share',
          // Must beat both baselines: the target is the better of the two.
          target: Math.max(recommender.hitAt10.popularity, recommender.hitAt10.reorder),
          higherIsBetter: true,
        },
        {
          id: 'popularity-baseline',
          metric: 'Popularity baseline hit rate at 10',
          value: recommender.hitAt10.popularity,
          unit: 'share',
        },
        {
          id: 'reorder-baseline',
          metric: 'Re-order baseline hit rate at 10',
          value: recommender.hitAt10.reorder,
          unit: 'share',
        },
        {
          id: 'recommend-ms',
          metric: 'Recommendations for one customer, median (ms)',
          value: recommender.recommendMs,
          unit: 'ms',
          target: 200,
        },
      ];
    },
  },
  {
    id: 'intake',
    stems: [
      'intake-precision',
      'intake-recall',
      'intake-documents-per-second',
      'intake-held-out-accuracy',
      'intake-held-out-wrong-confident',
      'intake-tuning-accuracy',
    ],
    async run(details) {
      step(
        'Purchase-order intake: field precision and recall, corpus and unseen documents, documents per second …',
      );
      const intake = await measureIntake();
      details.intake = intake;
      const { tuning, heldOut } = intake.unseen;
      return [
        {
          id: 'intake-precision',
          metric: `Intake field precision, ${intake.textPdfs} text PDFs of the corpus`,
          value: intake.precision,
          unit: 'share',
          target: 0.97,
          higherIsBetter: true,
        },
        {
          id: 'intake-recall',
          metric: `Intake field recall, ${intake.textPdfs} text PDFs of the corpus`,
          value: intake.recall,
          unit: 'share',
          target: 0.97,
          higherIsBetter: true,
        },
        {
          id: 'intake-documents-per-second',
          metric: `Intake documents read per second, all ${intake.documents} of the corpus (one core)`,
          value: intake.documentsPerSecond,
          unit: '/s',
          higherIsBetter: true,
        },
        {
          id: 'intake-held-out-accuracy',
          metric: `Intake field accuracy, ${heldOut.documents} held-out documents unlike the corpus (every kind)`,
          value: heldOut.accuracy,
          unit: 'share',
          display: `${heldOut.accuracy} (precision ${heldOut.precision}, recall ${heldOut.recall})`,
          target: 0.97,
          higherIsBetter: true,
        },
        {
          id: 'intake-held-out-wrong-confident',
          metric: `Intake header fields wrong at confidence >= 0.9, ${heldOut.documents} held-out documents`,
          value: heldOut.wrongAtHighConfidence,
          unit: 'count',
          target: 0,
        },
        {
          id: 'intake-tuning-accuracy',
          metric: `Intake field accuracy, ${tuning.documents} tuning documents unlike the corpus (every kind)`,
          value: tuning.accuracy,
          unit: 'share',
          display: `${tuning.accuracy} (precision ${tuning.precision}, recall ${tuning.recall})`,
          target: 0.97,
          higherIsBetter: true,
        },
      ];
    },
  },
  {
    id: 'analyst',
    stems: ['analyst'],
    async run(details) {
      step('Built-in analyst: 30-question answer key, first-token and full-answer latency …');
      const analyst = await measureAnalyst();
      details.analyst = analyst;
      return [
        {
          id: 'analyst-first-token',
          metric: 'Built-in analyst first token, median of 30 questions (ms)',
          value: analyst.firstTokenMs,
          unit: 'ms',
          display: analyst.firstTokenMs.toFixed(1),
          target: 300,
        },
        {
          id: 'analyst-full-answer',
          metric: 'Built-in analyst full answer, median of 30 questions (ms)',
          value: analyst.fullAnswerMs,
          unit: 'ms',
          target: 2000,
        },
        {
          id: 'analyst-answer-key',
          metric: 'Built-in analyst answer key: 30 sales questions answered correctly',
          value: analyst.answerKeyShare,
          unit: 'share',
          display: `${analyst.answerKeyCorrect} of ${analyst.answerKeyTotal}`,
          target: 0.9,
          higherIsBetter: true,
        },
        ...(await evaluationRows(details)),
      ];
    },
  },
  {
    // A thousand organizations on one PostgreSQL (docs/scaling.md): only with `--only scale`, which runs this
    // group and the next. Its cluster and data are kept under .data/bench/scale-pg (built on the first run).
    id: 'scale',
    stems: [
      'scale-dashboard',
      'scale-my-customers',
      'scale-customer-list',
      'scale-customer-detail',
      'scale-ask-ai',
      'scale-inbox',
      'scale-reconciliation',
      'scale-sales-upload',
      'scale-stats-job',
      'scale-stats-nightly',
      'scale-erp-sync',
    ],
    onlyWhenAsked: true,
    async run(details) {
      const scale = await measureScale({ log: step });
      details.scale = { size: scale.size, data: scale.data, figures: scale.figures };
      const report = writeScaleReport('scale', scale);
      step(`scale report: ${path.relative(REPO_ROOT, report)}`);
      return scaleRows(scale);
    },
  },
  {
    id: 'scale-load',
    stems: ['scale-load'],
    onlyWhenAsked: true,
    async run(details) {
      const load = await measureScaleLoad({ log: step });
      details.scaleLoad = load;
      const report = writeScaleReport('load', load);
      step(`scale report: ${path.relative(REPO_ROOT, report)}`);
      return scaleLoadRows(load);
    },
  },
  {
    // Supabase's own client suites against the embedded backend (scripts/conformance): not in `pnpm test`, as it
    // needs a local copy of supabase/supabase-js (SUPABASE_JS_DIR, else .data/conformance/supabase-js).
    id: 'conformance',
    stems: ['conformance'],
    needsPorts: false,
    async run(details) {
      step('Conformance: auth-js, storage-js and functions-js server tests against the embedded backend …');
      const summaries = await runConformance();
      for (const summary of summaries) console.error(formatSummary(summary));
      details.conformance = summaries.map(({ id, passed, total, failures, clientOnly, notRun }) => ({
        id,
        passed,
        total,
        failures: failures.map((failure) => `${failure.file} › ${failure.name}: ${failure.message}`),
        clientOnly,
        notRun,
      }));
      return summaries.map((summary) => ({
        id: `conformance-${summary.id}`,
        metric: `${summary.id} suite: server tests passing against the embedded backend`,
        value: summary.total ? summary.passed / summary.total : 0,
        unit: 'share',
        display: `${summary.passed} of ${summary.total}`,
        // ≥ 90% (the table's lower bounds are strict).
        target: 0.8999,
        higherIsBetter: true,
      }));
    },
  },
];

/** The analyst's evaluation set (questions as sales people ask them): correct, and asked back when ambiguous. */
async function evaluationRows(details) {
  step('Built-in analyst: evaluation set (150+ questions as a sales team asks them) …');
  const score = await measureEvaluation();
  details.analystEvaluation = { ...score, failures: score.failures.length };
  return [
    {
      id: 'analyst-evaluation-correct',
      metric: 'Built-in analyst evaluation set: questions answered correctly (plan and figures)',
      value: score.correct / score.total,
      unit: 'share',
      display: `${score.correct} of ${score.total}`,
      target: 0.95,
      higherIsBetter: true,
    },
    {
      id: 'analyst-evaluation-asked-back',
      metric: 'Built-in analyst evaluation set: ambiguous questions asked back',
      value: score.askedBack / score.shouldAskBack,
      unit: 'share',
      display: `${score.askedBack} of ${score.shouldAskBack}`,
      target: 0.95,
      higherIsBetter: true,
    },
  ];
}

/** The built product in a real browser on the local stack (needs the build and the stack's ports). */
async function browserRows(details) {
  const executablePath = findChromium();
  step('Starting the local stack …');
  await assertPortsFree(PORTS); // again: something may have taken a port during the build
  try {
    stack = await startLocalStack({ auth: AUTOMATION_AUTH });
  } catch (error) {
    throw new Error(`The local stack did not start: ${error.message}`);
  }
  browser = await launchChromium(executablePath);

  step('Login page JS (first 5 s, untouched) …');
  const login = await measureLoginPageJs(browser, stack);
  step('Phone network (1.6 Mbps, 150 ms RTT, CPU 4×): /login usable, /dashboard usable after Sign In …');
  const phone = await measurePhoneNetwork(browser, stack, DEMO.sam);
  step('Remote entry + first route (outbound, inbound) …');
  const outbound = await measureRemoteFirstRouteJs(browser, stack, DEMO.sam, stack.urls.outbound);
  const inbound = await measureRemoteFirstRouteJs(browser, stack, DEMO.ivy, stack.urls.inbound);
  step('JS requests until /dashboard is interactive …');
  const requests = await measureDashboardJsRequests(browser, stack, DEMO.sam);
  step('Sign-in → dashboard, 5 cold loads …');
  const latency = await measureSignInLatency(browser, stack, DEMO.sam);
  step('100,000-row customer CSV read and imported in the browser …');
  const browserImport = await measureCustomerImport(browser, stack, DEMO.fresh);
  step('The same import as Northwind Traders (customers and sales already there, as users meet it) …');
  const browserImportNorthwind = await measureCustomerImport(browser, stack, DEMO.sam);
  await browser.close();
  browser = null;
  await stack.close();
  stack = null;
  Object.assign(details, {
    loginPageJs: login,
    phone,
    outboundRemote: outbound,
    inboundRemote: inbound,
    dashboardJsRequests: requests,
    signInLatencyMs: latency,
    browserImport,
    browserImportNorthwind,
  });

  return [
    {
      id: 'login-js',
      metric: 'JS the browser fetches for /login, all scripts within 5 s (gzip KB)',
      value: toKB(login.gzipBytes),
      unit: 'KB',
      display: `${toKB(login.gzipBytes).toFixed(1)} in ${login.count} files`,
      target: 170,
    },
    {
      id: 'phone-login',
      metric: '/login usable on a phone network (1.6 Mbps, 150 ms RTT, CPU 4×) (ms)',
      value: phone.loginUsableMs,
      unit: 'ms',
      target: 2500,
    },
    {
      id: 'phone-dashboard',
      metric: `/dashboard usable after Sign In, same profile, credentials typed at ${phone.profile.typingMsPerKey} ms/key (ms)`,
      value: phone.dashboardUsableMs,
      unit: 'ms',
      target: 4000,
    },
    {
      id: 'phone-dashboard-filled',
      metric:
        '/dashboard usable after Sign In, same profile, credentials filled at once (password manager) (ms)',
      value: phone.dashboardUsableFilledMs,
      unit: 'ms',
      target: 3000,
    },
    {
      id: 'browser-import-read',
      metric: '100,000-row CSV read and checked in the browser (web worker) (ms)',
      value: browserImport.readMs,
      unit: 'ms',
    },
    {
      id: 'browser-import-read-longest',
      metric: '100,000-row CSV read in the browser: longest main-thread task (ms)',
      value: browserImport.readLongestTaskMs,
      unit: 'ms',
      display: longestTask(browserImport.readLongestTaskMs),
      target: 50,
    },
    {
      id: 'browser-import-import-longest',
      metric: '100,000-row CSV imported from the browser: longest main-thread task (ms)',
      value: browserImport.importLongestTaskMs,
      unit: 'ms',
      display: longestTask(browserImport.importLongestTaskMs),
      target: 50,
    },
    {
      id: 'browser-import-import-longest-northwind',
      metric: 'Same, as Northwind Traders (an organization with customers and sales): longest task (ms)',
      value: browserImportNorthwind.importLongestTaskMs,
      unit: 'ms',
      display: longestTask(browserImportNorthwind.importLongestTaskMs),
      target: 50,
    },
    {
      id: 'browser-import-click-to-result',
      metric: 'Same, from clicking Import to the result shown (ms)',
      value: browserImport.clickToResultMs,
      unit: 'ms',
      target: 7000,
    },
    {
      id: 'remote-outbound-js',
      metric: 'Outbound remote entry + first route, :3001 (gzip KB)',
      value: toKB(outbound.gzipBytes),
      unit: 'KB',
    },
    {
      id: 'remote-inbound-js',
      metric: 'Inbound remote entry + first route, :3002 (gzip KB)',
      value: toKB(inbound.gzipBytes),
      unit: 'KB',
    },
    {
      id: 'dashboard-js-requests',
      metric: 'JS requests from /login until /dashboard interactive',
      value: requests.count,
      unit: 'count',
    },
    {
      id: 'sign-in-latency',
      metric: 'Sign-in → dashboard rendered, loopback, median of 5 cold (ms)',
      value: latency.median,
      unit: 'ms',
      display: `${Math.round(latency.median)} (min ${Math.round(latency.min)}, max ${Math.round(latency.max)})`,
      target: 1500,
    },
  ];
}

const isRowOf = (value, id) => id === value || id.startsWith(`${value}-`);
const groupMatches = (group, value) =>
  value === group.id || group.stems.some((stem) => isRowOf(stem, value) || isRowOf(value, stem));

function selection() {
  const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
  const only = (values.only ?? []).flatMap((value) => value.split(',')).map((value) => value.trim());
  // The scale groups build and measure a 10-million-row database: they run only when asked for.
  if (only.length === 0)
    return { groups: GROUPS.filter((group) => !group.onlyWhenAsked), shows: () => true, only: null };
  const unknown = only.filter((value) => !GROUPS.some((group) => groupMatches(group, value)));
  if (unknown.length) {
    throw new Error(
      `--only ${unknown.join(', ')}: no such figure. Groups: ${GROUPS.map((group) => group.id).join(', ')}.`,
    );
  }
  const groups = GROUPS.filter((group) => only.some((value) => groupMatches(group, value)));
  const isGroup = (value) => GROUPS.some((group) => group.id === value);
  const shows = (row) =>
    only.some(
      (value) =>
        (isGroup(value) && groups.find((group) => group.id === value)?.produced?.has(row.id)) ||
        isRowOf(value, row.id),
    );
  return { groups, shows, only };
}

async function main() {
  const { groups, shows, only } = selection();
  // Everything that can fail fast is checked before the multi-minute build.
  if (groups.some((group) => group.id === 'browser')) findChromium();
  if (groups.some((group) => group.needsPorts)) await assertPortsFree(PORTS);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const previous = readJson(LATEST);
  if (only && !groups.some((group) => group.id === 'build')) step('--only: measuring the existing build.');

  const details = {};
  const measured = [];
  for (const group of groups) {
    const rows = await group.run(details);
    group.produced = new Set(rows.map((row) => row.id));
    measured.push(...rows);
  }
  // On-disk sizes last, as they always were.
  const isDist = (row) => row.id.startsWith('dist-');
  const rows = [...measured.filter((row) => !isDist(row)), ...measured.filter(isDist)]
    .filter(shows)
    .map(withStatus);
  const reported = withPrevious(rows, previous);

  console.log(`\n${formatTable(reported)}\n`);
  console.log(
    'KB = 1024 bytes of gzip (Node zlib, default level). Previous = the same row in the last run' +
      `${previous?.date ? ` (${previous.date}, ${previous.commit ?? 'unknown commit'})` : ''}. Details: .data/bench/latest.json`,
  );

  if (previous) writeJson(path.join(OUT_DIR, 'previous.json'), previous);
  // A partial run replaces its own rows and keeps the others, so the next run still has every previous figure.
  const fresh = new Set(reported.map((row) => row.id));
  const kept = only ? (previous?.rows ?? []).filter((row) => !fresh.has(row.id)) : [];
  writeJson(LATEST, {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    ...(only ? { only } : {}),
    rows: [...reported, ...kept],
    details: { ...(only ? previous?.details : {}), ...details },
  });
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head}+uncommitted` : head;
  } catch {
    return null;
  }
}

try {
  await main();
} catch (error) {
  console.error(`\npnpm bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await shutdown();
}

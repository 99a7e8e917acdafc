// Conformance harness: Supabase's own client suites (supabase/supabase-js packages/core/auth-js, storage-js and
// functions-js) against the embedded backend. For each suite it starts the backends the suite expects (ports,
// config.toml or GoTrue settings, seed, function relays), runs the suite's jest tests from a local copy of
// supabase-js given by path (nothing of it is copied into this repository), and counts the tests that talk to
// a server. Unit tests that mock the network are run too but reported apart, never in the figure.
//
//   node scripts/conformance/run.mjs --supabase-js ../supabase-js [--suite auth-js] [--json out.json]
//   pnpm bench --only conformance            (SUPABASE_JS_DIR, else .data/conformance/supabase-js)
//
// The copy only needs packages/core/{auth,storage,functions}-js (a `git clone` of supabase/supabase-js). The
// few test dependencies the repository lacks (jsonwebtoken, faker, …) go to .data/conformance/deps.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertPortsFree } from '../bench/ports.mjs';
import { ensureDeps } from './deps.mjs';
import { suitesOf } from './suites.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const WORK_DIR = path.join(REPO_ROOT, '.data', 'conformance');
const EMULATOR_DIST = path.join(REPO_ROOT, 'packages', 'supabase-emulator', 'dist');

const step = (message) => console.error(`› ${message}`);

/** SUPABASE_JS_DIR, else .data/conformance/supabase-js; must hold packages/core/auth-js. */
export function supabaseJsDir(given) {
  const dir = path.resolve(given || process.env.SUPABASE_JS_DIR || path.join(WORK_DIR, 'supabase-js'));
  if (!fs.existsSync(path.join(dir, 'packages', 'core', 'auth-js', 'test'))) {
    throw new Error(
      `No supabase-js copy at ${dir}: git clone https://github.com/supabase/supabase-js there, or pass ` +
        '--supabase-js <dir> (SUPABASE_JS_DIR for pnpm bench).',
    );
  }
  return fs.realpathSync(dir);
}

function buildEmulator() {
  step('Building @aide/supabase-emulator …');
  execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@aide/supabase-emulator', '--output-logs=errors-only'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Starts every backend of a suite; resolves to a function that stops them all. */
async function startBackends(suite) {
  const { openDatabase, startEmulator } = await import('@aide/supabase-emulator');
  const opened = [];
  const running = [];
  try {
    for (const database of suite.databases) {
      const db = await openDatabase();
      opened.push(db);
      for (const backend of database.backends) {
        // As `supabase db reset` runs it: as postgres, whose search_path has the extensions schema (crypt()).
        if (backend.seedFile) {
          const seed = fs.readFileSync(backend.seedFile, 'utf8');
          await db.exec(`set search_path to "$user", public, extensions;\n${seed}\n;reset search_path;`);
        }
        running.push(
          await startEmulator({
            db,
            port: backend.port,
            // Both 127.0.0.1 and ::1: the suites say localhost and 127.0.0.1.
            host: 'localhost',
            ...(backend.configFile ? { configFile: backend.configFile } : { configFile: false }),
            ...(backend.auth ? { auth: backend.auth } : {}),
            ...(backend.storage ? { storage: backend.storage } : {}),
            ...(backend.gateway ? { gateway: backend.gateway } : {}),
          }),
        );
      }
    }
  } catch (error) {
    await Promise.all(running.map((emulator) => emulator.close()));
    await Promise.all(opened.map((db) => db.close()));
    throw error;
  }
  return async () => {
    await Promise.all(running.map((emulator) => emulator.close().catch(() => {})));
    await Promise.all(opened.map((db) => db.close().catch(() => {})));
  };
}

function jestConfig(suite, modules) {
  return {
    rootDir: suite.dir,
    testMatch: suite.testMatch,
    testPathIgnorePatterns: ['/node_modules/', '/example/'],
    testEnvironment: 'node',
    transform: { '^.+\\.[cm]?[tj]sx?$': path.join(import.meta.dirname, 'ts-transform.cjs') },
    // iceberg-js and other ESM-only packages of the suites' deps are transformed too.
    transformIgnorePatterns: [],
    moduleNameMapper: suite.moduleNameMapper ?? {},
    modulePaths: [modules, path.join(REPO_ROOT, 'node_modules')],
    setupFilesAfterEnv: [
      ...(suite.setupFiles ?? []),
      path.join(import.meta.dirname, 'record-server-tests.cjs'),
    ],
    prettierPath: path.join(REPO_ROOT, 'node_modules', 'prettier', 'index.cjs'),
    cacheDirectory: path.join(WORK_DIR, 'jest-cache'),
    ...(suite.testTimeout ? { testTimeout: suite.testTimeout } : {}),
    silent: true,
    forceExit: true,
  };
}

function runJest(suite, configFile, outputFile, recordFile, ports) {
  const jestBin = path.join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [jestBin, '--config', configFile, '--runInBand', '--ci', '--json', '--outputFile', outputFile],
      {
        cwd: suite.dir,
        stdio: ['ignore', 'ignore', process.env.CONFORMANCE_VERBOSE ? 'inherit' : 'ignore'],
        env: {
          ...process.env,
          CONFORMANCE_RECORD: recordFile,
          CONFORMANCE_PORTS: ports.join(','),
          CONFORMANCE_FUNCTIONS_CLI: path.join(EMULATOR_DIST, 'functions', 'serve-cli.js'),
        },
      },
    );
    child.once('error', reject);
    child.once('exit', () => resolve());
  });
}

const keyOf = (testPath, name) => `${testPath}\0${name}`;
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (message = '') =>
  message
    .replace(ANSI_COLOURS, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/**
 * Runs one suite.
 * @returns {Promise<{ id: string, passed: number, total: number, failures: {file: string, name: string, message: string}[],
 *   clientOnly: { passed: number, total: number }, notRun: { file: string, message: string }[], seconds: number }>}
 */
export async function runSuite(suite) {
  const started = Date.now();
  const workDir = path.join(WORK_DIR, suite.id);
  fs.mkdirSync(workDir, { recursive: true });
  const modules = ensureDeps(path.join(WORK_DIR, 'deps'), suite.deps);
  suite.prepare?.();
  const configFile = path.join(workDir, 'jest.config.json');
  fs.writeFileSync(configFile, JSON.stringify(jestConfig(suite, modules), null, 2));
  const outputFile = path.join(workDir, 'jest-results.json');
  const recordFile = path.join(workDir, 'server-tests.jsonl');
  fs.rmSync(outputFile, { force: true });
  fs.rmSync(recordFile, { force: true });

  const ports = suite.databases.flatMap((database) => database.backends.map((backend) => backend.port));
  step(
    `${suite.id}: starting ${ports.length ? `backends on ${ports.join(', ')}` : 'no backend (relays per file)'} …`,
  );
  // The suites' ports are fixed (a running `pnpm start` holds 54321): say so before anything starts.
  await assertPortsFree(Object.fromEntries(ports.map((port) => [`${suite.id} backend`, port])));
  const stop = await startBackends(suite);
  try {
    step(`${suite.id}: running its tests from ${suite.dir} …`);
    await runJest(suite, configFile, outputFile, recordFile, ports);
  } finally {
    await stop();
  }
  if (!fs.existsSync(outputFile)) throw new Error(`${suite.id}: jest wrote no results (${outputFile})`);
  const results = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  const talked = new Set(
    fs.existsSync(recordFile)
      ? fs
          .readFileSync(recordFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
          .map(({ testPath, name }) => keyOf(testPath, name))
      : [],
  );
  let passed = 0;
  let total = 0;
  const clientOnly = { passed: 0, total: 0 };
  const failures = [];
  const notRun = [];
  for (const file of results.testResults) {
    const relative = path.relative(suite.dir, file.name);
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      notRun.push({ file: relative, message: firstLine(file.message) });
    }
    // In a file that starts its own server (functions-js's relays), a failing test counts too: it may have failed
    // because the server never came up, before any request.
    const serverFile = suite.serverFiles?.test(fs.readFileSync(file.name, 'utf8')) ?? false;
    for (const test of file.assertionResults) {
      if (test.status === 'pending' || test.status === 'todo' || test.status === 'skipped') continue;
      const ok = test.status === 'passed';
      if ((serverFile && !ok) || talked.has(keyOf(file.name, test.fullName))) {
        total += 1;
        if (ok) passed += 1;
        else
          failures.push({
            file: relative,
            name: test.fullName,
            message: firstLine(test.failureMessages?.[0]),
          });
      } else {
        clientOnly.total += 1;
        if (ok) clientOnly.passed += 1;
      }
    }
  }
  const summary = {
    id: suite.id,
    passed,
    total,
    failures,
    clientOnly,
    notRun,
    seconds: (Date.now() - started) / 1000,
  };
  fs.writeFileSync(path.join(workDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

/** Runs the selected suites (all by default) one after the other (they share port 54321). */
export async function runConformance({ supabaseJs, only = [], build = true } = {}) {
  const dir = supabaseJsDir(supabaseJs);
  const suites = suitesOf(dir).filter((suite) => only.length === 0 || only.includes(suite.id));
  if (build) buildEmulator();
  const summaries = [];
  for (const suite of suites) summaries.push(await runSuite(suite));
  return summaries;
}

export function formatSummary(summary) {
  const share = summary.total ? ((100 * summary.passed) / summary.total).toFixed(1) : '—';
  const lines = [
    `${summary.id}: ${summary.passed} of ${summary.total} server tests pass (${share}%); ` +
      `client-only tests (not counted): ${summary.clientOnly.passed} of ${summary.clientOnly.total}; ` +
      `${summary.seconds.toFixed(0)} s`,
  ];
  for (const failure of summary.failures) {
    lines.push(`  ✗ ${failure.file} › ${failure.name}\n      ${failure.message}`);
  }
  for (const file of summary.notRun) lines.push(`  ! ${file.file} did not run: ${file.message}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'supabase-js': { type: 'string' },
      suite: { type: 'string', multiple: true },
      json: { type: 'string' },
      'no-build': { type: 'boolean' },
    },
  });
  try {
    const summaries = await runConformance({
      supabaseJs: values['supabase-js'],
      only: (values.suite ?? []).flatMap((value) => value.split(',')),
      build: !values['no-build'],
    });
    for (const summary of summaries) console.log(`\n${formatSummary(summary)}`);
    if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(summaries, null, 2)}\n`);
    process.exit(0);
  } catch (error) {
    console.error(`\nconformance failed: ${error.stack ?? error.message}`);
    process.exit(1);
  }
}

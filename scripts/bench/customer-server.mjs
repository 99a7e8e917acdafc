// Rows "100,000 customers" on the server: the upload through POST /api/upload_client_customers (and how long
// its follow-up runs after the answer), then customer search at that size on both list routes, as an empty
// organization (Fresh Start Co) on its own backend; and the same on the embedded database as `pnpm start`
// uses it (on disk, the demo data) as Northwind Traders, which has customers and sales.
import { customerCsv, IMPORT_ROWS } from './customer-import.mjs';
import { median, p95, signInToken, startBenchBackend } from './backends.mjs';
import { DEMO } from './session.mjs';

const SEARCHES = ['park', 'cust-0424', 'berg', 'imports', '@foods-7', 'olivia', 'market 12', 'zzz-none'];
const ROUNDS = 3;

/** The CSV the browser bench imports, as the rows the import worker sends (header line is row 1). */
export function uploadRows() {
  const [header, ...lines] = customerCsv(IMPORT_ROWS).trimEnd().split('\n');
  const keys = header.split(',').map(
    (title) =>
      ({
        'Customer Name': 'name',
        'Email Address': 'email',
        'Company Name': 'company',
        Phone: 'phone',
        Segment: 'segment',
        City: 'city',
      })[title],
  );
  return lines.map((line, index) => {
    const cells = line.split(',');
    return Object.fromEntries([['row', index + 2], ...keys.map((key, i) => [key, cells[i]])]);
  });
}

async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} failed: ${response.status} ${JSON.stringify(body)}`);
  return performance.now() - started;
}

/**
 * Each round asks for a different page size (20, 21, …), so every sample is a search: /api/customers keeps an
 * answer for 5 s per organization and data version, and a repeated question would measure that cache.
 */
async function searchTimes(backend, token, path) {
  const samples = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const term of SEARCHES) {
      const ms = await timedGet(
        `${backend.apiUrl}${path}?search=${encodeURIComponent(term)}&page=1&page_size=${20 + round}`,
        token,
      );
      if (round > 0) samples.push({ term, ms }); // round 0 warms the plan cache
    }
  }
  const times = samples.map((sample) => sample.ms);
  // The slowest samples are kept in the details (.data/bench/latest.json): which terms set the p95.
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 4);
  return {
    median: median(times),
    p95: p95(times),
    slowest: slowest.map(({ term, ms }) => `${term} ${Math.round(ms)}`),
  };
}

const FOLLOW_UP_TIMEOUT = 120_000;

/**
 * Resolves when what the import left for after its answer is done: the search index's pending entries merged,
 * then the table analyzed (after-import.ts), so its analyze time is the sign. `since` is the database's clock
 * before the upload.
 */
async function importFollowUpDone(db, since) {
  const deadline = performance.now() + FOLLOW_UP_TIMEOUT;
  for (;;) {
    const { rows } = await db.query(
      `select coalesce(last_analyze >= $1::timestamptz, false) as done from pg_stat_user_tables
        where schemaname = 'public' and relname = 'aide_client_customers'`,
      [since],
    );
    if (rows[0]?.done) return;
    if (performance.now() > deadline) throw new Error('The import was not analyzed after its answer.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * @param {{ backend: 'pglite' | 'pglite-disk' | 'postgres', user?: typeof DEMO.fresh }} options  user: who
 *   uploads (default Fresh Start Co, an empty organization; sam@northwind.test has customers and sales)
 */
export async function measureCustomerServer({ backend: kind, user = DEMO.fresh }) {
  const backend = await startBenchBackend(kind);
  try {
    const token = await signInToken(backend, user);
    const body = JSON.stringify({ file_name: 'customers-100k.csv', rows: uploadRows() });
    const { rows: clock } = await backend.db.query('select now()::text as now');
    const started = performance.now();
    const response = await fetch(`${backend.apiUrl}/api/upload_client_customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const result = await response.json();
    const uploadMs = performance.now() - started;
    if (!response.ok || result.inserted !== IMPORT_ROWS) {
      throw new Error(`The upload failed: ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
    }
    // Search is measured at rest: once the import's follow-up after its answer is done.
    await importFollowUpDone(backend.db, clock[0].now);
    const followUpMs = performance.now() - started - uploadMs;
    return {
      backend: kind,
      rows: IMPORT_ROWS,
      uploadMs,
      followUpMs,
      customersSearch: await searchTimes(backend, token, '/api/customers'),
      myCustomersSearch: await searchTimes(backend, token, '/api/customers_search'),
    };
  } finally {
    await backend.close();
  }
}

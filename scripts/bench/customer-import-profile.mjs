// `node scripts/bench/customer-import-profile.mjs [runs]`: where the 100,000-customer upload's time goes on the
// embedded database as `pnpm start` opens it (on disk, the demo data, as Northwind Traders). Each variant runs
// the real route on a new backend with one part of the write taken away (a trigger, an index) or the database
// in memory instead of on disk; the difference to the whole is that part's cost. The process's CPU time is
// reported beside the wall clock: on a shared, loaded machine the wall clock mostly measures the neighbours.
// Not part of `pnpm bench` (it takes minutes); its findings are in docs/benchmarks.md.
import { signInToken, startBenchBackend } from './backends.mjs';
import { uploadRows } from './customer-server.mjs';
import { IMPORT_ROWS } from './customer-import.mjs';
import { DEMO } from './session.mjs';

const VARIANTS = [
  { id: 'whole upload, on disk', backend: 'pglite-disk' },
  { id: 'in memory instead of on disk', backend: 'pglite' },
  {
    id: 'without the statement triggers (row counts, data version)',
    backend: 'pglite-disk',
    setup: ['alter table public.aide_client_customers disable trigger user'],
  },
  {
    id: 'without the trigram search index',
    backend: 'pglite-disk',
    setup: ['drop index public.aide_client_customers_search_idx'],
  },
];

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

async function uploadOnce(variant) {
  const backend = await startBenchBackend(variant.backend);
  try {
    for (const sql of variant.setup ?? []) await backend.db.query(sql);
    const token = await signInToken(backend, DEMO.sam);
    const body = JSON.stringify({ file_name: 'customers-100k.csv', rows: uploadRows() });
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await fetch(`${backend.apiUrl}/api/upload_client_customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const result = await response.json();
    const wallMs = performance.now() - started;
    if (!response.ok || result.inserted !== IMPORT_ROWS) {
      throw new Error(`The upload failed: ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
    }
    return { wallMs, cpuMs: cpuMs(cpu) };
  } finally {
    await backend.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const runs = Number(process.argv[2] ?? 1);
const results = [];
for (let run = 0; run < runs; run += 1) {
  // Interleaved, so a busy minute on the machine falls on every variant alike.
  for (const variant of VARIANTS) {
    const sample = await uploadOnce(variant);
    results.push({ id: variant.id, ...sample });
    console.error(`› ${variant.id}: ${Math.round(sample.wallMs)} ms (CPU ${Math.round(sample.cpuMs)} ms)`);
  }
}
const whole = median(results.filter((r) => r.id === VARIANTS[0].id).map((r) => r.cpuMs));
for (const variant of VARIANTS) {
  const own = results.filter((r) => r.id === variant.id);
  const cpu = median(own.map((r) => r.cpuMs));
  const share = variant === VARIANTS[0] ? '' : `, ${Math.round(whole - cpu)} ms less CPU than the whole`;
  console.log(
    `${variant.id}: wall ${Math.round(median(own.map((r) => r.wallMs)))} ms, CPU ${Math.round(cpu)} ms${share}`,
  );
}

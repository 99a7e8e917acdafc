// Rows "100,000 customers" on the server: the upload through POST /api/upload_client_customers, then customer
// search at that size on both list routes, as an empty organization (Fresh Start Co) on its own backend.
import { customerCsv, IMPORT_ROWS } from './customer-import.mjs';
import { median, p95, signInToken, startBenchBackend } from './backends.mjs';
import { DEMO } from './session.mjs';

const SEARCHES = ['park', 'cust-0424', 'berg', 'imports', '@foods-7', 'olivia', 'market 12', 'zzz-none'];
const ROUNDS = 3;

/** The CSV the browser bench imports, as the rows the import worker sends (header line is row 1). */
function uploadRows() {
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

async function searchTimes(backend, token, path) {
  const samples = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const term of SEARCHES) {
      const ms = await timedGet(
        `${backend.apiUrl}${path}?search=${encodeURIComponent(term)}&page=1&page_size=20`,
        token,
      );
      if (round > 0) samples.push(ms); // round 0 warms the plan cache
    }
  }
  return { median: median(samples), p95: p95(samples) };
}

/** @param {{ backend: 'pglite' | 'postgres' }} options */
export async function measureCustomerServer({ backend: kind }) {
  const backend = await startBenchBackend(kind);
  try {
    const token = await signInToken(backend, DEMO.fresh);
    const body = JSON.stringify({ file_name: 'customers-100k.csv', rows: uploadRows() });
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
    return {
      backend: kind,
      rows: IMPORT_ROWS,
      uploadMs,
      customersSearch: await searchTimes(backend, token, '/api/customers'),
      myCustomersSearch: await searchTimes(backend, token, '/api/customers_search'),
    };
  } finally {
    await backend.close();
  }
}

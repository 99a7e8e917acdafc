// Rows "200 concurrent clients": autocannon keeps 200 connections busy for 30 s against the dashboard, the
// customer list and a REST select, as an organization with no data (Fresh Start Co), on a backend started in
// its own process (load-server.mjs) so the load generator and the server use a core each.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { signInToken } from './backends.mjs';
import { DEMO } from './session.mjs';

export const LOAD_CONNECTIONS = 200;
/** BENCH_LOAD_SECONDS shortens a run while working on the figures; the bench reports 30 s. */
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
/** A request unanswered after this long counts as an error (autocannon's own default). */
const TIMEOUT_SECONDS = 10;
const WARM_UP_REQUESTS = 5;

export const LOAD_TARGETS = [
  { id: 'dashboard', label: 'GET /api/dashboard' },
  { id: 'customers', label: 'GET /api/customers' },
  { id: 'rest', label: 'GET /rest/v1/aide_offers?select=*' },
];

function startServer(kind) {
  const child = spawn(process.execPath, [new URL('./load-server.mjs', import.meta.url).pathname, kind], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The ${kind} load server exited (${code}).`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.stdin.end();
    });
  return { ready, stop };
}

function requestOf(target, backend, token) {
  const bearer = { authorization: `Bearer ${token}` };
  switch (target) {
    case 'dashboard':
      return { url: `${backend.apiUrl}/api/dashboard`, headers: bearer };
    case 'customers':
      return { url: `${backend.apiUrl}/api/customers`, headers: bearer };
    case 'rest':
      return {
        url: `${backend.supabaseUrl}/rest/v1/aide_offers?select=*`,
        headers: { ...bearer, apikey: backend.anonKey },
      };
  }
  throw new Error(`Unknown load target ${target}`);
}

/** A few requests one after another: the route answers 200, and first-request work is not measured. */
async function warmUp({ url, headers }) {
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  }
}

async function hammer({ url, headers }) {
  const result = await autocannon({
    url,
    headers,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: TIMEOUT_SECONDS,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Timeouts and refused connections count in `errors`; answers other than 2xx (503s, 500s) in `non2xx`.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** @param {{ backend: 'pglite' | 'postgres' }} options */
export async function measureConcurrentLoad({ backend: kind }) {
  const server = startServer(kind);
  try {
    const backend = await server.ready;
    const token = await signInToken(backend, DEMO.fresh);
    const targets = {};
    for (const { id } of LOAD_TARGETS) {
      const request = requestOf(id, backend, token);
      await warmUp(request);
      targets[id] = await hammer(request);
    }
    return { backend: kind, connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, targets };
  } finally {
    await server.stop();
  }
}

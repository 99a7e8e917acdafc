// `pnpm bench --only scale-load` (part of `--only scale`): 200 concurrent clients of 200 different outbound
// organizations (the five large ones among them) for 30 s on the scale database, with two API replicas and the
// Supabase emulator each in its own process, as a deployment runs them behind a load balancer. Fifty clients
// each load the dashboard, page the customer list, ask Ask AI a question, or read customers through REST
// (supabase-js's select under row-level security); every client is its own organization's owner, so no
// organization's cache is shared with another's. The API clients are split evenly over the two replicas.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { openScaleDatabase, signIn } from './scale.mjs';

export const SCALE_LOAD_CLIENTS = 200;
export const SCALE_LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const TIMEOUT_SECONDS = 10;

export const SCALE_LOAD_KINDS = [
  { id: 'dashboard', label: 'GET /api/dashboard', api: true, path: '/api/dashboard' },
  { id: 'customers', label: 'GET /api/customers', api: true, path: '/api/customers?page=1&page_size=20' },
  {
    id: 'ask-ai',
    label: 'POST /api/chat (Ask AI: "What was our revenue last month?")',
    api: true,
    path: '/api/chat',
    method: 'POST',
    body: JSON.stringify({ message: 'What was our revenue last month?' }),
  },
  {
    id: 'rest',
    label: 'GET /rest/v1/aide_client_customers?select=id,name,email&limit=20',
    api: false,
    path: '/rest/v1/aide_client_customers?select=id,name,email&limit=20',
  },
];

function startProcess(args) {
  const child = spawn(process.execPath, [new URL('./scale-server.mjs', import.meta.url).pathname, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`scale-server ${args[0]} exited (${code}).`)));
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

/** One autocannon run: `connections` clients, each with its own organization's token. */
function hammer({ url, method = 'GET', body, tokens, extraHeaders = {} }) {
  let next = 0;
  return autocannon({
    url,
    method,
    body,
    connections: tokens.length,
    duration: SCALE_LOAD_SECONDS,
    timeout: TIMEOUT_SECONDS,
    headers: { 'content-type': 'application/json', ...extraHeaders },
    setupClient(client) {
      const token = tokens[next % tokens.length];
      next += 1;
      client.setHeaders({
        'content-type': 'application/json',
        ...extraHeaders,
        authorization: `Bearer ${token}`,
      });
    },
  });
}

export async function measureScaleLoad({ log = (message) => console.error(`› ${message}`) } = {}) {
  const { cluster, admin } = await openScaleDatabase({ log: (message) => log(`  ${message}`) });
  const processes = [];
  try {
    // The five large outbound organizations and 195 small ones, the same every run.
    const { rows: orgs } = await admin.query(
      `select id, owner_email from aide_bench.orgs where plan = 'outbound'
        order by large desc, aide_bench.h(org, 99) limit $1`,
      [SCALE_LOAD_CLIENTS],
    );
    if (orgs.length < SCALE_LOAD_CLIENTS) throw new Error('Not enough outbound organizations for the load.');
    await admin.query(
      `delete from public.aide_chat_conversations where organization_id in (select id from aide_bench.orgs)`,
    );
    await admin.query(
      `delete from aide_private.usage_counters where organization_id in (select id from aide_bench.orgs)`,
    );
    log(`Scale load: emulator and two API replicas on the scale database …`);
    const emulator = startProcess(['emulator', cluster.url]);
    processes.push(emulator);
    const { supabaseUrl, anonKey } = await emulator.ready;
    const replicas = [
      startProcess(['api', cluster.url, supabaseUrl]),
      startProcess(['api', cluster.url, supabaseUrl]),
    ];
    processes.push(...replicas);
    const apiUrls = (await Promise.all(replicas.map((replica) => replica.ready))).map(
      (ready) => ready.apiUrl,
    );

    const tokens = [];
    for (const org of orgs) tokens.push(await signIn({ supabaseUrl, anonKey }, org.owner_email));
    // Each route once, so the processes' first-request work (schemas, plans) is not measured; every
    // organization's own caches stay cold.
    // BENCH_SCALE_LOAD_KINDS=dashboard,customers runs some kinds only (the same clients each), while working
    // on one; the bench reports all four.
    const only = process.env.BENCH_SCALE_LOAD_KINDS?.split(',');
    const kinds = SCALE_LOAD_KINDS.filter((kind) => !only || only.includes(kind.id));
    const perKind = SCALE_LOAD_CLIENTS / SCALE_LOAD_KINDS.length;
    const runs = [];
    kinds.forEach((kind) => {
      const k = SCALE_LOAD_KINDS.indexOf(kind);
      const kindTokens = tokens.slice(k * perKind, (k + 1) * perKind);
      if (kind.api) {
        const half = kindTokens.length / 2;
        apiUrls.forEach((apiUrl, r) =>
          runs.push({
            kind,
            url: `${apiUrl}${kind.path}`,
            tokens: kindTokens.slice(r * half, (r + 1) * half),
          }),
        );
      } else {
        runs.push({
          kind,
          url: `${supabaseUrl}${kind.path}`,
          tokens: kindTokens,
          extraHeaders: { apikey: anonKey },
        });
      }
    });
    for (const run of runs) {
      const response = await fetch(run.url, {
        method: run.kind.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens.at(-1)}`,
          ...run.extraHeaders,
        },
        body: run.kind.body,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${run.url} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    log(
      `Scale load: ${SCALE_LOAD_CLIENTS} clients of ${SCALE_LOAD_CLIENTS} organizations for ${SCALE_LOAD_SECONDS} s …`,
    );
    const results = await Promise.all(
      runs.map((run) =>
        hammer({
          url: run.url,
          method: run.kind.method,
          body: run.kind.body,
          tokens: run.tokens,
          extraHeaders: run.extraHeaders,
        }),
      ),
    );
    const byKind = {};
    runs.forEach((run, i) => {
      const result = results[i];
      const entry = (byKind[run.kind.id] ??= {
        label: run.kind.label,
        clients: 0,
        requests: 0,
        requestsPerSecond: 0,
        p50: 0,
        p99: 0,
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
      entry.clients += run.tokens.length;
      entry.requests += result.requests.total;
      entry.requestsPerSecond += result.requests.average;
      // Two replicas' runs of one kind: the worse replica's percentiles.
      entry.p50 = Math.max(entry.p50, result.latency.p50);
      entry.p99 = Math.max(entry.p99, result.latency.p99);
      entry.errors += result.errors + result.non2xx;
      entry.timeouts += result.timeouts;
      entry.non2xx += result.non2xx;
    });
    const all = Object.values(byKind);
    return {
      clients: SCALE_LOAD_CLIENTS,
      seconds: SCALE_LOAD_SECONDS,
      kinds: byKind,
      total: {
        requestsPerSecond: all.reduce((sum, entry) => sum + entry.requestsPerSecond, 0),
        requests: all.reduce((sum, entry) => sum + entry.requests, 0),
        errors: all.reduce((sum, entry) => sum + entry.errors, 0),
        p99: Math.max(...all.map((entry) => entry.p99)),
      },
    };
  } finally {
    await Promise.all(processes.map((child) => child.stop()));
    await admin.close();
    await cluster.stop();
  }
}

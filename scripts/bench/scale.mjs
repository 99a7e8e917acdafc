// `pnpm bench --only scale`: a thousand companies on one database (docs/scaling.md). On the kept scale cluster
// (scale-cluster.mjs) with its data (scale-data.mjs), the API and the emulator run in this process as in
// production (one PostgreSQL for auth and data) and every figure is measured over HTTP for a large and a
// small organization of each plan:
//   cold = the first request after a change (the organization's data version bumped, as every write does: the
//          API's per-organization reads, the reconciliation and Ask AI's name index are read again), and
//   warm = the same request again (what those caches, and PostgreSQL's, keep).
// The database's pages are in memory either way (the machine's RAM holds the whole database): a cold
// PostgreSQL after a restart is not what these figures are. Then one more cold pass of the large
// organizations runs with auto_explain, whose five slowest statements go into the report with their
// EXPLAIN (ANALYZE, BUFFERS) (.data/bench/scale-report.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi, createPgDb, createTokenCipher } from '@aide/api';
import { applySchema, startEmulator } from '@aide/supabase-emulator';
import { AUTOMATION_AUTH, REPO_ROOT } from '../local-stack.mjs';
import { startScaleCluster } from './scale-cluster.mjs';
import { ensureScaleData, scaleCounts, SCALE_PASSWORD, scaleSize } from './scale-data.mjs';

export const SCALE_REPORT = path.join(REPO_ROOT, '.data', 'bench', 'scale-report.md');
/** The figures so far, written after each organization (a run that fails later keeps them). */
const PARTIAL = path.join(REPO_ROOT, '.data', 'bench', 'scale-partial.json');
const ONLY = process.env.BENCH_SCALE_ONLY?.split(',').map((value) => value.trim());

/** Every ERP connection of the scale data is readable by every run: the token cipher's key is fixed. */
export const SCALE_TOKEN_KEY = createHash('sha256').update('aide scale bench').digest();

/** Interactive reads, as the issue sets them for the large organization. */
export const TARGETS = { coldP95: 300, warmP95: 100, askAi: 1000, statsJob: 10_000 };

const p = (samples, share) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};
const summary = (samples) => ({ p50: p(samples, 0.5), p95: p(samples, 0.95), n: samples.length });

/** The cluster, migrated and holding the data (built on the first run), with an admin connection. */
export async function openScaleDatabase({ log = () => {} } = {}) {
  let cluster = await startScaleCluster();
  let admin = createPgDb({ connectionString: cluster.url, max: 1 });
  try {
    const size = scaleSize();
    await applySchema((sql) => admin.query(sql), { seed: cluster.created });
    const cpuBefore = await cluster.cpuSeconds();
    const started = performance.now();
    const data = await ensureScaleData(admin, { size, log });
    if (data.built) {
      data.wallSeconds = (performance.now() - started) / 1000;
      data.cpuSeconds = (await cluster.cpuSeconds()) - cpuBefore;
      await admin.query(
        `update aide_bench.state set phases = phases || jsonb_build_object('wall_s', $1::numeric, 'cpu_s', $2::numeric)`,
        [data.wallSeconds.toFixed(1), data.cpuSeconds.toFixed(1)],
      );
      data.phases = { ...data.phases, wall_s: data.wallSeconds, cpu_s: data.cpuSeconds };
    }
    // Measured at the priority of everything else on the machine (the build ran niced).
    await cluster.setPriority(0);
    await admin.close();
    admin = createPgDb({ connectionString: cluster.url, max: 2 });
    return { cluster, admin, size, data };
  } catch (error) {
    await admin.close().catch(() => undefined);
    await cluster.stop();
    throw error;
  }
}

/** The organizations measured: the first large one of each plan and a small one of median size of each plan. */
export async function measuredOrganizations(admin) {
  const { rows } = await admin.query(
    `(select org, id, plan, large, customers, purchase_orders, owner_email, name from aide_bench.orgs
       where large order by org limit 2)
     union all
     (select distinct on (plan) org, id, plan, large, customers, purchase_orders, owner_email, name
        from aide_bench.orgs o
        cross join lateral (select percentile_disc(0.5) within group (order by customers) as median_customers,
                                   percentile_disc(0.5) within group (order by purchase_orders) as median_orders
                              from aide_bench.orgs where not large and plan = o.plan) m
       where not large
       order by plan, abs(case when plan = 'outbound' then customers - median_customers
                               else purchase_orders - median_orders end), org)`,
  );
  const pick = (plan, large) => rows.find((row) => row.plan === plan && row.large === large);
  return {
    outbound: { large: pick('outbound', true), small: pick('outbound', false) },
    inbound: { large: pick('inbound', true), small: pick('inbound', false) },
  };
}

/** The API and the emulator in this process on the scale database. */
export async function startScaleApi(url, { rateLimits } = {}) {
  const db = createPgDb({ connectionString: url });
  const emulator = await startEmulator({ db, port: 0, auth: AUTOMATION_AUTH });
  const api = buildApi({
    db,
    supabaseUrl: emulator.url,
    allowedOrigins: [],
    tokenCipher: createTokenCipher(SCALE_TOKEN_KEY),
    ...(rateLimits ? { rateLimits } : {}),
  });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  return {
    apiUrl,
    supabaseUrl: emulator.url,
    anonKey: emulator.anonKey,
    async close() {
      await api.close();
      await emulator.close();
      await db.close();
    },
  };
}

export async function signIn(backend, email) {
  const response = await fetch(`${backend.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify({ email, password: SCALE_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

async function call(method, url, token, body) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const failed = !response.ok
    ? `answered ${response.status}: ${text.slice(0, 300)}`
    : text.includes('event: error')
      ? `streamed an error: ${text.slice(-300)}`
      : null;
  if (failed) {
    throw Object.assign(new Error(`${method} ${url.replace(/^http:\/\/[^/]+/, '')} ${failed}`), { ms });
  }
  return { ms, text };
}

/**
 * The time of a request in a figure's samples; one that fails (e.g. 503 after the 8 s statement timeout of
 * the `authenticated` role) counts with the time it took and is reported with the figure.
 */
async function sample(request, failures) {
  try {
    return (await request()).ms;
  } catch (error) {
    if (error.ms === undefined) throw error;
    failures.push(error.message.slice(0, 200));
    return error.ms;
  }
}

/** The change every write makes as far as the API's caches see: the organization's data version moves on. */
const bumpVersion = (admin, organizationId) =>
  admin.query(
    `insert into aide_private.reconciliation_versions as v (organization_id) values ($1)
     on conflict (organization_id) do update set version = v.version + 1`,
    [organizationId],
  );

/**
 * Each request of `requests` (functions returning a timed call) cold, right after a change, then warm, again;
 * `rounds` times. Returns both sets of samples.
 */
async function coldAndWarm(admin, organizationId, requests, rounds = 2) {
  const cold = [];
  const warm = [];
  const failures = [];
  // One unmeasured pass first: PostgreSQL's own buffers hold what the figure reads, as on a database in use.
  for (const request of requests) await sample(request, []);
  for (let round = 0; round < rounds; round += 1) {
    for (const request of requests) {
      await bumpVersion(admin, organizationId);
      cold.push(await sample(request, failures));
      warm.push(await sample(request, failures));
    }
  }
  return { cold: summary(cold), warm: summary(warm), failures };
}

const SEARCHES = [
  'search=park',
  'search=olivia',
  'search=harbor%20foods',
  'search=zzz-none',
  'last_order=30d&sort=-revenue_12m',
  'at_risk=true',
  'segment=Enterprise&sort=-last_order_on',
  'page=2&page_size=50',
  'page=40&page_size=50',
  'sort=-revenue_12m&page=3',
];
const LIST_PAGES = ['page=1&page_size=20', 'page=2&page_size=20', 'search=smith', 'sort=-created_at&page=5'];
/** Five questions of the evaluation set (analyst-evaluation/evaluation-set.ts), over the whole history. */
export const ASK_AI_QUESTIONS = [
  'What was our revenue last month?',
  'Who were our top customers by revenue last quarter?',
  'Revenue by brand last quarter',
  'monthly revenue this year',
  'How many new customers did we win this year?',
];
const LIST_QUERIES = JSON.parse(
  fs.readFileSync(
    path.join(REPO_ROOT, 'packages/api/tests/fixtures/purchase-orders/list-queries.json'),
    'utf8',
  ),
).queries;
const RECONCILIATION_QUERIES = [
  'page_size=20',
  'page=3&page_size=20',
  'price_tolerance_percent=0&page_size=20',
  'status=mismatch&page_size=20',
  'quantity_tolerance_percent=10&sort=customer_name',
];

/** The outbound figures of one organization. */
async function outboundFigures({ admin, api, org, token, log }) {
  const get = (pathAndQuery) => () => call('GET', `${api.apiUrl}${pathAndQuery}`, token);
  const figures = {};
  log(`  dashboard …`);
  figures.dashboard = await coldAndWarm(admin, org.id, [get('/api/dashboard?period=30d')], 6);
  figures.dashboardYear = await coldAndWarm(admin, org.id, [get('/api/dashboard?period=365d')], 3);
  log(`  My Customers search and paging …`);
  figures.myCustomers = await coldAndWarm(
    admin,
    org.id,
    SEARCHES.map((query) => get(`/api/customers_search?${query}`)),
  );
  figures.customerList = await coldAndWarm(
    admin,
    org.id,
    LIST_PAGES.map((query) => get(`/api/customers?${query}`)),
  );
  const { rows: customers } = await admin.query(
    `(select id from public.aide_client_customers where organization_id = $1 order by revenue_12m desc limit 2)
     union all (select id from public.aide_client_customers where organization_id = $1 and order_count > 0
                order by id limit 2 offset 7)
     union all (select id from public.aide_client_customers where organization_id = $1 and order_count = 0 limit 1)`,
    [org.id],
  );
  log(`  customer detail …`);
  figures.customerDetail = await coldAndWarm(
    admin,
    org.id,
    customers.map(({ id }) => get(`/api/customers/${id}`)),
  );
  log(`  Ask AI …`);
  figures.askAi = await coldAndWarm(
    admin,
    org.id,
    ASK_AI_QUESTIONS.map((message) => () => call('POST', `${api.apiUrl}/api/chat`, token, { message })),
    1,
  );
  log(`  10,000-line sales upload, then the customer statistics job …`);
  Object.assign(figures, await statisticsAfterUpload({ admin, api, org, token }));
  return figures;
}

const UPLOAD_LINES = 10_000;

/**
 * 10,000 new lines of existing customers (this run's order references, so none is already loaded) through the
 * upload, then the statistics job as the worker runs it (aide_private.refresh_due_customer_stats). The
 * previous runs' lines are removed first (and the statistics brought back), so the organization keeps its size.
 */
async function statisticsAfterUpload({ admin, api, org, token }) {
  await admin.query(
    `delete from public.aide_sales_transactions where organization_id = $1 and order_ref like 'SCALE-UPLOAD-%'`,
    [org.id],
  );
  await admin.query('select aide_private.refresh_due_customer_stats(1000)');
  const { rows: customers } = await admin.query(
    `select name, email from public.aide_client_customers where organization_id = $1 order by id limit 2000`,
    [org.id],
  );
  const { rows: products } = await admin.query(
    `select sku, price from public.aide_inventory_items where organization_id = $1 order by sku limit 200`,
    [org.id],
  );
  const run = Date.now().toString(36);
  const today = new Date();
  const rows = Array.from({ length: UPLOAD_LINES }, (_, i) => {
    const customer = customers[(i * 7) % customers.length];
    const product = products[(i * 13) % products.length];
    const day = new Date(today.getTime() - (1 + (i % 60)) * 86_400_000).toISOString().slice(0, 10);
    return {
      row: i + 2,
      customer: customer.name,
      customer_email: customer.email,
      sku: product.sku,
      quantity: 1 + (i % 9),
      unit_price: Number(product.price ?? 10),
      sold_at: day,
      order_ref: `SCALE-UPLOAD-${run}-${Math.floor(i / 3)}`,
    };
  });
  const failures = [];
  let uploadMs = 0;
  try {
    const upload = await call('POST', `${api.apiUrl}/api/upload_sales_history`, token, {
      file_name: `scale-${run}.csv`,
      rows,
    });
    uploadMs = upload.ms;
    const inserted = JSON.parse(upload.text).inserted;
    if (inserted !== UPLOAD_LINES)
      throw new Error(`The upload inserted ${inserted} of ${UPLOAD_LINES} lines.`);
  } catch (error) {
    if (error.ms === undefined) throw error;
    // The upload failed (its transaction wrote nothing): the same lines are written directly, as the upload's
    // statement would have, so the job after it is still measured.
    uploadMs = error.ms;
    failures.push(error.message.slice(0, 200));
    await admin.query(
      `insert into public.aide_sales_transactions (organization_id, customer_id, customer_name, customer_email, sku,
         quantity, unit_price, sold_at, order_ref, line_key)
       select $1, c.id, r.customer, r.customer_email, r.sku, r.quantity, r.unit_price, r.sold_at, r.order_ref,
              md5(r.order_ref || '-' || r.row)
         from json_to_recordset($2::json) as r (row integer, customer text, customer_email text, sku text,
                quantity integer, unit_price numeric, sold_at date, order_ref text)
         left join public.aide_client_customers c on c.organization_id = $1 and c.email = r.customer_email`,
      [org.id, JSON.stringify(rows)],
    );
  }
  const started = performance.now();
  const { rows: refreshed } = await admin.query(
    'select aide_private.refresh_due_customer_stats(100) as refreshed',
  );
  const jobMs = performance.now() - started;
  if (Number(refreshed[0].refreshed) < 1) throw new Error('The upload left no statistics due.');
  return { uploadMs, statsJobMs: jobMs, uploadFailures: failures };
}

/** The sandbox ERP linked once for the organization's owner (kept with the data: the cipher key is fixed). */
async function erpConnection(api, org, token) {
  const list = async () =>
    JSON.parse((await call('GET', `${api.apiUrl}/integrations/erp/connections`, token)).text).items ?? [];
  let connection = (await list()).find((item) => item.is_connected);
  if (connection) return { id: connection.id, firstSyncMs: null };
  const started = performance.now();
  const { link_token: linkToken } = JSON.parse(
    (
      await call('POST', `${api.apiUrl}/merge/integrations/create-link-token`, token, {
        user: { organization: { id: org.id, name: org.name }, email_address: org.owner_email },
        integration: 'quickbooks',
      })
    ).text,
  );
  const { public_token: publicToken } = JSON.parse(
    (
      await call(
        'POST',
        `${api.apiUrl}/merge/sandbox/link/${encodeURIComponent(linkToken)}/public-token`,
        token,
      )
    ).text,
  );
  await call('GET', `${api.apiUrl}/integrations/account-token/${encodeURIComponent(publicToken)}`, token);
  const firstSyncMs = performance.now() - started;
  connection = (await list()).find((item) => item.is_connected);
  if (!connection) throw new Error(`The sandbox ERP did not connect for ${org.name}.`);
  return { id: connection.id, firstSyncMs };
}

const SYNC_ROUNDS = 3;
const SYNC_NEW_ORDERS = 20;

/**
 * Incremental syncs: each round, 20 orders approved since the last sync (written as the approval leaves them)
 * are booked by the sandbox ERP on POST /integrations/erp/connections/{id}/sync. Earlier runs' orders go first.
 */
async function incrementalSyncs({ admin, api, org, token }) {
  const connection = await erpConnection(api, org, token);
  await admin.query(
    `delete from public.aide_erp_documents where organization_id = $1 and po_number like 'PO-SCALE-%'`,
    [org.id],
  );
  await admin.query(
    `delete from public.aide_purchase_orders where organization_id = $1 and po_number like 'PO-SCALE-%'`,
    [org.id],
  );
  const samples = [];
  for (let round = 0; round < SYNC_ROUNDS; round += 1) {
    const run = `${Date.now().toString(36)}-${round}`;
    await admin.query(
      `with orders as (
         insert into public.aide_purchase_orders (organization_id, po_number, customer_name, order_date, total,
           status, ai_score, source, decided_by_label, decided_at)
         select $1, 'PO-SCALE-' || $2 || '-' || n, 'Scale Buyer ' || n, current_date, 100, 'approved', 80, 'api',
                'Owner', now()
           from generate_series(1, $3::int) as n
         returning id
       )
       insert into public.aide_purchase_order_lines (organization_id, purchase_order_id, line_no, sku, quantity,
         unit_price)
       select $1, id, 1, 'P00001', 10, 10 from orders`,
      [org.id, run, SYNC_NEW_ORDERS],
    );
    const { ms, text } = await call(
      'POST',
      `${api.apiUrl}/integrations/erp/connections/${connection.id}/sync`,
      token,
    );
    const result = JSON.parse(text);
    if (result.status !== 'succeeded' || result.documents_imported !== SYNC_NEW_ORDERS * 2) {
      throw new Error(`The incremental sync answered ${text.slice(0, 300)}`);
    }
    samples.push(ms);
  }
  return { sync: summary(samples), firstSyncMs: connection.firstSyncMs };
}

/** The inbound figures of one organization. */
async function inboundFigures({ admin, api, org, token, log }) {
  const get = (pathAndQuery) => () => call('GET', `${api.apiUrl}${pathAndQuery}`, token);
  const figures = {};
  log('  ERP incremental sync …');
  Object.assign(figures, await incrementalSyncs({ admin, api, org, token }));
  log('  purchase order inbox and its filters …');
  figures.inbox = await coldAndWarm(
    admin,
    org.id,
    LIST_QUERIES.map((query) => get(`/accounting/purchase-orders?${query}`)),
  );
  log('  reconciliation …');
  figures.reconciliation = await coldAndWarm(
    admin,
    org.id,
    RECONCILIATION_QUERIES.map((query) => get(`/accounting/reconciliation?${query}`)),
    2,
  );
  return figures;
}

/**
 * One more cold pass over the large organizations with auto_explain on for new connections: the five slowest
 * statements (by their own duration, statements inside functions included), with their plans.
 */
async function heaviestStatements({ cluster, admin, orgs, log }) {
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '20ms',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
    'auto_explain.log_nested_statements': 'on',
    'auto_explain.log_format': 'text',
  };
  const set = async (on) => {
    for (const [name, value] of Object.entries(settings)) {
      await admin.query(
        on ? `alter database postgres set ${name} = '${value}'` : `alter database postgres reset ${name}`,
      );
    }
  };
  const logStart = fs.statSync(cluster.log).size;
  await set(true);
  const api = await startScaleApi(cluster.url);
  try {
    const { large: outbound } = orgs.outbound;
    const { large: inbound } = orgs.inbound;
    const out = await signIn(api, outbound.owner_email);
    const inb = await signIn(api, inbound.owner_email);
    // Tolerant: a request that fails (a statement timeout) is what this pass is looking for.
    const get = (token, url) => sample(() => call('GET', `${api.apiUrl}${url}`, token), []);
    log('  EXPLAIN pass: the large organizations once more, cold, with auto_explain …');
    for (const url of [
      '/api/dashboard?period=30d',
      '/api/dashboard?period=365d',
      ...SEARCHES.map((query) => `/api/customers_search?${query}`),
      ...LIST_PAGES.map((query) => `/api/customers?${query}`),
    ]) {
      await bumpVersion(admin, outbound.id);
      await get(out, url);
    }
    for (const message of ASK_AI_QUESTIONS) {
      await bumpVersion(admin, outbound.id);
      await sample(() => call('POST', `${api.apiUrl}/api/chat`, out, { message }), []);
    }
    await statisticsAfterUpload({ admin, api, org: outbound, token: out });
    for (const url of [
      ...LIST_QUERIES.map((query) => `/accounting/purchase-orders?${query}`),
      ...RECONCILIATION_QUERIES.map((query) => `/accounting/reconciliation?${query}`),
    ]) {
      await bumpVersion(admin, inbound.id);
      await get(inb, url);
    }
  } finally {
    await api.close();
    await set(false);
  }
  // The server's log since the pass began: "duration: N ms  plan:" entries, each until the next log line.
  const fd = fs.openSync(cluster.log, 'r');
  const length = fs.statSync(cluster.log).size - logStart;
  const buffer = Buffer.alloc(length);
  fs.readSync(fd, buffer, 0, length, logStart);
  fs.closeSync(fd);
  const entries = buffer
    .toString('utf8')
    .split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \w+ \[\d+\] )/)
    .map((entry) => /LOG: {2}duration: ([\d.]+) ms {2}plan:\n([\s\S]*)$/.exec(entry))
    .filter(Boolean)
    .map(([, ms, plan]) => {
      const text = plan.replace(/^\t/gm, '');
      // The statement runs from "Query Text:" to the plan's first node ("Aggregate  (cost=…").
      const query = /Query Text: ([\s\S]*?)\n(?=[A-Z][\w ]*? {2}\(cost=)/.exec(text)?.[1] ?? '';
      return { ms: Number(ms), plan: text, key: query.replace(/\s+/g, ' ').trim().slice(0, 400) };
    });
  // The slowest run of each distinct statement, slowest first. A statement that is only a function call
  // (its time is its nested statements') is left to those.
  const slowest = new Map();
  for (const entry of entries) {
    if (/^select aide_private\.\w+\([^)]*\)( as \w+)?;?$/i.test(entry.key)) continue;
    const known = slowest.get(entry.key);
    if (!known || known.ms < entry.ms) slowest.set(entry.key, entry);
  }
  return [...slowest.values()].sort((a, b) => b.ms - a.ms).slice(0, 5);
}

/**
 * How busy the machine is (it is shared): the load average, and how much of a core PostgreSQL got while
 * counting 5 million rows (the backend's CPU time over the wall time, from /proc). CPU-bound figures are about
 * 1 / share times what the same machine shows idle.
 */
async function machineSpeed(admin) {
  const cpuOf = (pid) => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const runs = [];
  for (let i = 0; i < 3; i += 1) {
    runs.push(
      await admin.transaction(async (tx) => {
        // Enough memory that the series never goes to disk: the count is CPU only.
        await tx.query(`set local work_mem = '256MB'`);
        const { rows } = await tx.query('select pg_backend_pid() as pid');
        const cpuBefore = cpuOf(rows[0].pid);
        const started = performance.now();
        await tx.query('select count(*) from generate_series(1, 5000000)');
        const wallMs = performance.now() - started;
        return { wallMs, cpuMs: (cpuOf(rows[0].pid) - cpuBefore) * 1000 };
      }),
    );
  }
  const wallMs = runs.reduce((sum, run) => sum + run.wallMs, 0);
  const cpuMs = runs.reduce((sum, run) => sum + run.cpuMs, 0);
  return {
    countMs: Math.min(...runs.map((run) => run.wallMs)),
    coreShare: Math.min(1, cpuMs / wallMs),
    loadBefore: os.loadavg()[0],
    cores: os.cpus().length,
  };
}

/** Runs everything but the load; returns the figures and writes the report. */
export async function measureScale({ log = (message) => console.error(`› ${message}`) } = {}) {
  log('Scale: starting the kept PostgreSQL (building its data on the first run) …');
  const { cluster, admin, size, data } = await openScaleDatabase({ log: (message) => log(`  ${message}`) });
  try {
    const counts = await scaleCounts(admin);
    const machine = await machineSpeed(admin);
    const orgs = await measuredOrganizations(admin);
    // Leftovers of earlier runs that would change the organizations: Ask AI's conversations and counters.
    await admin.query(
      `delete from public.aide_chat_conversations where organization_id in (select id from aide_bench.orgs)`,
    );
    await admin.query(
      `delete from aide_private.usage_counters where organization_id in (select id from aide_bench.orgs)`,
    );
    const api = await startScaleApi(cluster.url);
    const figures = { outbound: {}, inbound: {} };
    try {
      for (const plan of ['outbound', 'inbound']) {
        for (const which of ['large', 'small']) {
          // BENCH_SCALE_ONLY=outbound-large,… measures some organizations only, while working on a figure.
          if (ONLY && !ONLY.includes(`${plan}-${which}`)) continue;
          const org = orgs[plan][which];
          log(`${org.name} (${plan}, ${which}) …`);
          const token = await signIn(api, org.owner_email);
          const measure = plan === 'outbound' ? outboundFigures : inboundFigures;
          figures[plan][which] = await measure({ admin, api, org, token, log });
          fs.writeFileSync(PARTIAL, `${JSON.stringify(figures, null, 2)}\n`);
        }
      }
    } finally {
      await api.close();
    }
    // The job that grows with the number of companies: every night each organization's statistics are
    // computed again (the 365-day window moves), as refreshAllCustomerStats does.
    log('Nightly customer statistics of every organization …');
    const started = performance.now();
    await admin.query(
      `select aide_private.refresh_customer_stats(o.id, current_date) from public.aide_organizations o
        where o.status = 'active'`,
    );
    figures.nightlyStatsMs = performance.now() - started;
    const heaviest = await heaviestStatements({ cluster, admin, orgs, log });
    machine.loadAfter = os.loadavg()[0];
    const result = { size, data, counts, orgs, figures, heaviest, machine };
    return result;
  } finally {
    await admin.close();
    await cluster.stop();
  }
}

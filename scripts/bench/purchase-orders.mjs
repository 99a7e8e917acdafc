// Rows "10,000 purchase orders": the inbound inbox, the sandbox ERP's first sync and reconciliation at that size.
// Runs on its own backend (PGlite or PostgreSQL, see backends.mjs) so the generated orders never touch the
// browser measurements' data:
// Contoso Supply gets 10,000 generated orders on top of its seed, scored by the API's first list (the way any
// batch of new orders is scored), then the list is timed with the filters a team uses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { insertGeneratedPurchaseOrders } from '@aide/api';
import { DEMO as SEED } from '@aide/supabase-emulator';
import { median, p95, signInToken, startBenchBackend } from './backends.mjs';
import { DEMO } from './session.mjs';
import { REPO_ROOT } from '../local-stack.mjs';

export const GENERATED_ORDERS = 10_000;
const RECONCILIATION_QUERIES = [
  'page_size=20',
  'page=3&page_size=20',
  'price_tolerance_percent=0&page_size=20',
  'status=mismatch&page_size=20',
  'quantity_tolerance_percent=10&sort=customer_name',
  'page_size=20',
];
/** The list queries a team uses, as the API's test of the list at size checks them. */
const { queries: LIST_QUERIES } = JSON.parse(
  await readFile(
    path.join(REPO_ROOT, 'packages/api/tests/fixtures/purchase-orders/list-queries.json'),
    'utf8',
  ),
);

async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} failed: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

async function send(method, url, token, body) {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The sandbox link flow as the inbound remote runs it: link token, approval, server-side exchange + first sync. */
export async function connectSandboxErp(apiUrl, token) {
  const contoso = SEED.organizations.contoso;
  const { link_token: linkToken } = await send(
    'POST',
    `${apiUrl}/merge/integrations/create-link-token`,
    token,
    {
      user: { organization: { id: contoso, name: 'Contoso Supply' }, email_address: DEMO.ivy.email },
      integration: 'quickbooks',
    },
  );
  const { public_token: publicToken } = await send(
    'POST',
    `${apiUrl}/merge/sandbox/link/${encodeURIComponent(linkToken)}/public-token`,
    token,
  );
  await send('GET', `${apiUrl}/integrations/account-token/${encodeURIComponent(publicToken)}`, token);
}

/** @param {{ backend?: 'pglite' | 'postgres' }} [options] */
export async function measurePurchaseOrders({ backend: kind = 'pglite' } = {}) {
  const backend = await startBenchBackend(kind);
  const { apiUrl, db } = backend;
  try {
    const token = await signInToken(backend, DEMO.ivy);

    let started = performance.now();
    await insertGeneratedPurchaseOrders(db, SEED.organizations.contoso, GENERATED_ORDERS);
    const insertMs = performance.now() - started;

    // The first list scores every unscored order (and applies the rules to pending ones).
    const first = await timed(`${apiUrl}/accounting/purchase-orders?page_size=20`, token);
    if (first.body.total < GENERATED_ORDERS)
      throw new Error(`Expected ${GENERATED_ORDERS}+ orders, got ${first.body.total}`);

    // The sandbox ERP creates a sales order and an invoice for every approved order on its first sync.
    started = performance.now();
    await connectSandboxErp(apiUrl, token);
    const syncMs = performance.now() - started;

    const listSamples = [];
    for (const round of [0, 1, 2]) {
      for (const query of LIST_QUERIES) {
        const { ms } = await timed(`${apiUrl}/accounting/purchase-orders?${query}`, token);
        if (round > 0) listSamples.push(ms); // round 0 warms the plan cache
      }
    }
    // The first request after the sync matches every new order once, into the kept order facts (cold); the
    // next ones, with other tolerances and pages as a team would browse, read the facts.
    const reconciliationSamples = [];
    const cold = await timed(`${apiUrl}/accounting/reconciliation?page_size=20`, token);
    for (const query of RECONCILIATION_QUERIES) {
      const { ms } = await timed(`${apiUrl}/accounting/reconciliation?${query}`, token);
      reconciliationSamples.push(ms);
    }
    // A change as a team makes one: an exception resolved, then the first page read after it.
    const exception = (await timed(`${apiUrl}/accounting/reconciliation/exceptions?page_size=1`, token)).body
      .items[0];
    await send('POST', `${apiUrl}/accounting/reconciliation/exceptions/resolve`, token, {
      purchase_order_id: exception.purchase_order_id,
      document_kind: exception.document_kind,
      line_ref: exception.line_ref,
      note: 'Checked with the customer.',
    });
    const afterResolve = await timed(`${apiUrl}/accounting/reconciliation?page_size=20`, token);
    started = performance.now();
    const exported = await fetch(`${apiUrl}/accounting/reconciliation/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const csv = await exported.text();
    const exportMs = performance.now() - started;
    return {
      backend: kind,
      orders: first.body.total,
      insertMs,
      firstListMs: first.ms,
      syncMs,
      list: { median: median(listSamples), p95: p95(listSamples) },
      reconciliation: { median: median(reconciliationSamples), p95: p95(reconciliationSamples) },
      reconciliationColdMs: cold.ms,
      reconciliationAfterResolveMs: afterResolve.ms,
      exportMs,
      exportRows: csv.trim().split('\n').length - 1,
    };
  } finally {
    await backend.close();
  }
}

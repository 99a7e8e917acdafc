// Rows "100,000-row customer CSV": parse + validate in the browser (a web worker), the longest main-thread
// block meanwhile, the all-or-nothing import through the API, then customer search latency at that size.
// Runs as an empty organization (Fresh Start Co) on the bench's in-memory database.
import { clickSignIn, fillCredentials, openLogin, withColdPage } from './session.mjs';

export const IMPORT_ROWS = 100_000;
const TIMEOUT = 180_000;
const SEARCHES = ['park', 'cust-0424', 'berg', 'imports', '@foods-7', 'olivia', 'market 12', 'zzz-none'];

const FIRST = ['Olivia', 'Diego', 'Hannah', 'Kenji', 'Amara', 'Lena', 'Marco', 'Sofia', 'Noah', 'Priya'];
const LAST = [
  'Park',
  'Alvarez',
  'Becker',
  'Watanabe',
  'Okafor',
  'Fischer',
  'Rossi',
  'Berg',
  'Nguyen',
  'Silva',
];
const KIND = ['Foods', 'Market', 'Imports', 'Deli', 'Grocers', 'Trading'];
const SEGMENTS = ['Enterprise', 'Mid-market', 'Small business', 'Consumer'];

/** A deterministic customer list of `rows` lines plus a header, as a sales team would export it. */
export function customerCsv(rows = IMPORT_ROWS) {
  const lines = ['Customer Name,Email Address,Company Name,Phone,Segment,City'];
  for (let i = 0; i < rows; i += 1) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const company = `${last} ${KIND[i % KIND.length]} ${Math.floor(i / 60)}`;
    const email = `${first}.${last}.cust-${String(i).padStart(6, '0')}@${KIND[i % KIND.length].toLowerCase()}-${i % 97}.test`;
    lines.push(
      `${first} ${last},${email.toLowerCase()},${company},+1 555 ${String(i % 10_000).padStart(4, '0')},${SEGMENTS[i % 4]},City ${i % 250}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// Long tasks (> 50 ms on the main thread) and the file input's change time, recorded inside the page.
const observeMainThread = () => {
  window.__bench = { longTasks: [], changeAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('change', (event) => (window.__bench.changeAt = event.timeStamp), true);
};

async function timeBrowserImport(browser, stack, user, csv) {
  return withColdPage(browser, async (page) => {
    await page.addInitScript(observeMainThread);
    await openLogin(page, stack.urls.shell);
    await fillCredentials(page, user);
    await clickSignIn(page);
    await page.waitForURL('**/dashboard', { timeout: TIMEOUT });
    await page.goto(`${stack.urls.shell}/customer-upload`);
    const input = page.locator('input[type=file]');
    await input.waitFor({ state: 'attached', timeout: TIMEOUT });

    await input.setInputFiles({ name: 'customers-100k.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const ready = `${IMPORT_ROWS.toLocaleString('en-US')} customers ready to import.`;
    const checkedAt = await page
      .waitForFunction((text) => document.body.innerText.includes(text) && performance.now(), ready, {
        polling: 50,
        timeout: TIMEOUT,
      })
      .then((handle) => handle.jsonValue());
    const { changeAt, longTasks } = await page.evaluate(() => window.__bench);
    const during = longTasks.filter(
      (task) => task.start + task.duration >= changeAt && task.start <= checkedAt,
    );
    const longestBlock = Math.max(0, ...during.map((task) => task.duration));

    const startedAt = await page.evaluate(() => performance.now());
    await page
      .getByRole('button', { name: `Import ${IMPORT_ROWS.toLocaleString('en-US')} customers` })
      .click();
    const importedAt = await page
      .waitForFunction(
        () => /customers imported:/.test(document.body.innerText) && performance.now(),
        undefined,
        { polling: 50, timeout: TIMEOUT },
      )
      .then((handle) => handle.jsonValue());
    return { parseMs: checkedAt - changeAt, longestBlockMs: longestBlock, importMs: importedAt - startedAt };
  });
}

async function accessToken(stack, user) {
  const response = await fetch(`${stack.urls.supabase}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: stack.anonKey ?? '' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`Bench sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

// My Customers' list at the same size: search plus the filters and sorts the screen offers.
const MY_CUSTOMERS_QUERIES = [
  '',
  'search=anna',
  'at_risk=true',
  'last_order=never&sort=-revenue_12m',
  'segment=Enterprise&sort=last_order_on',
  'search=smith&last_order=over_90d&page=3',
];

/** Median and p95 of `paths` (each run three times; the first round warms the plan cache). */
async function timeRequests(stack, token, paths) {
  const samples = [];
  for (const round of [0, 1, 2]) {
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${stack.urls.api}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`${path} failed: ${response.status} ${JSON.stringify(body)}`);
      if (round > 0) samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], p95: samples[Math.floor(samples.length * 0.95)] };
}

export async function measureCustomerImport(browser, stack, user) {
  const csv = customerCsv();
  const browserImport = await timeBrowserImport(browser, stack, user, csv);
  const token = await accessToken(stack, user);
  const search = await timeRequests(
    stack,
    token,
    SEARCHES.map((term) => `/api/customers?search=${encodeURIComponent(term)}&page=1&page_size=20`),
  );
  const myCustomers = await timeRequests(
    stack,
    token,
    MY_CUSTOMERS_QUERIES.map((query) => `/api/customers_search?${query}`),
  );
  return { rows: IMPORT_ROWS, csvBytes: csv.length, ...browserImport, search, myCustomers };
}

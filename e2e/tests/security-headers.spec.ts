import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInToWorkspace } from '../support/session';

/** Every Content-Security-Policy violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the shell and the remotes are served with a strict CSP, frame protection, nosniff and a referrer policy', async ({
  page,
  request,
}) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toMatch(
    /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003(;|$)/,
  );
  expect(csp).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:54321/);
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  for (const url of [
    'http://localhost:3001/mf-manifest.json',
    'http://localhost:3002/',
    'http://localhost:3003/mf-manifest.json',
    '/main.js',
  ]) {
    const other = await request.get(url);
    expect(other.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  }
  // The API's answers cannot be framed or sniffed either.
  const api = await request.get('http://127.0.0.1:5000/healthz');
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('another page cannot frame the login page', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
  await page.setContent('<iframe src="http://localhost:3000/login" width="800" height="600"></iframe>');
  await refused;
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('signing in and opening both remotes breaks no rule of the policy (scripts, styles, workers, sockets)', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await signInToWorkspace(page, DEMO.sam);
  // The CSV import's worker starts from a blob, as start-import-worker does.
  const worker = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const url = URL.createObjectURL(new Blob(['postMessage("ok")'], { type: 'text/javascript' }));
        const started = new Worker(url);
        started.onmessage = (event: MessageEvent<string>) => resolve(event.data);
        started.onerror = () => resolve('refused');
      }),
  );
  expect(worker).toBe('ok');
  expect(await violations()).toEqual([]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInToWorkspace(page, DEMO.ivy);
  expect(await violations()).toEqual([]);
});

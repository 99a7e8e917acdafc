import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, expectOrganization, signInToWorkspace } from '../support/session';

const CONTROL = 'http://127.0.0.1:3999';
const RELEASES = 'http://localhost:3004';

const useOutbound = (request: APIRequestContext, version: string) =>
  request.post(`${CONTROL}/apps/shell/env`, {
    data: { OUTBOUND_MANIFEST_URL: `${RELEASES}/outbound-remote/${version}/mf-manifest.json` },
  });

/** Paths of the outbound remote's scripts the page fetched from the releases origin. */
function watchReleaseScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === RELEASES && url.pathname.endsWith('.js')) fetched.push(url.pathname);
  });
  return fetched;
}

test.afterAll(async ({ request }) => {
  await request.post(`${CONTROL}/apps/shell/env`, { data: {} });
});

test('the outbound team releases versions; the shell loads the configured one, and a rollback is a config change', async ({
  page,
  request,
}) => {
  for (const version of ['2026.11.1', '2026.11.2']) {
    expect((await request.post(`${CONTROL}/releases/outbound/${version}`)).status()).toBe(204);
  }
  const release = await request.get(`${RELEASES}/outbound-remote/2026.11.2/release.json`);
  expect(await release.json()).toEqual(
    expect.objectContaining({ app: 'outbound-remote', version: '2026.11.2', files: expect.any(Array) }),
  );

  await useOutbound(request, '2026.11.2');
  const fetched = watchReleaseScripts(page);
  await signInToWorkspace(page, DEMO.sam);
  expect(fetched).toContain('/outbound-remote/2026.11.2/remoteEntry.js');
  expect(fetched.every((file) => file.startsWith('/outbound-remote/2026.11.2/'))).toBe(true);

  // Roll back: only the shell's configuration changes; the shell is neither rebuilt nor redeployed. The member
  // opens the app again in a new tab (what the first tab may still fetch of its release is not counted).
  await useOutbound(request, '2026.11.1');
  const again = await page.context().newPage();
  const fetchedAgain = watchReleaseScripts(again);
  await again.goto(page.url());
  await expectOrganization(again, DEMO.sam.organization);
  expect(fetchedAgain).toContain('/outbound-remote/2026.11.1/remoteEntry.js');
  expect(fetchedAgain.every((file) => file.startsWith('/outbound-remote/2026.11.1/'))).toBe(true);
});

test('cache headers as a CDN needs them: entries and manifests revalidate, hashed chunks are immutable', async ({
  request,
}) => {
  const outbound = 'http://localhost:3001';
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'main.js', 'index.html']) {
    const response = await request.get(`${outbound}/${file}`);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
  const manifest = (await (await request.get(`${outbound}/mf-manifest.json`)).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes[0]!.assets.js.sync.find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
  const hashed = await request.get(`${outbound}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['content-encoding']).toBe('gzip');
  // Every current browser asks for brotli too, and gets the smaller copy; a cache keeps the two apart.
  const brotli = await request.get(`${outbound}/${chunk}`, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toBe('Accept-Encoding');
  expect(await brotli.text()).toBe(await hashed.text());
});

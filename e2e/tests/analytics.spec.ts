import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, expectOrganization, signIn } from '../support/session';

const EVENTS_URL = 'http://127.0.0.1:5000/api/analytics/events';

interface StoredEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  timestamp: string;
  received_at: string;
}

/** The local read-back route answers signed-in callers only: the member's own access token. */
async function storedEvents(request: APIRequestContext, token: string, event: string, distinctId?: string) {
  const params = { event, limit: 100, ...(distinctId ? { distinct_id: distinctId } : {}) };
  const response = await request.get(EVENTS_URL, { params, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: StoredEvent[] }).events;
}

// posthog-js drops events from browsers that look automated (HeadlessChrome user agent or brand,
// navigator.webdriver), so this page presents itself as an ordinary Chrome.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
});

test('signing in sends a login event and a /dashboard page view for the member (local analytics store)', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectOrganization(page, DEMO.sam.organization);

  const session = await page.evaluate(() => {
    const stored = localStorage.getItem('sb-127-auth-token');
    return stored ? (JSON.parse(stored) as { access_token: string; user: { id: string } }) : null;
  });
  const userId = session?.user.id;
  const token = session?.access_token ?? '';
  expect(userId).toBeTruthy();

  // posthog-js batches requests and flushes every 5 s.
  await expect
    .poll(
      async () =>
        (await storedEvents(request, token, 'login', userId!)).map((event) => event.properties.method),
      {
        timeout: 20_000,
        intervals: [1000],
      },
    )
    .toContain('password');

  // The /dashboard page view may be sent before the member is identified (anonymous distinct id), so it is
  // matched to this browser by posthog's device id, which the login event carries too.
  const [login] = await storedEvents(request, token, 'login', userId!);
  expect(login?.properties.email).toBe(DEMO.sam.email);
  const deviceId = login?.properties.$device_id;
  expect(deviceId).toBeTruthy();
  await expect
    .poll(
      async () =>
        (await storedEvents(request, token, '$pageview'))
          .filter((event) => event.properties.$device_id === deviceId)
          .map((event) => event.properties.$pathname),
      { timeout: 20_000, intervals: [1000] },
    )
    .toContain('/dashboard');
});

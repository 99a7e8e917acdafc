import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForScreen } from '../support/accessibility';
import { backgroundLuminance, deskLayoutProblems, PHONE, phoneLayoutProblems } from '../support/phone';
import { INBOUND_SCREENS, OUTBOUND_SCREENS, SIGNED_OUT_SCREENS } from '../support/screens';
import { DEMO, signIn } from '../support/session';

/**
 * Every route at 390 × 844 with touch (docs/accessibility.md): no page scrolls sideways, no navigation item
 * is cut, no visible tap target is under 24 × 24 px (primary actions 44 px tall). Each screen is opened by its
 * address. From 1,024 px up, no table scrolls inside its box. The screens before the workspace (login, the
 * loading spinner, the auth cards) follow the dark scheme, chosen or the system's.
 */

test.describe.configure({ timeout: 240_000 });

async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  return context.newPage();
}

/** Signs in and waits for the workspace (a phone's top bar may leave the organization's name to a menu). */
async function signInOnPhone(page: Page, member: { email: string; password: string }) {
  await signIn(page, member);
  await expect(page).not.toHaveURL(/\/login/);
  await waitForScreen(page);
}

async function problemsOf(
  page: Page,
  paths: readonly string[],
  problems = phoneLayoutProblems,
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForScreen(page);
      found.push(...(await problems(page)).map((problem) => `${path}: ${problem}`));
    });
  }
  return found;
}

test('signed-out screens fit a phone', async ({ browser }) => {
  const page = await newPhonePage(browser);
  expect(await problemsOf(page, SIGNED_OUT_SCREENS)).toEqual([]);
});

test('every outbound screen fits a phone', async ({ browser }) => {
  const page = await newPhonePage(browser);
  await signInOnPhone(page, DEMO.sam);
  expect(await problemsOf(page, OUTBOUND_SCREENS)).toEqual([]);
});

test('every inbound screen fits a phone', async ({ browser }) => {
  const page = await newPhonePage(browser);
  await signInOnPhone(page, DEMO.ivy);
  expect(await problemsOf(page, INBOUND_SCREENS)).toEqual([]);
});

test('tables fit their page on a desk from 1,024 px up (nothing clipped, no sideways scroll)', async ({
  browser,
}) => {
  const found: string[] = [];
  for (const [member, screens] of [
    [DEMO.sam, OUTBOUND_SCREENS],
    [DEMO.ivy, INBOUND_SCREENS],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signInOnPhone(page, member);
    found.push(...(await problemsOf(page, screens, deskLayoutProblems)));
    await context.close();
  }
  expect(found).toEqual([]);
});

/** Dark enough to be the dark scheme: antd's dark surfaces are under 0.05; its light ones over 0.8. */
const DARK = 0.2;

test('the login, loading and auth screens are dark in the dark scheme, chosen or the system’s', async ({
  browser,
}) => {
  // The system asks for dark; nothing chosen in this browser.
  const system = await browser.newContext({ ...PHONE, reducedMotion: 'reduce', colorScheme: 'dark' });
  const page = await system.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await backgroundLuminance(page, 'main')).toBeLessThan(DARK);
  expect(await backgroundLuminance(page, 'h1')).toBeLessThan(DARK);

  // An expired reset link: the app's AuthCard.
  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  expect(await backgroundLuminance(page, 'main')).toBeLessThan(DARK);
  expect(await backgroundLuminance(page, 'h1')).toBeLessThan(DARK);

  // The spinner while the workspace loads (its remote held back a moment).
  await page.route('**/mf-manifest.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await signIn(page, DEMO.sam);
  const loading = page.getByRole('status').filter({ hasText: /Loading/ });
  await expect(loading).toBeVisible();
  expect(await backgroundLuminance(page, '[role="status"]:has-text("Loading")')).toBeLessThan(DARK);
  await system.close();

  // Chosen in this browser (the account menu's setting) on a light system.
  const chosen = await browser.newContext({ ...PHONE, reducedMotion: 'reduce', colorScheme: 'light' });
  await chosen.addInitScript(() => localStorage.setItem('aide:color-scheme', 'dark'));
  const other = await chosen.newPage();
  await other.goto('/login');
  await expect(other.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await backgroundLuminance(other, 'h1')).toBeLessThan(DARK);
  await chosen.close();
});

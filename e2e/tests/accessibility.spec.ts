import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  VIEWPORTS,
  describeViolations,
  screenViolations,
  waitForScreen,
  type ScreenViolation,
} from '../support/accessibility';
import { INBOUND_SCREENS, OUTBOUND_SCREENS, SIGNED_OUT_SCREENS } from '../support/screens';
import { DEMO, signInToWorkspace } from '../support/session';

/**
 * WCAG 2.2 AA on every screen (docs/accessibility.md): axe on every route of both plans, signed in and out,
 * at desktop and phone widths. One browser context per plan, signed in once; each screen is opened by its
 * address, as a bookmark would. Motion is reduced so no screen is caught half-way through a transition.
 */

async function newPage(browser: Browser, scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: VIEWPORTS.desktop });
  // The member's remembered colour scheme (ui-kit's COLOR_SCHEME_STORAGE_KEY).
  await context.addInitScript((value) => localStorage.setItem('aide:color-scheme', value), scheme);
  return context.newPage();
}

/** Opens each screen at each width and collects what axe finds. */
async function checkScreens(
  page: Page,
  paths: readonly string[],
  viewports: readonly (keyof typeof VIEWPORTS)[] = ['desktop', 'phone'],
  label = '',
): Promise<ScreenViolation[]> {
  const found: ScreenViolation[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    for (const path of paths) {
      const screen = `${path} (${viewport}${label})`;
      await test.step(screen, async () => {
        await page.goto(path);
        await waitForScreen(page);
        found.push(...(await screenViolations(page, screen)));
      });
    }
  }
  return found;
}

test.describe.configure({ timeout: 300_000 });

test('signed-out screens meet WCAG 2.2 AA', async ({ browser }) => {
  const page = await newPage(browser);
  const violations = await checkScreens(page, SIGNED_OUT_SCREENS);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('every outbound screen meets WCAG 2.2 AA', async ({ browser }) => {
  const page = await newPage(browser);
  await signInToWorkspace(page, DEMO.sam);
  const violations = await checkScreens(page, OUTBOUND_SCREENS);

  // A customer's page, opened from My Customers.
  await page.goto('/sales-assistant');
  const customer = page.getByRole('main').locator('a[href*="/sales-assistant/customers/"]').first();
  await customer.click();
  await waitForScreen(page);
  violations.push(...(await screenViolations(page, 'customer page (phone)')));

  // The sidebar drawer of a phone, open.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  violations.push(...(await screenViolations(page, 'sidebar drawer (phone)')));
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('a new outbound organization (setup banner, empty states) meets WCAG 2.2 AA', async ({ browser }) => {
  const page = await newPage(browser);
  await signInToWorkspace(page, DEMO.fresh);
  const violations = await checkScreens(page, ['/dashboard', '/customer-upload']);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('every inbound screen meets WCAG 2.2 AA', async ({ browser }) => {
  const page = await newPage(browser);
  await signInToWorkspace(page, DEMO.ivy);
  const violations = await checkScreens(page, INBOUND_SCREENS);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('dark mode meets WCAG 2.2 AA too, at desktop and phone widths, signed out as well', async ({
  browser,
}) => {
  const signedOut = await newPage(browser, 'dark');
  const violations = await checkScreens(signedOut, SIGNED_OUT_SCREENS, ['desktop', 'phone'], ', dark');
  const outbound = await newPage(browser, 'dark');
  await signInToWorkspace(outbound, DEMO.sam);
  violations.push(...(await checkScreens(outbound, OUTBOUND_SCREENS, ['desktop', 'phone'], ', dark')));
  const inbound = await newPage(browser, 'dark');
  await signInToWorkspace(inbound, DEMO.ivy);
  violations.push(...(await checkScreens(inbound, INBOUND_SCREENS, ['desktop', 'phone'], ', dark')));
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('every screen reflows at 320 px (no sideways scrolling of the page)', async ({ browser }) => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 320, height: 640 });
  await signInToWorkspace(page, DEMO.sam);
  const overflowing: string[] = [];
  for (const path of OUTBOUND_SCREENS) {
    await page.goto(path);
    await waitForScreen(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) overflowing.push(`${path}: ${width} px`);
  }
  expect(overflowing).toEqual([]);
});

test('keyboard: the skip link comes first, the phone drawer closes with Escape and returns focus, Ctrl+B is announced', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signInToWorkspace(page, DEMO.sam);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('live-announcer-polite')).toHaveText('Sidebar collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('live-announcer-polite')).toHaveText('Sidebar expanded');

  await page.setViewportSize(VIEWPORTS.phone);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Focus stays inside the open drawer.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});

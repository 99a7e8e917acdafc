import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForScreen } from '../support/accessibility';
import { PHONE, phoneLayoutProblems } from '../support/phone';
import { INBOUND_SCREENS, OUTBOUND_SCREENS, SIGNED_OUT_SCREENS } from '../support/screens';
import { DEMO, signIn } from '../support/session';

/**
 * Every route at 390 × 844 with touch (docs/accessibility.md): no page scrolls sideways, no navigation item
 * is cut, no visible tap target is under 24 × 24 px. Each screen is opened by its address, in the light and
 * the dark scheme alike (layout does not depend on it, so light only).
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

async function problemsOf(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForScreen(page);
      found.push(...(await phoneLayoutProblems(page)).map((problem) => `${path}: ${problem}`));
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

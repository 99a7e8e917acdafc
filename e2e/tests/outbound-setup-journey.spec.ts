import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/session';
import { openedMenu } from '../support/popups';

// One organization's first day, in order: Fresh Start Co has nothing uploaded and no last name on file.
// The steps share the organization's data, so they run serially in one browser page.
test.describe.configure({ mode: 'serial' });

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** Text on the page itself, not its copy in the screen-reader announcer (a live region). */
const shown = (page: Page, text: string | RegExp) =>
  page.getByText(text).and(page.locator(':not([aria-live])'));

const banner = (page: Page) => page.getByRole('region', { name: 'Setup Progress' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navItem = (page: Page, name: string) => nav(page).getByRole('link', { name });
const badgeOf = (page: Page, item: string) =>
  nav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: item }) })
    .getByRole('img', {
      name: 'Needs attention',
    });

async function chooseFile(page: Page, file: string) {
  await page.locator('input[type=file]').setInputFiles(fixture(file));
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, DEMO.fresh);
  await page.waitForURL('**/dashboard');
});

test.afterAll(async () => {
  await page.close();
});

test('a new organization sees 0 of 4 complete and a badge on every data step', async () => {
  await expect(banner(page)).toContainText('0 of 4 complete');
  for (const item of ['Add Customers List', 'Add Inventory', 'Add Sales History', 'Integrations']) {
    await expect(badgeOf(page, item)).toBeVisible();
  }
  await expect(badgeOf(page, 'Dashboard')).toHaveCount(0);
});

test('completing the profile closes the first step', async () => {
  await page.getByRole('button', { name: /Fresh/ }).click();
  await (await openedMenu(page)).getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Last name').fill('Start');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(banner(page)).toContainText('1 of 4 complete');
});

test('a customer file with bad rows is reported by line number and nothing is imported', async () => {
  await navItem(page, 'Add Customers List').click();
  await chooseFile(page, 'customers-with-errors.csv');
  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row', { name: /^3 .*Name/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /^4 .*Email/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /^5 .*row 2/i })).toBeVisible();
  // The page's alert (the announcer repeats it for screen readers).
  await expect(page.getByRole('alert').filter({ hasText: 'nothing has been imported' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await expect(badgeOf(page, 'Add Customers List')).toBeVisible();
  await expect(banner(page)).toContainText('1 of 4 complete');
});

test('a clean customer file imports, and re-importing it updates instead of duplicating', async () => {
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await chooseFile(page, 'customers.csv');
  await page.getByRole('button', { name: 'Import 5 customers' }).click();
  await expect(shown(page, '5 customers imported: 5 new, 0 updated')).toBeVisible();
  await expect(banner(page)).toContainText('2 of 4 complete');
  await expect(badgeOf(page, 'Add Customers List')).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload another file' }).click();
  await chooseFile(page, 'customers.csv');
  await page.getByRole('button', { name: 'Import 5 customers' }).click();
  await expect(shown(page, /5 customers imported: 0 new/)).toBeVisible();
});

test('inventory imports from an Excel workbook and lists its items', async () => {
  await navItem(page, 'Add Inventory').click();
  await page.getByRole('button', { name: 'Upload inventory' }).click();
  await chooseFile(page, 'inventory.xlsx');
  await page.getByRole('button', { name: 'Import 4 products' }).click();
  await expect(shown(page, /4 products imported: 4 new/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('cell', { name: 'Jasmine Rice 5 kg' })).toBeVisible();
  await expect(banner(page)).toContainText('3 of 4 complete');
  await expect(badgeOf(page, 'Add Inventory')).toHaveCount(0);
});

test('sales history imports, the summary shows it, and the finished setup hides the banner', async () => {
  await navItem(page, 'Add Sales History').click();
  await chooseFile(page, 'sales-history.csv');
  await page.getByRole('button', { name: /^Import 5/ }).click();
  await expect(shown(page, /imported: 5 new/)).toBeVisible();
  await expect(page.getByText('$679.00')).toBeVisible();
  await expect(badgeOf(page, 'Add Sales History')).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  // Only the notetaker is left, and that is an integration, not a setup step.
  await expect(badgeOf(page, 'Integrations')).toBeVisible();
});

test('Ctrl+B collapses the sidebar and the choice survives a reload', async () => {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('a 390 px wide screen gets the sidebar as an off-canvas drawer', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(nav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Add Customers List' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(drawer).toBeHidden();
});

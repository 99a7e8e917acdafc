import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForScreen } from '../support/accessibility';
import { PHONE, phoneLayoutProblems } from '../support/phone';
import { DEMO } from '../support/session';
import { openedMenu } from '../support/popups';

/**
 * The main journeys of both plans on a phone held in one hand (390 × 844, touch): every step is a tap, every
 * list is cards, the filters are one sheet, the navigation is a drawer or a bottom bar, and no state along
 * the way (an open drawer, sheet or card) scrolls sideways or offers a target under 24 px. Nothing is
 * changed in the data, so the desk journeys that run after find it as they expect.
 */

test.describe.configure({ timeout: 180_000 });

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  return context.newPage();
}

async function signInByTap(page: Page, member: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
  await expect(page).not.toHaveURL(/\/login/);
  await waitForScreen(page);
}

/** Fails with what does not fit, named by the step it was found at. */
async function expectFits(page: Page, step: string) {
  const problems = (await phoneLayoutProblems(page)).map((problem) => `${step}: ${problem}`);
  expect(problems).toEqual([]);
}

test('outbound on a phone: the sidebar drawer, inventory and My Customers as cards, a Filters sheet, a customer, Ask AI', async ({
  browser,
}) => {
  const page = await phone(browser);
  await signInByTap(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectFits(page, 'dashboard');

  await page.getByRole('button', { name: 'Toggle sidebar' }).tap();
  const sidebar = page.getByRole('dialog');
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectFits(page, 'sidebar drawer');
  await sidebar.getByRole('link', { name: 'Add Inventory' }).tap();
  await expect(page).toHaveURL(/\/inventory/);
  await waitForScreen(page);
  await expect(page.getByRole('list', { name: 'products' }).getByRole('listitem').first()).toBeVisible();
  await expectFits(page, 'inventory');

  // The top bar's quick links.
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'My Customers' })
    .tap();
  await expect(page).toHaveURL(/\/sales-assistant/);
  await waitForScreen(page);

  // One card per customer, no table.
  const customers = page.getByRole('list', { name: 'customers' });
  await expect(customers.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFits(page, 'My Customers');

  // The filters are one sheet; its button counts what is on.
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('combobox', { name: 'Segment' })).toBeVisible();
  await expectFits(page, 'Filters sheet');
  await sheet.getByRole('switch', { name: 'At risk only' }).tap();
  await sheet.getByRole('button', { name: 'Show results' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
  await waitForScreen(page);
  const atRisk = customers.getByRole('listitem');
  await expect(atRisk.first()).toContainText('at risk');

  // The rest of a row on tap.
  const first = atRisk.first();
  await first.getByRole('button', { name: 'Details' }).tap();
  await expect(first.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText('Orders', { exact: true })).toBeVisible();
  await expectFits(page, 'a card opened');

  // The customer's page.
  const name = first.getByRole('link').first();
  const customerName = (await name.textContent())!.trim();
  await name.tap();
  await expect(page).toHaveURL(/\/sales-assistant\/customers\//);
  await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await waitForScreen(page);
  await expectFits(page, 'customer page');

  // Ask AI from the top bar: the answer (its table too) fits the screen.
  await page.getByRole('link', { name: 'Ask AI' }).tap();
  await expect(page).toHaveURL(/\/ask-ai$/);
  await page.getByLabel('Your question').fill('Who were our top customers by revenue last quarter?');
  await page.getByLabel('Your question').press('Enter');
  await expect(page).toHaveURL(/\/ask-ai\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText('Built-in analyst').first()).toBeVisible();
  await waitForScreen(page);
  await expectFits(page, 'Ask AI answer');
});

test('inbound on a phone: the inbox as cards, an order, the bottom bar, reconciliation, the team', async ({
  browser,
}) => {
  const page = await phone(browser);
  await signInByTap(page, DEMO.ivy);
  await expect(page).toHaveURL(/\/inbound-module/);
  await expectFits(page, 'inbox');

  // The status filter spans the screen; Pending leaves only pending orders.
  await page.locator('.ant-segmented').getByText('Pending', { exact: true }).tap();
  await expect(page).toHaveURL(/status=pending/);
  await waitForScreen(page);
  const orders = page.getByRole('list', { name: 'purchase orders' });
  await expect(orders.getByRole('listitem').first()).toContainText('Pending');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFits(page, 'pending orders');

  // An order opens from its card; its decisions are a thumb tall.
  const card = orders.getByRole('listitem').first();
  const number = (await card.getByRole('button').first().textContent())!.trim();
  await card.getByRole('button', { name: number }).tap();
  const drawer = page.getByRole('dialog', { name: `Purchase order ${number}` });
  await expect(drawer.getByRole('button', { name: 'Approve' })).toBeVisible();
  await waitForScreen(page);
  await expectFits(page, 'order drawer');
  await drawer.getByRole('button', { name: 'Close' }).tap();
  await expect(drawer).toBeHidden();

  // The bottom bar: Reconciliation, whole, under the thumb.
  const nav = page.getByRole('navigation', { name: 'Inbound' });
  await nav.getByRole('link', { name: 'Reconciliation' }).tap();
  await expect(page).toHaveURL(/tab=reconciliation/);
  await expect(nav.getByRole('link', { name: 'Reconciliation' })).toHaveAttribute('aria-current', 'page');
  await waitForScreen(page);
  const exceptions = page.getByRole('list', { name: 'exceptions' });
  const exception = exceptions.getByRole('listitem').first();
  await expect(exception.getByRole('button', { name: 'Resolve' })).toBeVisible();
  await exception.getByRole('button', { name: 'Details' }).tap();
  await expect(exception.getByText('SKU / description')).toBeVisible();
  await expectFits(page, 'exceptions');

  // All orders: an order's lines are cards inside its card.
  await page.getByText('All orders', { exact: true }).tap();
  await waitForScreen(page);
  const reconciled = page.getByRole('list', { name: 'orders' }).getByRole('listitem').first();
  await reconciled.getByRole('button', { name: 'Details' }).first().tap();
  await expect(reconciled.getByRole('list', { name: /^Lines of / })).toBeVisible();
  await expectFits(page, 'an order reconciled');

  // The team, from the account menu: members as cards. The menu opens under its button for a phone that
  // asks for reduced motion (this one does), not thousands of pixels below the screen.
  await page.getByRole('button', { name: /^Account menu/ }).tap();
  const menu = await openedMenu(page);
  expect((await menu.boundingBox())!.y).toBeLessThan(120);
  await menu.getByRole('menuitem', { name: 'Team' }).tap();
  await expect(page).toHaveURL(/\/team$/);
  await waitForScreen(page);
  await expect(page.getByRole('list', { name: 'Team members' }).getByRole('listitem').first()).toContainText(
    'Ivy',
  );
  await expectFits(page, 'team');
});

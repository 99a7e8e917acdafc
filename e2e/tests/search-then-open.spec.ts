import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/session';

// The page a click opens loads in a router transition, so the list stays mounted until its code arrives. A
// search typed just before the click must not settle afterwards and pull the user back to the list (a CI run
// on a busy machine met this in the customer journey).
test('a customer opened right after typing a search stays open on a slow network', async ({ page }) => {
  await signIn(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'My Customers' }).click();
  const row = page.locator('.ant-table-row').first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link').first();
  const name = (await link.innerText()).trim();

  // From here every script arrives 1.5 s late, as on a phone network.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel('Search customers').fill('a');
  await link.click();

  const customerPage = /\/sales-assistant\/customers\/[0-9a-f-]{36}$/;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(customerPage);
  // Well after the search box's pause: still on the customer.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(customerPage);
});

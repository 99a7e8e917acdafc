import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { openedDialog } from '../support/popups';
import { DEMO, signIn } from '../support/session';

// Ivy Chen (Contoso Supply, inbound plan) runs her day in the inbound remote: ERP connection through the sandbox
// Merge Link, auto approval rules, incoming orders decided by the rules and by her, reconciliation and export.
// Steps share the stack's database, so they run in order.
test.describe.configure({ mode: 'serial' });

// Orders this run creates get numbers of their own, so a retry or a repeat never collides with earlier orders.
const RUN = Date.now().toString(36).toUpperCase();
const poPrefix = () => `PO-E2E-${RUN}${test.info().repeatEachIndex}-`;
const poNumber = (n: number) => `${poPrefix()}${n}`;

const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title }).first();

/** Opens the profile panel from a known state: whatever was open (the panel itself, a dialog) is closed first. */
async function openProfilePanel(page: Page) {
  const panel = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  if (await panel.count()) {
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Profile: Ivy Chen' }).click();
  await expect(panel).toHaveCount(1);
  // Clicks land where they aim only once the opening animation has finished (a loaded CI machine is slow).
  await expect(panel).not.toHaveClass(/-(enter|appear)/);
  return panel;
}

async function signInAsIvy(page: Page) {
  await signIn(page, DEMO.ivy);
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
}

interface OrderSummary {
  id: string;
  po_number: string;
  status: string;
}
interface OrderDetail extends OrderSummary {
  lines: {
    sku: string;
    description: string;
    quantity: number;
    unit_price: number;
    catalog_price: number | null;
  }[];
}

test('Ivy connects an ERP through the sandbox link, sees its first sync and a scheduled one, then disconnects', async ({
  page,
}) => {
  await signInAsIvy(page);
  // Starts from a disconnected ERP even when a retry runs after a first attempt that connected it.
  expect((await callApi(page, 'POST', '/integrations/erp/disconnect')).status).toBe(200);
  let panel = await openProfilePanel(page);
  await expect(panel.getByText('ERP not connected')).toBeVisible();
  await panel.getByRole('button', { name: 'Connect ERP' }).click();

  const dialog = page.getByRole('dialog', { name: 'Connect ERP' });
  await expect(dialog.getByText('Contoso Supply')).toBeVisible();
  await dialog.getByRole('button', { name: 'Connect ERP' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();

  // Picked with the keyboard, as the select's animated list can still be moving under a pointer click.
  const system = dialog.getByLabel('ERP System');
  await system.click();
  await system.pressSequentially('QuickBooks');
  await system.press('Enter');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Connect ERP' }).click();
  await expect(toast(page, 'Link Token Created')).toBeVisible();

  const sandbox = page.getByRole('dialog', { name: 'Merge Link — sandbox' });
  await expect(sandbox).toBeVisible();
  await sandbox.getByRole('button', { name: 'Authorize' }).click();
  await expect(toast(page, 'ERP Connected Successfully!')).toBeVisible();
  // The browser never holds the account token: only the sandbox's own state lives in local storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/account_?token/i);

  panel = await openProfilePanel(page);
  await expect(panel.getByText(/ERP connected · QuickBooks/)).toBeVisible();
  await panel.getByRole('link', { name: 'ERP connection & sync history' }).click();
  await expect(page).toHaveURL(/\/inbound-erp-connection$/);
  await expect(page.getByText('QuickBooks').first()).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByText('Succeeded').first()).toBeVisible();

  // The daily sync, run now by the embedded backend's worker, shows in the history as a scheduled run.
  expect((await callApi(page, 'POST', '/api/local/jobs/erp-sync-due', { all: true })).status).toBe(202);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table').getByText('Schedule').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Disconnect' }).first().click();
  await expect(toast(page, 'ERP Disconnected')).toBeVisible();
  await expect(page.getByText('ERP not connected').first()).toBeVisible();
});

test('Ivy saves her auto approval rules and finds them after a reload', async ({ page }) => {
  await signInAsIvy(page);
  let panel = await openProfilePanel(page);
  await panel.getByLabel('Order value threshold (USD)').fill('2500');
  await panel.getByLabel('AI score threshold (%)').fill('70');
  await panel.getByLabel('Customer list').fill('Acme Manufacturing, Harbor Freightways');
  await panel.getByRole('button', { name: 'Save Rules' }).click();
  await expect(toast(page, 'Auto Approval Rules Saved')).toBeVisible();

  await page.reload();
  panel = await openProfilePanel(page);
  await expect(panel.getByLabel('Order value threshold (USD)')).toHaveValue(/2,?500/);
  await expect(panel.getByLabel('AI score threshold (%)')).toHaveValue('70');
  await expect(panel.getByLabel('Customer list')).toHaveValue('Acme Manufacturing, Harbor Freightways');
});

test('an order that meets the rules is approved automatically; one that does not waits for Ivy', async ({
  page,
}) => {
  await signInAsIvy(page);
  // A line Acme Manufacturing orders regularly, at its usual quantity and the catalog price.
  const approved = await callApi<{ items: OrderSummary[] }>(
    page,
    'GET',
    '/accounting/purchase-orders?status=approved&customer=Acme%20Manufacturing&page_size=10',
  );
  let line: OrderDetail['lines'][number] | undefined;
  for (const { id } of approved.body.items) {
    const detail = await callApi<OrderDetail>(page, 'GET', `/accounting/purchase-orders/${id}`);
    line = detail.body.lines.find(
      (l) => l.catalog_price === l.unit_price && l.unit_price * l.quantity <= 2400,
    );
    if (line) break;
  }
  if (!line) throw new Error('The seed has no usual Acme Manufacturing line under $2,400.');
  const order = (po_number: string, customer_name: string) => ({
    po_number,
    customer_name,
    order_date: '2026-11-21',
    lines: [
      {
        sku: line!.sku,
        description: line!.description,
        quantity: line!.quantity,
        unit_price: line!.unit_price,
      },
    ],
  });

  for (const [number, supplier, status] of [
    [poNumber(1), 'Acme Manufacturing', 'approved'],
    [poNumber(2), 'Nova Robotics', 'pending'],
  ] as const) {
    const created = await callApi<OrderSummary>(
      page,
      'POST',
      '/accounting/purchase-orders',
      order(number, supplier),
    );
    expect(created.status).toBe(201);
    expect(created.body.status).toBe(status);
  }

  await page.getByLabel('Search purchase orders').fill(poPrefix());
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: poNumber(1) })).toContainText('Approved');
  await expect(rows.filter({ hasText: poNumber(1) })).toContainText('Auto approval rules of Ivy Chen');
  await expect(rows.filter({ hasText: poNumber(2) })).toContainText('Pending');
});

test('Ivy approves and rejects orders with reasons, and the audit trail names her', async ({ page }) => {
  await signInAsIvy(page);
  const approve = poNumber(2);
  await page.getByLabel('Search purchase orders').fill(approve);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.getByRole('button', { name: approve, exact: true }).click();
  let drawer = page.getByRole('dialog', { name: `Purchase order ${approve}` });
  await drawer.getByRole('button', { name: 'Approve' }).click();
  let decision = await openedDialog(page, `Approve ${approve}`);
  await decision.getByLabel('Reason (optional)').fill('New customer vetted by phone.');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(decision).toBeHidden();
  let trail = drawer.getByLabel('Audit trail');
  await expect(trail).toContainText('Ivy Chen');
  await expect(trail).toContainText('New customer vetted by phone.');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // An order of its own to reject (a pending seed order could already be decided by an earlier attempt).
  const reject = poNumber(3);
  const created = await callApi<OrderSummary>(page, 'POST', '/accounting/purchase-orders', {
    po_number: reject,
    customer_name: 'Nova Robotics',
    order_date: '2026-11-21',
    lines: [{ sku: 'UNLISTED-1', description: 'Unlisted part', quantity: 3, unit_price: 40 }],
  });
  expect(created.body.status).toBe('pending');
  await page.getByLabel('Search purchase orders').fill(reject);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.getByRole('button', { name: reject, exact: true }).click();
  drawer = page.getByRole('dialog', { name: `Purchase order ${reject}` });
  await drawer.getByRole('button', { name: 'Reject' }).click();
  decision = await openedDialog(page, `Reject ${reject}`);
  await decision.getByRole('button', { name: 'Reject' }).click();
  await expect(decision.getByText(/Enter a reason/)).toBeVisible();
  await decision.getByRole('textbox').fill('Prices not agreed with the customer.');
  await decision.getByRole('button', { name: 'Reject' }).click();
  // The dialog closes only once the API recorded the decision (a failure would stay open with its message).
  await expect(decision).toBeHidden();
  trail = drawer.getByLabel('Audit trail');
  await expect(trail).toContainText('Prices not agreed with the customer.');
  await expect(drawer.getByText('Rejected').first()).toBeVisible();
});

test('Ivy reconciles approved orders against the ERP, resolves an exception and exports the result', async ({
  page,
}) => {
  await signInAsIvy(page);
  await page.getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page).toHaveURL(/tab=reconciliation/);
  const summary = page.getByRole('group', { name: 'Reconciliation summary' });
  await expect(summary).toContainText('Mismatch');

  // A price tolerance of 0 turns the 0.5 % invoice differences into mismatches, and the address keeps it.
  const price = page.getByLabel('Price tolerance (%)');
  await price.fill('0');
  await expect(page).toHaveURL(/price_tolerance=0/);

  const firstResolve = page.getByRole('button', { name: 'Resolve' }).first();
  await firstResolve.click();
  const resolve = page.getByRole('dialog', { name: 'Resolve exception' });
  await resolve.getByLabel('Note').fill('Price change agreed with the customer by email.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reconciliation-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('po_number');
  expect(csv).toContain('Price change agreed with the customer by email.');
});

test('an outbound member calling an inbound endpoint is refused with 403', async ({ page }) => {
  await signIn(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
  const response = await callApi<{ message: string }>(page, 'GET', '/accounting/purchase-orders');
  expect(response.status).toBe(403);
  expect(response.body.message).toBe('This feature is part of the inbound plan.');
});

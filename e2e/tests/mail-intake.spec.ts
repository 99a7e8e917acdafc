import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/session';

// A customer emails a purchase order to Ivy's organization: a tester sends it from the embedded backend's mail
// catcher (the link beside the intake address), the background job takes it in, and the order appears in
// Ivy's open inbox without a reload, with the email listed under Upload orders.
const PO = `PO-MAIL-${Date.now().toString(36).toUpperCase()}`;
const SUBJECT = `Purchase order ${PO}`;

test('an emailed order sent from the mail catcher reaches the open inbox without reload', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.ivy);
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByLabel('Search purchase orders').fill(PO);
  await expect(page.getByText('No purchase orders match these filters')).toBeVisible();

  await page.getByRole('button', { name: 'Upload orders' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload orders' });
  const address = (await upload.getByText(/^orders\+[0-9a-f]{8}@/).textContent())!.trim();
  const catcherLink = upload.getByRole('link', { name: 'send a test email' });
  const [catcher] = await Promise.all([context.waitForEvent('page'), catcherLink.click()]);

  // The mail catcher opens with the intake address filled in.
  await expect(catcher.getByRole('heading', { name: 'Local mail catcher' })).toBeVisible();
  await expect(catcher.getByLabel('To')).toHaveValue(address);
  await catcher.getByLabel('From').fill('buyer@nova-robotics.test');
  await catcher.getByLabel('Subject').fill(SUBJECT);
  await catcher
    .getByLabel('Message')
    .fill(
      [
        'Hello,',
        '',
        `PO Number: ${PO}`,
        'Customer: Nova Robotics',
        'Order Date: 2026-11-24',
        'Currency: USD',
        '',
        'SKU | Description | Qty | Unit Price',
        'MAIL-1 | Servo motor | 4 | 25.00',
        '',
        'Total: 100.00',
      ].join('\n'),
    );
  await catcher.getByRole('button', { name: 'Send' }).click();
  await expect(catcher.getByRole('status')).toHaveText(/Sent\./);
  // The catcher shows what the product made of it (it refreshes itself while waiting).
  await expect(catcher.getByText(`Purchase order ${PO} received as pending.`)).toBeVisible({
    timeout: 20_000,
  });

  // Back in Ivy's tab: the email is listed, and the order is in the inbox, without a reload.
  await page.bringToFront();
  const emails = upload.getByRole('region', { name: 'Emails received' });
  const email = emails.locator('li').filter({ hasText: SUBJECT });
  await expect(email).toContainText('Order created');
  await expect(email).toContainText('buyer@nova-robotics.test');
  // Open goes to the order the email made.
  await email.getByText('Open', { exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Purchase order ${PO}` });
  await expect(drawer.getByLabel('Audit trail')).toContainText('Email from buyer@nova-robotics.test');
  await drawer.getByRole('button', { name: 'Close' }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: PO });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Nova Robotics');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

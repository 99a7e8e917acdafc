import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openedDialog } from '../support/popups';
import { DEMO, signIn } from '../support/session';

// Ivy reads a customer's PDF purchase order into the inbox: the ambiguous order date (12/03/2026, day or month
// first?) is flagged for review, she corrects it beside the original and approves the order.
const PDF = path.join(
  import.meta.dirname,
  '../../packages/api/tests/fixtures/purchase-orders/corpus/classic-6.pdf',
);
const PO = 'PO-202601222';

test('Ivy uploads a PDF order, corrects its flagged date in review, and approves it', async ({ page }) => {
  await signIn(page, DEMO.ivy);
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);

  await page.getByRole('button', { name: 'Upload orders' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload orders' });
  await expect(upload.getByText(/orders\+.*@/)).toBeVisible();
  await upload.locator('input[type=file]').setInputFiles(PDF);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText(`Created ${PO}`)).toBeVisible();
  await upload.getByLabel('Upload results').getByText('Open', { exact: true }).click();

  const drawer = page.getByRole('dialog', { name: `Purchase order ${PO}` });
  await drawer.getByRole('button', { name: 'Review document' }).click();
  const review = page.getByRole('dialog', { name: `Review ${PO}` });
  await expect(review.locator('iframe')).toBeVisible();
  await expect(review.getByText(/Low confidence \(\d+%\): .*day or month/i)).toBeVisible();
  const orderDate = review.getByLabel('Order date');
  await orderDate.fill('2026-12-03');
  await review.getByRole('button', { name: 'Save corrections' }).click();
  await expect(review).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Approve' }).click();
  const decision = await openedDialog(page, `Approve ${PO}`);
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(decision).toBeHidden();
  await expect(drawer.getByLabel('Audit trail')).toContainText('Ivy Chen');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.ant-table-row').filter({ hasText: PO })).toContainText('Approved');
});

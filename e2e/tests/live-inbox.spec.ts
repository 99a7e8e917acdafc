import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { openedDialog } from '../support/popups';
import { DEMO, signIn } from '../support/session';

// Ivy keeps the purchase-order inbox open in two browsers. Supabase Realtime (the embedded backend's
// /realtime/v1: the database broadcasts the organization's changes on its private channel, which the policy on
// realtime.messages lets its members join) brings every change to both without a reload.

const PO = `PO-LIVE-${Date.now().toString(36).toUpperCase()}`;

/** Resolves once the server let the page's inbox join its organization's private orders channel. */
function liveInboxJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/realtime/v1/websocket')) return;
      socket.on('framereceived', ({ payload }) => {
        // Text frames are vsn 2.0.0 arrays: [join_ref, ref, topic, event, payload].
        if (typeof payload !== 'string' || !payload.startsWith('[')) return;
        const [, , topic, event, body] = JSON.parse(payload) as [unknown, unknown, string, string, unknown];
        const ok = (body as { status?: string } | null)?.status === 'ok';
        if (event === 'phx_reply' && ok && /^realtime:org:[^:]+:aide_purchase_orders$/.test(topic)) resolve();
      });
    });
  });
}

async function openInboxAsIvy(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const joined = liveInboxJoined(page);
  await signIn(page, DEMO.ivy);
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
  await joined;
  // Survives only as long as the document does: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return { context, page };
}

const rowOf = (page: Page) => page.locator('.ant-table-row').filter({ hasText: PO });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('an order created and approved in one browser shows up and changes status in the other, without reload', async ({
  browser,
}) => {
  const first = await openInboxAsIvy(browser);
  const second = await openInboxAsIvy(browser);
  try {
    // The second browser looks for the order before it exists.
    await second.page.getByLabel('Search purchase orders').fill(PO);
    await expect(second.page).toHaveURL(new RegExp(`q=${PO}`));
    await expect(second.page.getByText('No purchase orders match these filters')).toBeVisible();

    // An order arrives through the API with Ivy's token (as an email parser or EDI would send it).
    const created = await callApi<{ status: string }>(first.page, 'POST', '/accounting/purchase-orders', {
      po_number: PO,
      customer_name: 'Nova Robotics',
      order_date: '2026-11-21',
      lines: [{ sku: 'UNLISTED-LIVE', description: 'Unlisted part', quantity: 2, unit_price: 35 }],
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    await expect(rowOf(second.page)).toContainText('Pending');

    // Ivy approves it in the first browser.
    await first.page.getByLabel('Search purchase orders').fill(PO);
    await expect(rowOf(first.page)).toHaveCount(1);
    await first.page.getByRole('button', { name: PO, exact: true }).click();
    const drawer = first.page.getByRole('dialog', { name: `Purchase order ${PO}` });
    await drawer.getByRole('button', { name: 'Approve' }).click();
    const decision = await openedDialog(first.page, `Approve ${PO}`);
    await decision.getByRole('button', { name: 'Approve' }).click();
    await expect(decision).toBeHidden();

    // The second browser shows the decision on its own.
    await expect(rowOf(second.page)).toContainText('Approved');
    await expect(rowOf(second.page)).toContainText('Ivy Chen');
    expect(await stillSameDocument(second.page)).toBe(true);
    expect(await stillSameDocument(first.page)).toBe(true);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

import { expect, test } from '@playwright/test';
import { DEMO, expectOrganization, signInToWorkspace } from '../support/session';

const CONTROL = 'http://127.0.0.1:3999/apps';

test.afterEach(async ({ request }) => {
  await request.post(`${CONTROL}/outbound/start`);
});

test('a remote that goes down shows a retry page, the other remote keeps working, and it recovers without a reload', async ({
  page,
  browser,
  request,
}) => {
  await signInToWorkspace(page, DEMO.sam);

  await request.post(`${CONTROL}/outbound/stop`);
  await page.reload();
  await expect(page.getByText('The sales workspace is unavailable right now')).toBeVisible({
    timeout: 30_000,
  });
  await page.evaluate(() => Object.assign(window, { __stillTheSamePage: true }));

  // The inbound remote is served by its own server and is unaffected.
  const inbound = await browser.newContext();
  const ivy = await inbound.newPage();
  await signInToWorkspace(ivy, DEMO.ivy);
  await inbound.close();

  await request.post(`${CONTROL}/outbound/start`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectOrganization(page, DEMO.sam.organization);
  expect(
    await page.evaluate(() => (window as unknown as { __stillTheSamePage?: boolean }).__stillTheSamePage),
  ).toBe(true);
});

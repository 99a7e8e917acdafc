import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/operator';
import { latestEmailLink } from '../support/outbox';
import { DEMO, expectOrganization, signIn, trackRemoteManifests } from '../support/session';

const PLATFORM_REMOTE_PORT = '3003';
const SUSPENDED = "Your organization's access to Aide is suspended";

// The whole life of a new customer company, as the operator and its owner see it: created with an owner who
// accepts the invitation and lands in the inbound workspace; suspended (the owner's open tab shows why),
// restored (the owner is back).
test('an operator creates a company whose owner joins, then suspends and restores it', async ({
  page,
  browser,
  request,
}) => {
  const owner = `owner-${Date.now()}@acme.test`;
  const since = new Date(Date.now() - 1000);

  await signInToConsole(page);
  await page.getByRole('button', { name: 'Create organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create organization' });
  await dialog.getByLabel('Organization name').fill('Acme Foods');
  await dialog.getByText('Inbound (operations)').click();
  await dialog.getByLabel("Owner's email").fill(owner);
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Foods' })).toBeVisible();
  await expect(page.getByText(owner)).toBeVisible();
  await expect(page.getByText(/^Pending/)).toBeVisible();

  // The owner accepts the invitation from the local outbox and lands in the inbound workspace.
  const link = await latestEmailLink(request, owner, 'invite', since);
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  await them.getByLabel('First name').fill('Ada');
  await them.getByLabel('Last name').fill('Owner');
  await them.getByLabel('Password', { exact: true }).fill('Acme-owner-pass-1');
  await them.getByLabel('Confirm password').fill('Acme-owner-pass-1');
  await them.getByRole('button', { name: 'Join the team' }).click();
  await expect(them).toHaveURL(/\/inbound-module/);
  await expectOrganization(them, 'Acme Foods');

  // Suspended: the owner's tab, already open, shows why instead of the workspace.
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('button', { name: 'Restore access' })).toBeVisible();
  await expect(them.getByRole('heading', { name: SUSPENDED })).toBeVisible({ timeout: 30_000 });
  await expect(them.getByTestId('organization-name')).toHaveCount(0);

  // Restored: the owner is back in the workspace.
  await page.getByRole('button', { name: 'Restore access' }).click();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expectOrganization(them, 'Acme Foods');
  await expect(them.getByRole('heading', { name: SUSPENDED })).toHaveCount(0);

  // Every step is in the organization's history.
  await expect(page.getByRole('row', { name: /Restored/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Suspended/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Organization created/ })).toBeVisible();
  await theirs.close();
});

test('a member who opens /platform gets the 404 page and never the console’s code', async ({ page }) => {
  const manifests = trackRemoteManifests(page);
  const consoleFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === PLATFORM_REMOTE_PORT) consoleFiles.push(request.url());
  });
  await signIn(page, DEMO.sam);
  await expectOrganization(page, DEMO.sam.organization);
  await page.goto('/platform');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.goto('/platform/organizations/10000000-0000-4000-8000-000000000001');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(manifests).not.toContain(PLATFORM_REMOTE_PORT);
  expect(consoleFiles).toEqual([]);
});

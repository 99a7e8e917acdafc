import { expect, test } from '@playwright/test';
import { latestEmailLink } from '../support/outbox';
import { DEMO, expectOrganization, signIn, signInToWorkspace } from '../support/session';
import { openedMenu } from '../support/popups';

// Sam invites a colleague from the Team page; the invitation arrives in the outbox, the colleague accepts it
// in their own browser and lands in the workspace; Sam removes them and their open session is signed out.
test('sam invites a colleague who joins, then removes them and their session ends', async ({
  page,
  browser,
  request,
}) => {
  const colleague = `teammate-${Date.now()}@northwind.test`;
  const since = new Date(Date.now() - 1000);

  await signInToWorkspace(page, DEMO.sam);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await (await openedMenu(page)).getByRole('menuitem', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  await page.getByLabel('Email').fill(colleague);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();
  const link = await latestEmailLink(request, colleague, 'invite', since);
  expect(new URL(link).pathname).toBe('/accept-invitation');

  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  await expect(them.getByText(`Set up your account for ${colleague}`)).toBeVisible();
  await them.getByLabel('First name').fill('Tess');
  await them.getByLabel('Last name').fill('Mate');
  await them.getByLabel('Password', { exact: true }).fill('Teammate-pass-1');
  await them.getByLabel('Confirm password').fill('Teammate-pass-1');
  await them.getByRole('button', { name: 'Join the team' }).click();
  await expect(them).toHaveURL(/\/dashboard/);
  await expectOrganization(them, DEMO.sam.organization);

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(colleague) });
  await expect(row).toContainText('Tess Mate');
  await row.getByRole('button', { name: 'Remove Tess Mate' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Tess Mate was removed from the team.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(colleague) })).toHaveCount(0);

  // Their open session no longer works: the next load sends them to sign in, and signing in is refused.
  await them.reload();
  await expect(them).toHaveURL(/\/login/, { timeout: 15_000 });
  await signIn(them, { email: colleague, password: 'Teammate-pass-1' });
  await expect(them.getByText('Sign in failed')).toBeVisible();
  await theirs.close();
});

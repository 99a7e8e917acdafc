import { expect, test } from '@playwright/test';
import { DEMO, expectOrganization, signIn, trackRemoteManifests } from '../support/session';

test('an outbound member lands on /dashboard in the outbound remote', async ({ page }) => {
  const manifests = trackRemoteManifests(page);
  await signIn(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectOrganization(page, DEMO.sam.organization);
  expect(manifests).toEqual(['3001']);
  expect(await page.evaluate(() => localStorage.getItem('userPlan'))).toBe('outbound');
});

test('an inbound member lands on /inbound-module in the inbound remote', async ({ page }) => {
  const manifests = trackRemoteManifests(page);
  await signIn(page, DEMO.ivy);
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
  await expectOrganization(page, DEMO.ivy.organization);
  expect(manifests).toEqual(['3002']);
  expect(await page.evaluate(() => localStorage.getItem('userPlan'))).toBe('inbound');
});

test('no remote is fetched before sign-in, and "/" sends a visitor to /login', async ({ page }) => {
  const manifests = trackRemoteManifests(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Meet Your AI Ops & Sales Employee')).toBeVisible();
  expect(manifests).toEqual([]);
});

test('a signed-in user opening "/" is sent to their plan home, and the guard keeps plans apart', async ({
  page,
}) => {
  await signIn(page, DEMO.ivy);
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
});

test('a user without a member row gets no session: the auth server refuses with the spec message', async ({
  page,
}) => {
  await signIn(page, DEMO.stranger);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(
    page.getByText('Your email is not authorized to access this system. Please contact an administrator.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is refused with the auth server message', async ({ page }) => {
  await signIn(page, { email: DEMO.sam.email, password: 'not-the-password' });
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestEmailLink } from '../support/outbox';
import {
  DEMO,
  expectOrganization,
  logoutFromAccountMenu,
  signIn,
  signInToWorkspace,
} from '../support/session';

/** /login → Sign Up with these details, submitted. */
async function signUp(page: Page, who: { first: string; last: string; email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Need an account? Sign Up' }).click();
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

test('a member without an account signs up and confirms through the outbox', async ({ page, request }) => {
  const since = new Date(Date.now() - 1000);
  await signUp(page, {
    first: 'New',
    last: 'Hire',
    email: 'new.hire@northwind.test',
    password: 'New-hire-1',
  });
  await expect(page.getByText('Please check your email to confirm your account')).toBeVisible();

  // The confirmation link proves the mailbox; the password typed before it is cleared, so the member
  // chooses the one they will sign in with (whoever signed up first with this address cannot use theirs).
  await page.goto(await latestEmailLink(request, 'new.hire@northwind.test', 'signup', since));
  await expect(page).toHaveURL(/\/reset-password\?welcome=1/);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('New-hire-2');
  await page.getByLabel('Confirm password').fill('New-hire-2');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expectOrganization(page, 'Northwind Traders');
  expect(await page.evaluate(() => localStorage.getItem('userPlan'))).toBe('outbound');

  await logoutFromAccountMenu(page);
  await signIn(page, { email: 'new.hire@northwind.test', password: 'New-hire-1' });
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await signIn(page, { email: 'new.hire@northwind.test', password: 'New-hire-2' });
  await expectOrganization(page, 'Northwind Traders');
});

test('sign-up is refused for an email that is not a member', async ({ page }) => {
  await signUp(page, { first: 'Eve', last: 'Outsider', email: 'eve@outsider.test', password: 'Outsider-1' });
  await expect(page.getByText('Sign up failed')).toBeVisible();
  await expect(
    page.getByText('Your email is not authorized to access this system. Please contact an administrator.'),
  ).toBeVisible();
});

/** Forgot Password? → the recovery link from the outbox → a new password; ends signed in on /dashboard. */
async function resetPasswordThroughOutbox(page: Page, request: APIRequestContext, password: string) {
  const since = new Date(Date.now() - 1000);
  await page.goto('/login');
  await page.getByLabel('Email').fill('fresh@freshstart.test');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByText('Check your email for password reset instructions')).toBeVisible();

  await page.goto(await latestEmailLink(request, 'fresh@freshstart.test', 'recovery', since));
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectOrganization(page, 'Fresh Start Co');
}

test('a member resets the password through the outbox and signs in with the new one', async ({
  page,
  request,
}) => {
  await resetPasswordThroughOutbox(page, request, 'Fresh-demo-2');
  await logoutFromAccountMenu(page);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email: 'fresh@freshstart.test', password: 'Fresh-demo-2' });
  await expectOrganization(page, 'Fresh Start Co');

  // Put the demo password back: other journeys sign in as this member.
  await logoutFromAccountMenu(page);
  await resetPasswordThroughOutbox(page, request, DEMO.fresh.password);
});

test('Google sign-in (sandbox) lands a member in their workspace and hands the token to the AI employee', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Sandbox Google sign-in').first()).toBeVisible();
  await page.getByRole('button', { name: DEMO.ivy.email }).click();
  await expect(page).toHaveURL(/\/inbound-module\?tab=purchase-orders$/);
  await expectOrganization(page, DEMO.ivy.organization);

  // The token itself is stored encrypted by the API and is not readable from the browser: only its kind.
  const config = await (await request.get('/app-config.json')).json();
  const accessToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('sb-') && name.endsWith('-auth-token'),
    );
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token
      : '';
  });
  const headers = { apikey: config.supabaseAnonKey, authorization: `Bearer ${accessToken}` };
  const url = `${config.supabaseUrl}/rest/v1/ai_employees`;
  await expect
    .poll(async () => (await request.get(`${url}?select=email,email_token_type`, { headers })).json())
    .toEqual([{ email: DEMO.ivy.email, email_token_type: 'Google' }]);
  expect((await request.get(`${url}?select=email_token_encrypted`, { headers })).ok()).toBe(false);
});

test('signing out in one tab signs out every open tab', async ({ context }) => {
  const first = await context.newPage();
  await signInToWorkspace(first, DEMO.sam);
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expectOrganization(second, DEMO.sam.organization);

  await logoutFromAccountMenu(first);
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
});

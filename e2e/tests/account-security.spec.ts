import { expect, test, type Page } from '@playwright/test';
import {
  Authenticator,
  enterSignInCode,
  removeAuthenticators,
  setOrganizationRequiresMfa,
  setUpAuthenticator,
} from '../support/mfa';
import { DEMO, expectOrganization, signIn } from '../support/session';

// A journey and its clean-up may each wait for the authenticator's next 30-second step.
test.describe.configure({ timeout: 120_000 });

async function openSecurityFromAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
}

/** Leaves the account as it was for the other journeys: signed in with password and code, no authenticator. */
async function removeAuthenticatorsOf(
  page: Page,
  user: { email: string; password: string },
  authenticator: Authenticator,
) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, user);
  await enterSignInCode(page, authenticator);
  // The code is accepted (the session is aal2) before leaving the page.
  await expect(page).not.toHaveURL(/\/login\/mfa$/);
  await page.goto('/account/security');
  await removeAuthenticators(page);
}

test.describe('two-step verification (TOTP)', () => {
  let authenticator: Authenticator | null = null;

  test.afterEach(async ({ page }) => {
    if (authenticator) await removeAuthenticatorsOf(page, DEMO.fresh, authenticator);
    authenticator = null;
  });

  test('a member sets up an authenticator, then signs in with password and code; a wrong code is refused', async ({
    page,
  }) => {
    await signIn(page, DEMO.fresh);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openSecurityFromAccountMenu(page);
    authenticator = await setUpAuthenticator(page);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, DEMO.fresh);
    await expect(page).toHaveURL(/\/login\/mfa$/);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByTestId('organization-name')).toHaveCount(0);

    await page.getByLabel('Authentication code').fill(authenticator.wrongCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not correct. Enter the 6-digit code your authenticator app shows now.'),
    ).toBeVisible();
    // Still no workspace for a password alone.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\/mfa$/);

    await enterSignInCode(page, authenticator);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectOrganization(page, DEMO.fresh.organization);
  });
});

test.describe('an organization that requires two-step verification', () => {
  let authenticator: Authenticator | null = null;

  test.afterEach(async ({ page, request }) => {
    await setOrganizationRequiresMfa(request, DEMO.ivy.organization, false);
    if (authenticator) await removeAuthenticatorsOf(page, DEMO.ivy, authenticator);
    authenticator = null;
  });

  test('sends a member without an authenticator to set one up before the workspace', async ({
    page,
    request,
  }) => {
    await setOrganizationRequiresMfa(request, DEMO.ivy.organization, true);
    await signIn(page, DEMO.ivy);
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByText('Contoso Supply requires two-step verification')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Inbound' })).toHaveCount(0);

    // The workspace stays closed, whichever way she tries.
    await page.getByRole('link', { name: 'Back to workspace' }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByText('Contoso Supply requires two-step verification')).toBeVisible();

    authenticator = await setUpAuthenticator(page);
    await page.getByRole('link', { name: 'Continue to your workspace' }).click();
    await expect(page).toHaveURL(/\/inbound-module/);
    await expectOrganization(page, DEMO.ivy.organization);
  });
});

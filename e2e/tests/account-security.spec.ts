import { expect, test, type Page } from '@playwright/test';
import {
  enterSignInCode,
  removeAuthenticators,
  removeFactorsAsAdmin,
  setOrganizationRequiresMfa,
  setUpAuthenticator,
} from '../support/mfa';
import { DEMO, expectOrganization, signIn } from '../support/session';

// A journey may wait for the authenticator's next 30-second step.
test.describe.configure({ timeout: 120_000 });

async function openSecurityFromAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
}

// The other journeys sign these members in with a password alone: whatever a journey here ends with (even a
// failure half-way, or a retry in a new worker), their authenticators go and the rule is off again.
test.describe('two-step verification (TOTP)', () => {
  test.afterEach(async ({ request }) => {
    await removeFactorsAsAdmin(request, DEMO.fresh.email);
  });

  test('a member sets up an authenticator, then signs in with password and code; a wrong code is refused; she removes it', async ({
    page,
  }) => {
    await signIn(page, DEMO.fresh);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openSecurityFromAccountMenu(page);
    const authenticator = await setUpAuthenticator(page);

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

    // With the code given (aal2), she may remove it; then a password alone opens the workspace again.
    await openSecurityFromAccountMenu(page);
    await removeAuthenticators(page);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, DEMO.fresh);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('an organization that requires two-step verification', () => {
  test.afterEach(async ({ request }) => {
    await setOrganizationRequiresMfa(request, DEMO.ivy.organization, false);
    await removeFactorsAsAdmin(request, DEMO.ivy.email);
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

    await setUpAuthenticator(page);
    await page.getByRole('link', { name: 'Continue to your workspace' }).click();
    await expect(page).toHaveURL(/\/inbound-module/);
    await expectOrganization(page, DEMO.ivy.organization);
  });
});

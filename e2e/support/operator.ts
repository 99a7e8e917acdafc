import { expect, type Page } from '@playwright/test';
import { Authenticator, enterSignInCode } from './mfa';
import { signIn } from './session';

/** The demo operator (supabase/seed.sql): outside every organization, with a demo authenticator. */
export const OPS = { email: 'ops@aide.test', password: 'Ops-demo-1' };
export const opsAuthenticator = new Authenticator('OPSDEMOAIDEPLATFORMCONSOLE234567');

/** Signs the demo operator in with their second step; they land on the console's Organizations. */
export async function signInToConsole(page: Page) {
  await signIn(page, OPS);
  await enterSignInCode(page, opsAuthenticator);
  await expect(page).toHaveURL(/\/platform$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
}

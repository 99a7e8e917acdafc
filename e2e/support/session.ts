import { expect, type Page } from '@playwright/test';

export const DEMO = {
  sam: { email: 'sam@northwind.test', password: 'Northwind-demo-1', organization: 'Northwind Traders' },
  ivy: { email: 'ivy@contoso.test', password: 'Contoso-demo-1', organization: 'Contoso Supply' },
  fresh: { email: 'fresh@freshstart.test', password: 'Fresh-demo-1', organization: 'Fresh Start Co' },
  stranger: { email: 'stranger@example.test', password: 'Stranger-demo-1' },
} as const;

/** Signs in through the shell's login screen, as a person would. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in as a demo member and waits until their organization's workspace shows. */
export async function signInToWorkspace(
  page: Page,
  member: { email: string; password: string; organization: string },
) {
  await signIn(page, member);
  await expectOrganization(page, member.organization);
}

/**
 * Records which remotes' manifests the page fetched (each remote once: the login page fetches the plan's
 * manifest ahead of the app, which then revalidates it).
 */
export function trackRemoteManifests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (request.url().endsWith('/mf-manifest.json') && !fetched.includes(port)) fetched.push(port);
  });
  return fetched;
}

export async function expectOrganization(page: Page, name: string) {
  await expect(page.getByTestId('organization-name')).toHaveText(name);
}

/** Logout from the outbound app shell's account menu (SPEC §2: returns to "/", which leads to /login). */
export async function logoutFromAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

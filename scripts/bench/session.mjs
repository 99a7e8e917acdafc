// The sign-in journey as a person does it (mirrors e2e/support/session.ts), shared by every browser measurement.

export const DEMO = {
  sam: {
    email: 'sam@northwind.test',
    password: 'Northwind-demo-1',
    organization: 'Northwind Traders',
    home: '/dashboard',
  },
  fresh: {
    email: 'fresh@freshstart.test',
    password: 'Fresh-demo-1',
    organization: 'Fresh Start Co',
    home: '/dashboard',
  },
  ivy: {
    email: 'ivy@contoso.test',
    password: 'Contoso-demo-1',
    organization: 'Contoso Supply',
    home: '/inbound-module',
  },
};

const TIMEOUT = 30_000;

const signInButton = (page) => page.getByRole('button', { name: 'Sign In', exact: true });

/**
 * Opens /login and resolves when it is interactive: the Sign In button visible, enabled and able to take a click.
 * A trial click waits for exactly those actionability checks without submitting anything.
 */
export async function openLogin(page, shellUrl) {
  await page.goto(`${shellUrl}/login`, { waitUntil: 'commit', timeout: TIMEOUT });
  await signInButton(page).click({ trial: true, timeout: TIMEOUT });
}

export async function fillCredentials(page, user) {
  await page.getByLabel('Email').fill(user.email, { timeout: TIMEOUT });
  await page.getByLabel('Password').fill(user.password, { timeout: TIMEOUT });
}

export const clickSignIn = (page) => signInButton(page).click({ timeout: TIMEOUT });

/** Resolves, checked every animation frame, once the remote's route shows the user's organization name. */
export async function waitForOrganization(page, user) {
  try {
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="organization-name"]')?.textContent?.trim() === expected,
      user.organization,
      { polling: 'raf', timeout: TIMEOUT },
    );
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(
      `${user.email} never saw "${user.organization}" in [data-testid=organization-name] (url ${page.url()}). ` +
        `Page text: ${text.replace(/\s+/g, ' ').slice(0, 300)}\n${error.message.split('\n')[0]}`,
    );
  }
}

/** Each measurement gets its own context: empty HTTP cache, storage and cookies, i.e. a cold first visit. */
export async function withColdPage(browser, run) {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

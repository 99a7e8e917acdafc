import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectOrganization } from '../support/session';

/** Shared libraries the page has loaded so far, read through the federation runtime. */
function loadedSharedLibraries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Info = { loaded?: boolean; lib?: unknown; treeShaking?: { loaded?: boolean; lib?: unknown } };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded = new Set<string>();
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const info of Object.values(versions))
            if (
              [info, info.treeShaking].some(
                (entry) => Boolean(entry?.loaded) || typeof entry?.lib === 'function',
              )
            )
              loaded.add(name);
    return [...loaded].sort();
  });
}

const AFTER_SIGN_IN = ['antd', 'react-router-dom', '@supabase/supabase-js', '@reduxjs/toolkit', 'posthog-js'];

test('/login renders without antd, the router, supabase-js, Redux or analytics, and the app takes over after sign-in', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() !== 'log' && warnings.push(message.text()));

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.waitForTimeout(1000);
  const beforeTouch = await loadedSharedLibraries(page);
  expect(beforeTouch).toContain('react-dom');
  for (const name of AFTER_SIGN_IN) expect(beforeTouch, name).not.toContain(name);

  await page.getByLabel('Email').fill(DEMO.sam.email);
  await page.getByLabel('Password').fill(DEMO.sam.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectOrganization(page, DEMO.sam.organization);

  const afterSignIn = await loadedSharedLibraries(page);
  for (const name of ['antd', 'react-router-dom', '@supabase/supabase-js', '@reduxjs/toolkit'])
    expect(afterSignIn, name).toContain(name);
  // The login route's auth client was retired before the app's one Supabase client started.
  expect(warnings.filter((text) => /Multiple GoTrueClient/.test(text))).toEqual([]);
});

test('a signed-in member opening /login goes straight to their workspace', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.ivy.email);
  await page.getByLabel('Password').fill(DEMO.ivy.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectOrganization(page, DEMO.ivy.organization);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/inbound-module/);
  await expectOrganization(page, DEMO.ivy.organization);
});

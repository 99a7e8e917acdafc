import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { LOCAL_SUPABASE, SERVICE_ROLE_HEADERS } from './api';

/**
 * An authenticator app in the test: codes computed from the secret (RFC 6238, 30 s steps). The server
 * accepts a code once per factor and one step either side of now, so each code is of a later step than the
 * last one used, waiting for the clock when needed. The last step used is kept in a file per secret, so every
 * spec signing in with the same factor, and a worker started again after a failure, knows it too.
 */
export class Authenticator {
  private readonly usedFile: string;

  constructor(readonly secret: string) {
    const dir = path.join(os.tmpdir(), 'aide-e2e-totp');
    mkdirSync(dir, { recursive: true });
    this.usedFile = path.join(dir, createHash('sha256').update(secret).digest('hex').slice(0, 16));
  }

  private get lastStep(): number {
    return existsSync(this.usedFile) ? Number(readFileSync(this.usedFile, 'utf8')) || 0 : 0;
  }

  async nextCode(): Promise<string> {
    for (;;) {
      const current = Math.floor(Date.now() / 30_000);
      const step = Math.max(current, this.lastStep + 1);
      if (step <= current + 1) {
        writeFileSync(this.usedFile, String(step));
        return generateSync({ secret: this.secret, epoch: step * 30 });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** A code of a step far from now: refused as wrong. */
  wrongCode(): string {
    return generateSync({ secret: this.secret, epoch: Math.floor(Date.now() / 1000) + 3600 });
  }
}

/** On /account/security: sets up an authenticator from the secret shown beside the QR code. */
export async function setUpAuthenticator(page: Page): Promise<Authenticator> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const authenticator = new Authenticator((await page.getByTestId('totp-secret').textContent())!.trim());
  await page.getByLabel('6-digit code').fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText(/^Two-step verification is on/).first()).toBeVisible();
  return authenticator;
}

/** The second sign-in step: the code page, then the code. */
export async function enterSignInCode(page: Page, authenticator: Authenticator) {
  await expect(page).toHaveURL(/\/login\/mfa$/);
  await page.getByLabel('Authentication code').fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Removes every factor of a member as an admin would (service role, GoTrue's admin API). Clean-up that holds
 * whatever a failed journey left: the browser may be signed out, on the code page, or in another worker.
 */
export async function removeFactorsAsAdmin(request: APIRequestContext, email: string) {
  const admin = `${LOCAL_SUPABASE}/auth/v1/admin/users`;
  const headers = SERVICE_ROLE_HEADERS;
  const users = await request.get(`${admin}?filter=${encodeURIComponent(email)}`, { headers });
  expect(users.status()).toBe(200);
  const user = ((await users.json()) as { users: { id: string; email: string }[] }).users.find(
    (candidate) => candidate.email === email,
  );
  expect(user, `no user ${email}`).toBeTruthy();
  const factors = await request.get(`${admin}/${user!.id}/factors`, { headers });
  expect(factors.status()).toBe(200);
  for (const factor of (await factors.json()) as { id: string }[]) {
    const removed = await request.delete(`${admin}/${user!.id}/factors/${factor.id}`, { headers });
    expect(removed.status()).toBe(200);
  }
}

/** On /account/security with an aal2 session: removes every authenticator listed. */
export async function removeAuthenticators(page: Page) {
  const card = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Two-step verification', { exact: true }) });
  await expect(card.getByRole('button', { name: /authenticator app$/ })).toBeVisible();
  const removeButtons = card.getByRole('button', { name: 'Remove' });
  // One at a time, each gone from the list before the next: the list re-renders after the toast.
  for (let left = await removeButtons.count(); left > 0; left -= 1) {
    await removeButtons.first().click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
    await expect(removeButtons).toHaveCount(left - 1);
  }
  await expect(card.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
}

/** An organization's two-step verification rule, set as an admin script would (service role, REST). */
export async function setOrganizationRequiresMfa(
  request: APIRequestContext,
  name: string,
  required: boolean,
) {
  const response = await request.patch(
    `${LOCAL_SUPABASE}/rest/v1/aide_organizations?name=eq.${encodeURIComponent(name)}`,
    {
      headers: { ...SERVICE_ROLE_HEADERS, prefer: 'return=representation' },
      data: { mfa_required: required },
    },
  );
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual([expect.objectContaining({ name, mfa_required: required })]);
}

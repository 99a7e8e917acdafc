import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The local emulator (scripts/e2e-stack.mjs) and its fixed, public service-role key (packages/supabase-emulator/README.md). */
export const LOCAL_SUPABASE = 'http://127.0.0.1:54321';
export const SERVICE_ROLE_HEADERS = {
  apikey: 'sb_secret_aide_local_service',
  authorization: 'Bearer sb_secret_aide_local_service',
};

/** An organization's id by its name, read as an admin script would (service role, REST). */
export async function organizationIdByName(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(
    `${LOCAL_SUPABASE}/rest/v1/aide_organizations?select=id&name=eq.${encodeURIComponent(name)}`,
    { headers: SERVICE_ROLE_HEADERS },
  );
  expect(response.status()).toBe(200);
  const [organization] = (await response.json()) as { id: string }[];
  expect(organization, `no organization ${name}`).toBeTruthy();
  return organization!.id;
}

/** The runtime config the shell serves (API base URL, Supabase URL and anon key of this stack). */
export async function appConfig(
  page: Page,
): Promise<{ apiBaseUrl: string; supabaseUrl: string; supabaseAnonKey: string }> {
  const response = await page.request.get('/app-config.json');
  return response.json();
}

/** The signed-in user's access token, read from supabase-js's session in local storage. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (key.endsWith('-auth-token')) {
        return (
          (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null
        );
      }
    }
    return null;
  });
  if (!token) throw new Error('No Supabase session in local storage: sign in first.');
  return token;
}

/** Calls the Aide API with the page's user, as an integration holding their token would. */
export async function callApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const { apiBaseUrl } = await appConfig(page);
  const token = await accessTokenOf(page);
  const response = await page.request.fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as T };
}

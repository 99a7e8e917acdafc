import type { Page } from '@playwright/test';

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
  method: 'GET' | 'POST',
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

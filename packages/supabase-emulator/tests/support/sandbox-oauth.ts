import { followOnce, pkceClient } from './pkce-client.js';
import type { TestEmulator } from './test-emulator.js';

/** Starts signInWithOAuth without a browser and opens the sandbox page. */
export async function openSandbox(t: TestEmulator, provider: 'google' | 'azure', redirectTo: string) {
  const client = pkceClient(t);
  const { data, error } = await client.supabase.auth.signInWithOAuth({
    provider,
    options: { redirectTo, scopes: 'email profile', skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  const authorizeUrl = new URL(data.url!);
  const page = await fetch(authorizeUrl);
  return { client, page, authorizeUrl };
}

/** openSandbox, then submits the sandbox form for `email` the way the page's buttons do. */
export async function sandboxSignIn(
  t: TestEmulator,
  provider: 'google' | 'azure',
  email: string,
  redirectTo = 'http://localhost:3000/login?oauth=true',
) {
  const { client, authorizeUrl } = await openSandbox(t, provider, redirectTo);
  const form = new URLSearchParams();
  for (const name of ['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method']) {
    form.set(name, authorizeUrl.searchParams.get(name) ?? '');
  }
  form.set('email', email);
  const redirect = await followOnce(`${t.emulator.url}/auth/v1/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return { client, redirect };
}

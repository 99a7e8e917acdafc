import { http, HttpResponse } from 'msw';
import { TEST_RUNTIME_CONFIG } from './render-with-providers';

const AUTH = `${TEST_RUNTIME_CONFIG.supabaseUrl}/auth/v1`;

/** A GoTrue-shaped session body for msw handlers (what the auth server returns on sign-in). */
export function fakeSessionBody(user: { id: string; email: string }) {
  const now = Math.floor(Date.now() / 1000);
  return {
    // JWT-shaped so supabase-js can decode it; the payload names the user for handlers that need to know.
    access_token: `eyJhbGciOiJub25lIn0.${btoa(JSON.stringify({ sub: user.id, email: user.email, exp: now + 3600 })).replace(/=+$/, '')}.signature`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token',
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: {},
      user_metadata: {},
      identities: [],
      created_at: new Date().toISOString(),
    },
  };
}

/** msw handler for the password grant: `accept` decides which credentials succeed. */
export function passwordGrantHandler(
  accept: (email: string, password: string) => { id: string; email: string } | null,
) {
  return http.post(`${AUTH}/token`, async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    const user = accept(body.email, body.password);
    if (!user) {
      return HttpResponse.json(
        { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
        { status: 400, headers: { 'x-supabase-api-version': '2024-01-01' } },
      );
    }
    return HttpResponse.json(fakeSessionBody(user), { headers: { 'x-supabase-api-version': '2024-01-01' } });
  });
}

export function restUrl(table: string): string {
  return `${TEST_RUNTIME_CONFIG.supabaseUrl}/rest/v1/${table}`;
}

/** Puts a session where supabase-js keeps it, as if the user had signed in earlier in this browser. */
export function storeFakeSession(user: { id: string; email: string }) {
  const key = `sb-${new URL(TEST_RUNTIME_CONFIG.supabaseUrl).hostname.split('.')[0]}-auth-token`;
  localStorage.setItem(key, JSON.stringify(fakeSessionBody(user)));
}

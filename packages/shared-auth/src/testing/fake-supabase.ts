import { http, HttpResponse } from 'msw';
import { TEST_RUNTIME_CONFIG } from './render-with-providers';

/** A TOTP factor as GoTrue lists it on the user. */
export function fakeTotpFactor(
  id: string,
  status: 'verified' | 'unverified' = 'verified',
  friendlyName = '',
) {
  const at = new Date().toISOString();
  return { id, factor_type: 'totp', status, friendly_name: friendlyName, created_at: at, updated_at: at };
}

export interface FakeSessionOptions {
  /** The token's assurance level (GoTrue's `aal` claim). */
  aal?: 'aal1' | 'aal2';
  factors?: ReturnType<typeof fakeTotpFactor>[];
  /** A platform operator's token (the access-token hook's `aide_operator` claim). */
  operator?: boolean;
}

/** A GoTrue-shaped session body for msw handlers (what the auth server returns on sign-in). */
export function fakeSessionBody(user: { id: string; email: string }, options: FakeSessionOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: user.id,
    email: user.email,
    exp: now + 3600,
    aal: options.aal ?? 'aal1',
    ...(options.operator ? { aide_operator: true } : {}),
  };
  const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return {
    // JWT-shaped (base64url) so supabase-js can decode it; the payload names the user for handlers.
    access_token: `eyJhbGciOiJub25lIn0.${payload}.c2lnbmF0dXJl`,
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
      factors: options.factors ?? [],
      created_at: new Date().toISOString(),
    },
  };
}

/** msw handler for the password grant: `accept` decides which credentials succeed. */
export function passwordGrantHandler(
  accept: (email: string, password: string) => { id: string; email: string } | null,
) {
  return http.post(authUrl('token'), async ({ request }) => {
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

/** The URL of a supabase Auth (GoTrue) endpoint, e.g. `authUrl('token')`. */
export function authUrl(path: string): string {
  return `${TEST_RUNTIME_CONFIG.supabaseUrl}/auth/v1/${path}`;
}

export function restUrl(table: string): string {
  return `${TEST_RUNTIME_CONFIG.supabaseUrl}/rest/v1/${table}`;
}

/** Puts a session where supabase-js keeps it, as if the user had signed in earlier in this browser. */
export function storeFakeSession(user: { id: string; email: string }, options: FakeSessionOptions = {}) {
  const key = `sb-${new URL(TEST_RUNTIME_CONFIG.supabaseUrl).hostname.split('.')[0]}-auth-token`;
  localStorage.setItem(key, JSON.stringify(fakeSessionBody(user, options)));
}

import type { AuthContext } from './context.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * GoTrue's redirect allow list, locally: any http(s) URL on the site URL's host or on localhost; anything
 * else (or nothing) falls back to the site URL.
 */
export function redirectTarget(ctx: AuthContext, raw: string | null | undefined): string {
  if (!raw) return ctx.siteUrl;
  try {
    const url = new URL(raw);
    const site = new URL(ctx.siteUrl);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.host === site.host || LOCAL_HOSTS.has(url.hostname))
    ) {
      return raw;
    }
  } catch {
    // not a URL: the site URL
  }
  return ctx.siteUrl;
}

/** Go's url.Values.Encode: keys sorted, form-encoded. */
function encodeSorted(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key] ?? '')}`)
    .join('&');
}

export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = '';
  return `${url.toString().replace(/#$/, '')}#${encodeSorted(params)}`;
}

/**
 * GoTrue's prepErrorRedirectURL: the error always in the fragment, and for PKCE flows in the query too.
 * `error` is the OAuth name of the status (403 → access_denied).
 */
export function errorRedirect(
  target: string,
  status: number,
  code: string,
  description: string,
  pkce: boolean,
): string {
  const oauthError: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized_client',
    403: 'access_denied',
    500: 'server_error',
    503: 'temporarily_unavailable',
  };
  const params: Record<string, string> = { error_code: code, error_description: description };
  const error = oauthError[status];
  if (error) params.error = error;
  const withErrorQuery = pkce ? withQuery(target, params) : target;
  return withFragment(withErrorQuery, params);
}

/** The implicit-flow fragment of a session body (access_token, expires_at, ..., type). */
export function sessionFragment(session: Record<string, unknown>, type?: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of [
    'access_token',
    'expires_at',
    'expires_in',
    'provider_refresh_token',
    'provider_token',
    'refresh_token',
    'token_type',
  ]) {
    const value = session[key];
    // Tokens are strings, expires_at and expires_in numbers; absent and empty values are left out.
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) params[key] = String(value);
  }
  if (type) params.type = type;
  return params;
}

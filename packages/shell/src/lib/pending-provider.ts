export type OAuthProvider = 'google' | 'azure';

/** Which provider button started the redirect: the session that comes back does not say it reliably. */
const PENDING_PROVIDER_KEY = 'aide.oauthProvider';

export function rememberOAuthProvider(provider: OAuthProvider): void {
  sessionStorage.setItem(PENDING_PROVIDER_KEY, provider);
}

export function takeOAuthProvider(): OAuthProvider | null {
  const provider = sessionStorage.getItem(PENDING_PROVIDER_KEY);
  sessionStorage.removeItem(PENDING_PROVIDER_KEY);
  return provider === 'google' || provider === 'azure' ? provider : null;
}
